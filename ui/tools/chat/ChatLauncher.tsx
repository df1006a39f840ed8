import { MessageCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type ChatLauncherProps = Omit<React.ComponentProps<'button'>, 'aria-label'> & {
  /** The button's accessible name, e.g. 'Abrir el chat'. */
  label: string;
  /** Messages not yet seen; a badge shows when above 0. */
  unread?: number;
  /** Read after the label, in brackets, when there are unread messages: '2 mensajes nuevos'. */
  unreadLabel?: string;
};

/**
 * The floating round button, bottom right, that opens the chat panel: with popoverTarget set to
 * the panel's id, the browser opens and closes it, and says whether it is expanded, with no
 * script. It steps aside while another dialog is open (ui/styles.css, `chat`).
 */
export function ChatLauncher({
  label,
  unread = 0,
  unreadLabel,
  className,
  type,
  children,
  ...props
}: ChatLauncherProps) {
  return (
    <button
      data-slot="chat-launcher"
      type={type ?? 'button'}
      className={cn(
        // No z-index token exists yet: 40 keeps it above content and below dialogs (z-50).
        'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40',
        'grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-elevated',
        'transition-[background-color,scale] duration-(--duration-fast) ease-out-soft hover:bg-primary-hover active:scale-95',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      {/* The name is built from text, not aria-label, so the unread count is part of it. */}
      <span className="sr-only">{label}</span>
      {unread > 0 ? <ChatUnreadBadge count={unread} label={unreadLabel} /> : null}
      {children}
    </button>
  );
}

export type ChatUnreadBadgeProps = {
  /** Messages not yet seen, above 0. */
  count: number;
  /** Read after the launcher's label, in brackets, e.g. '2 mensajes nuevos'. */
  label?: string | undefined;
};

/**
 * The launcher's count of unread replies: read as part of its name, drawn as a badge on its
 * corner. ChatLauncher shows it from `unread`; a launcher rendered once, without it, takes it as
 * its last child.
 */
export function ChatUnreadBadge({ count, label }: ChatUnreadBadgeProps) {
  return (
    <>
      {label ? <span className="sr-only">({label})</span> : null}
      <span
        aria-hidden="true"
        data-slot="chat-unread"
        className="absolute -top-1 -right-1 grid min-w-6 place-items-center rounded-pill border-2 border-background bg-danger px-1 text-xs leading-5 font-bold text-danger-foreground tabular-nums"
      >
        {count > 9 ? '9+' : count}
      </span>
    </>
  );
}
