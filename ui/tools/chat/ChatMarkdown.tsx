import { useMemo } from 'react';
import type * as React from 'react';
import { formatChatText } from '../../../domain/chat-format';
import { cn } from '../../lib/cn';

export type ChatMarkdownProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** The bot's text: markdown links, **bold** and line breaks; anything else shows as typed. */
  text: string;
  /** Read after each link's label by screen readers, e.g. '(se abre en una pestaña nueva)'. */
  newTabHint?: string;
};

/**
 * A bot message as formatted text built from React elements (no HTML injection): links to
 * http(s) or site paths open in a new tab, bold, line breaks, and emoji in their own span.
 */
export function ChatMarkdown({ text, newTabHint, className, ...props }: ChatMarkdownProps) {
  const tokens = useMemo(() => formatChatText(text), [text]);
  return (
    <p data-slot="chat-markdown" className={cn('break-words', className)} {...props}>
      {tokens.map((token, index) => {
        switch (token.type) {
          case 'break':
            return <br key={index} />;
          case 'bold':
            return (
              <strong key={index} className="font-semibold">
                {token.text}
              </strong>
            );
          case 'emoji':
            return (
              <span key={index} data-slot="chat-emoji" className="font-emoji not-italic">
                {token.text}
              </span>
            );
          case 'link':
            return (
              <a
                key={index}
                href={token.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary-soft-foreground underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {token.label}
                {newTabHint ? <span className="sr-only"> {newTabHint}</span> : null}
              </a>
            );
          default:
            return token.text;
        }
      })}
    </p>
  );
}
