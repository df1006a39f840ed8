import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/Button';

export type LanguageOfferTexts = {
  /** The notice's name, e.g. 'Language'. */
  label: string;
  /** e.g. 'This page is also available in English.' */
  message: string;
  /** The link's text, e.g. 'Read it in English'. */
  action: string;
  /** The close button's name, e.g. 'Dismiss'. */
  dismiss: string;
};

export type LanguageOfferProps = Omit<React.ComponentProps<'aside'>, 'children'> & {
  /** The offered language (BCP 47): the notice is written, and read aloud, in it. */
  lang: string;
  texts: LanguageOfferTexts;
  /** The same page in the offered language. */
  href: string;
  /** Closes the notice (its button, or Esc inside it). */
  onDismiss?: () => void;
};

/**
 * A small notice, in the other language, offering the same page in it: a link and a close
 * button. Fixed at the bottom of the viewport (it moves nothing on the page), clear of the chat's
 * button on the right, never taking the focus.
 */
export function LanguageOffer({
  lang,
  texts,
  href,
  onDismiss,
  className,
  ...props
}: LanguageOfferProps) {
  return (
    // Esc inside the notice closes it, as its button does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside
      lang={lang}
      aria-label={texts.label}
      data-slot="language-offer"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss?.();
      }}
      className={cn(
        'fixed bottom-4 left-4 right-20 z-40 flex items-center gap-2 rounded-lg border border-border bg-background py-2 pr-2 pl-4 text-sm text-foreground shadow-elevated sm:right-auto sm:max-w-md',
        'motion-safe:animate-fade-in',
        className,
      )}
      {...props}
    >
      <p className="min-w-0 flex-1 wrap-break-word">
        {texts.message}{' '}
        <a
          href={href}
          hrefLang={lang}
          data-slot="language-offer-link"
          className="rounded-sm font-semibold text-primary-soft-foreground underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {texts.action}
        </a>
      </p>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={texts.dismiss}
        data-slot="language-offer-dismiss"
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  );
}
