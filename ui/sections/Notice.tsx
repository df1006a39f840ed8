import type * as React from 'react';

export type NoticeTone = 'info' | 'success' | 'error';

export type NoticeProps = Omit<React.ComponentProps<'div'>, 'children' | 'role'> & {
  /** info: a note; success: a status; error: an alert (read at once). */
  tone?: NoticeTone;
  /** The notice's message, in bold: the whole notice, or the heading of its items. */
  message: string;
  /** What to do, each a link to where to do it (a form's fields to correct). */
  items?: readonly { href: string; label: string }[] | undefined;
  /** A way on, under the message (a link). */
  action?: React.ReactNode;
};

const roles = { info: 'note', success: 'status', error: 'alert' } as const;

/**
 * A boxed message about the page or a form: a form's answer when it was posted with no script
 * (the server writes this same markup: site/server/form-answer.ts), or what the page needs to
 * work. Styled by its data-slot and tone in ui/styles.css, so server-written HTML needs no
 * utility classes.
 */
export function Notice({ tone = 'info', message, items, action, ...props }: NoticeProps) {
  return (
    <div data-slot="notice" data-tone={tone} role={roles[tone]} {...props}>
      <p>{message}</p>
      {items && items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.href + item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {action}
    </div>
  );
}
