import { Bot, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { noticeLinkClass, PrivacyNotice, type PrivacyNoticeProps } from '../../forms/PrivacyNotice';
import { Button } from '../../primitives/Button';
import { ChatMarkdown } from './ChatMarkdown';

/** One message of the conversation, its time already formatted. */
export type ChatPanelMessage = {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  /** e.g. '10:42'. */
  time: string;
  /** A failed reply (spec: chat errors); shown as a bot message. */
  error?: boolean;
};

export type ChatQuickReply = { id: string; label: string };

/**
 * What the panel says before the conversation: that a program answers, the human channels, and
 * the first layer of the privacy information.
 */
export type ChatPanelIntro = {
  /** e.g. 'Te responde un programa, no una persona.' */
  automated: string;
  /** e.g. '¿Prefieres hablar con una persona?' and its channels (WhatsApp, the contact form). */
  humans: { lead: string; links: readonly { label: string; href: string; newTab?: boolean }[] };
  privacy: PrivacyNoticeProps;
};

export type ChatPanelTexts = {
  /** Who answers, in the header, e.g. 'Asistente automático'. */
  title: string;
  /** Under the title, e.g. 'Responde un programa'. */
  status: string;
  /** The close button's name, e.g. 'Cerrar el chat'. */
  close: string;
  /** The message box's label, e.g. 'Tu mensaje'. */
  inputLabel: string;
  placeholder: string;
  /** The send button's name, e.g. 'Enviar'. */
  send: string;
  /** Read while the bot is writing, e.g. 'El asesor está escribiendo…'. */
  typing: string;
  /** Names the message log, e.g. 'Conversación'. */
  log: string;
  /** Read before a visitor's message, e.g. 'Tú'; the bot's are read after the title. */
  you?: string;
  /** Names the suggested replies, e.g. 'Respuestas sugeridas'. */
  quickReplies?: string;
  /** Read after each link in a bot message, e.g. '(se abre en una pestaña nueva)'. */
  newTab?: string;
};

export type ChatPanelProps = Omit<React.ComponentProps<'section'>, 'children' | 'onKeyDown'> & {
  messages: readonly ChatPanelMessage[];
  /** A reply is on its way: typing indicator shown, input and send disabled. */
  waiting: boolean;
  quickReplies?: readonly ChatQuickReply[];
  onQuickReply?: (id: string) => void;
  /** The message being written. */
  value: string;
  onValueChange: (value: string) => void;
  /** Called when a non-blank message is sent (Enter or the send button). */
  onSend: () => void;
  /** Called by the close button and by Esc. */
  onClose: () => void;
  /** Longest message accepted, e.g. CHAT_MESSAGE_MAX. */
  maxLength?: number;
  /** Put the focus in the message box when the panel opens (spec: chat states). */
  focusOnMount?: boolean;
  /** Shown at the top of the conversation: a program answers, the human channels, privacy. */
  intro?: ChatPanelIntro | undefined;
  texts: ChatPanelTexts;
};

/**
 * The open chat: header with the advisor and close button, the conversation (only new messages
 * are announced), typing indicator, suggested replies and the message box. A non-modal dialog:
 * the page stays usable behind it, so focus is not trapped.
 */
export function ChatPanel({
  messages,
  waiting,
  quickReplies,
  onQuickReply,
  value,
  onValueChange,
  onSend,
  onClose,
  maxLength,
  focusOnMount = true,
  intro,
  texts,
  className,
  ...props
}: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const blank = value.trim() === '';

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  // Keeps the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waiting]);

  // The box is disabled while waiting, which drops its focus; give it back with the reply.
  useEffect(() => {
    if (!waiting && focusOnMount && document.activeElement === document.body)
      inputRef.current?.focus();
  }, [waiting, focusOnMount]);

  const send = () => {
    if (!waiting && !blank) onSend();
  };

  return (
    // Esc from anywhere inside the panel closes it (a dialog's expected key), hence the handler.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-slot="chat-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 flex h-[min(85dvh,500px)] flex-col overflow-hidden rounded-t-xl border border-border bg-background shadow-elevated',
        'sm:inset-x-auto sm:right-4 sm:bottom-24 sm:h-[500px] sm:w-96 sm:rounded-xl',
        className,
      )}
      {...props}
    >
      {/* Not <header>: inside a dialog it would be a second banner landmark of the page. */}
      <div className="flex items-center gap-3 bg-surface px-4 py-3 text-surface-foreground">
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id={titleId} className="truncate font-display font-semibold">
            {texts.title}
          </h2>
          <p className="flex items-center gap-1.5 text-sm">
            <Bot aria-hidden="true" className="size-4 shrink-0" />
            {texts.status}
          </p>
        </div>
        <Button variant="ghost-surface" size="icon-sm" aria-label={texts.close} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>

      {/* A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={texts.log}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above.
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-muted p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {intro ? (
          <div
            data-slot="chat-intro"
            className="flex flex-col gap-2 rounded-lg border border-border bg-background p-3 text-xs leading-relaxed text-muted-foreground"
          >
            <p className="font-medium text-foreground">{intro.automated}</p>
            <p>
              {intro.humans.lead}{' '}
              {intro.humans.links.map((link, i) => (
                <span key={link.href}>
                  {i > 0 ? ' · ' : null}
                  <a
                    href={link.href}
                    {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className={noticeLinkClass}
                  >
                    {link.label}
                    {link.newTab && texts.newTab ? (
                      <span className="sr-only"> {texts.newTab}</span>
                    ) : null}
                  </a>
                </span>
              ))}
            </p>
            <PrivacyNotice {...intro.privacy} />
          </div>
        ) : null}
        {messages.map((message) => (
          <div
            key={message.id}
            data-slot="chat-message"
            data-sender={message.sender}
            data-error={message.error ? '' : undefined}
            className="group flex max-w-[85%] flex-col gap-1 data-[sender=bot]:self-start data-[sender=user]:self-end"
          >
            <div
              className={cn(
                'rounded-lg px-3.5 py-2.5 text-sm leading-relaxed shadow-sm',
                'group-data-[sender=bot]:rounded-bl-sm group-data-[sender=bot]:bg-background group-data-[sender=bot]:text-foreground',
                'group-data-[sender=user]:rounded-br-sm group-data-[sender=user]:bg-primary group-data-[sender=user]:text-primary-foreground',
                'group-data-error:border group-data-error:border-danger-soft-foreground/30',
              )}
            >
              {(message.sender === 'user' ? texts.you : texts.title) ? (
                <span className="sr-only">
                  {message.sender === 'user' ? texts.you : texts.title}:{' '}
                </span>
              ) : null}
              {message.sender === 'user' ? (
                <p className="break-words whitespace-pre-wrap">{message.text}</p>
              ) : (
                <ChatMarkdown text={message.text} newTabHint={texts.newTab} />
              )}
            </div>
            <span className="px-1 text-xs text-muted-foreground group-data-[sender=user]:text-right">
              {message.time}
            </span>
          </div>
        ))}
        {waiting ? (
          <div
            data-slot="chat-typing"
            className="flex items-center gap-1 self-start rounded-lg rounded-bl-sm bg-background px-4 py-3.5 shadow-sm"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                style={{ animationDelay: `${delay}ms` }}
                className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
              />
            ))}
            <span className="sr-only">{texts.typing}</span>
          </div>
        ) : null}
      </div>

      {quickReplies && quickReplies.length > 0 ? (
        <ul
          aria-label={texts.quickReplies}
          className="flex flex-wrap gap-2 border-t border-border px-4 py-3"
        >
          {quickReplies.map((reply) => (
            <li key={reply.id}>
              <Button
                variant="outline"
                size="sm"
                shape="pill"
                wrap
                disabled={waiting}
                onClick={() => onQuickReply?.(reply.id)}
              >
                {reply.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <form
        method="post"
        className="flex items-end gap-2 border-t border-border p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {texts.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={value}
          maxLength={maxLength}
          placeholder={texts.placeholder}
          disabled={waiting}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter breaks the line (spec: chat rules); not mid-composition.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className={cn(
            // Grows with its text from one line to about four, then scrolls.
            'field-sizing-content max-h-28 min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2.5 text-base leading-normal',
            'placeholder:text-subtle-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
        <Button type="submit" size="icon" aria-label={texts.send} disabled={waiting || blank}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
