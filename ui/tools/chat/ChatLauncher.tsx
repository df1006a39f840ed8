import { MessageCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type ChatLauncherProps = Omit<React.ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The button's accessible name, e.g. 'Abrir el chat'. */
  label: string;
  /** Messages not yet seen; a badge shows when above 0. */
  unread?: number;
  /** Read after the label when there are unread messages, e.g. '2 mensajes nuevos'. */
  unreadLabel?: string;
  /** Hides the button while a full-screen overlay is open (spec: chatbot). */
  hidden?: boolean;
};

/** The floating round button, bottom right, that opens the chat panel. */
export function ChatLauncher({
  label,
  unread = 0,
  unreadLabel,
  hidden = false,
  className,
  type,
  ...props
}: ChatLauncherProps) {
  return (
    <button
      data-slot="chat-launcher"
      data-state={hidden ? 'hidden' : 'visible'}
      type={type ?? 'button'}
      hidden={hidden}
      className={cn(
        // No z-index token exists yet: 40 keeps it above content and below dialogs (z-50).
        'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40',
        'grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-elevated',
        'transition-[background-color,scale] duration-(--duration-fast) ease-out-soft hover:bg-primary-hover active:scale-95',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=hidden]:hidden',
        className,
      )}
      {...props}
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      {/* The name is built from text, not aria-label, so the unread count is part of it. */}
      <span className="sr-only">
        {label}
        {unread > 0 && unreadLabel ? `, ${unreadLabel}` : null}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-slot="chat-unread"
          className="absolute -top-1 -right-1 grid min-w-6 place-items-center rounded-pill border-2 border-background bg-danger px-1 text-xs leading-5 font-bold text-danger-foreground tabular-nums"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </button>
  );
}
