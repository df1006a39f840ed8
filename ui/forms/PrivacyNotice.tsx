import type * as React from 'react';
import { cn } from '../lib/cn';

/** A link inside small print: the notice's, and the chat intro's. */
export const noticeLinkClass =
  'rounded-sm font-medium text-foreground underline underline-offset-2 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export type PrivacyNoticeTexts = {
  /** The notice's lead, e.g. 'Protección de datos'. */
  title: string;
  /** The first layer's facts in order, e.g. { label: 'Responsable', text: 'Nodo Web Studio' }. */
  items: readonly { label: string; text: string }[];
  /** The way to the whole policy: the words before its link, and the link's text. */
  policy: { lead: string; label: string };
};

export type PrivacyNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  texts: PrivacyNoticeTexts;
  /** The privacy policy's address. */
  policyHref: string;
};

/**
 * The first layer of the privacy information beside a form or a chat (who is responsible, what
 * for, on what basis, who else receives the data, the visitor's rights), short, with the link to
 * the whole policy. Plain text the visitor can read before sending.
 */
export function PrivacyNotice({ texts, policyHref, className, ...props }: PrivacyNoticeProps) {
  return (
    <div
      data-slot="privacy-notice"
      className={cn('text-xs leading-relaxed text-muted-foreground', className)}
      {...props}
    >
      <p>
        <strong className="font-semibold text-foreground">{texts.title}.</strong>{' '}
        {texts.items.map((item) => (
          <span key={item.label}>
            <span className="font-medium text-foreground">{item.label}:</span> {item.text}.{' '}
          </span>
        ))}
        {texts.policy.lead}{' '}
        <a href={policyHref} className={noticeLinkClass}>
          {texts.policy.label}
        </a>
        .
      </p>
    </div>
  );
}
