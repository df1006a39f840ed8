import { Bot, SendHorizontal, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { popoverShown, setPopoverShown } from '../../lib/popover';
import { noticeLinkClass, PrivacyNotice, type PrivacyNoticeProps } from '../../forms/PrivacyNotice';
import { Button } from '../../primitives/Button';
import { ChatMarkdown } from './ChatMarkdown';

/** One message of the conversation, its time already formatted. */
export type ChatPanelMessage = {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  /** e.g. '10:42'; none for a message that is always there (the welcome). */
  time?: string | undefined;
  /** A failed reply (spec: chat errors); shown as a bot message. */
  error?: boolean;
};

/** A suggested question; `disabled` while it cannot be sent yet (shown, not pressable). */
export type ChatQuickReply = { id: string; label: string; disabled?: boolean };

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

export type ChatPanelProps = Omit<
  React.ComponentProps<'section'>,
  'children' | 'onKeyDown' | 'onToggle' | 'popover'
> & {
  /**
   * Whether the panel is shown, applied when it changes (as `<details open>`), without moving
   * the focus: a panel left open, shown again on the next page. The panel is a popover: a button
   * with popoverTarget set to its `id` (the launcher) and its close button open and close it
   * natively, the message box taking the focus (its autofocus) when the visitor opens it.
   */
  open?: boolean;
  /**
   * Every change of whether it is shown, whoever made it; on mount, `true` if it was shown
   * already (its HTML, opened natively before this component ran).
   */
  onOpenChange?: (open: boolean) => void;
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
  /** Shown at the top of the conversation: a program answers, the human channels, privacy. */
  intro?: ChatPanelIntro | undefined;
  /** Shown above the message box, e.g. a <noscript> Notice: the chat needs a script. */
  notice?: React.ReactNode;
  texts: ChatPanelTexts;
};

/**
 * The chat: header with the advisor and close button, the conversation (only new messages are
 * announced), typing indicator, suggested replies and the message box. A non-modal dialog in a
 * manual popover: the page stays usable behind it, so focus is not trapped, and only its launcher,
 * its close button and Esc close it.
 */
export function ChatPanel({
  id,
  open,
  onOpenChange,
  messages,
  waiting,
  quickReplies,
  onQuickReply,
  value,
  onValueChange,
  onSend,
  onClose,
  maxLength,
  intro,
  notice,
  texts,
  className,
  ...props
}: ChatPanelProps) {
  const ownId = useId();
  const panelId = id ?? ownId;
  const titleId = useId();
  const inputId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /** The focus was in the panel when a message was sent: the box takes it back with the reply. */
  const refocus = useRef(false);
  const mounted = useRef(false);
  const blank = value.trim() === '';

  const scrollToNewest = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  };

  // The box is the popover's autofocus delegate: in the server's HTML, the attribute is there;
  // React leaves it out of what it renders in the browser.
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('autofocus', '');
  }, []);

  const reportOpen = useEffectEvent((shown: boolean) => onOpenChange?.(shown));
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!panel || open === undefined) return;
    const shown = popoverShown(panel);
    if (first && shown && !open) {
      // Opened before this component ran (by its launcher, natively): the visitor's doing wins.
      reportOpen(true);
    } else if (open && !shown) {
      // The box's autofocus is for the visitor's own opening (the popover's focusing steps).
      const box = inputRef.current;
      const autofocus = box?.hasAttribute('autofocus') ?? false;
      box?.removeAttribute('autofocus');
      setPopoverShown(panel, true);
      if (autofocus) box?.setAttribute('autofocus', '');
    } else if (!open && shown) {
      setPopoverShown(panel, false);
    }
  }, [open]);

  // Keeps the newest message in view.
  useEffect(scrollToNewest, [messages.length, waiting]);

  // The box is disabled while waiting, which drops its focus; give it back with the reply.
  useEffect(() => {
    if (waiting || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) {
      inputRef.current?.focus();
    }
  }, [waiting]);

  const noteFocus = () => {
    refocus.current = panelRef.current?.contains(document.activeElement) ?? false;
  };
  const send = () => {
    if (waiting || blank) return;
    noteFocus();
    onSend();
  };

  return (
    // Esc from anywhere inside the panel closes it (a dialog's expected key), hence the handler.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panelRef}
      id={panelId}
      popover="manual"
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
      onToggle={(event) => {
        const shown = event.newState === 'open';
        if (shown) scrollToNewest();
        onOpenChange?.(shown);
      }}
      className={cn(
        // A popover's own style (centred, sized to its content, padded) is replaced: a sheet at
        // the bottom on a phone, a panel above the launcher on a wider screen.
        'fixed inset-x-0 top-auto bottom-0 z-50 m-0 hidden h-[min(85dvh,500px)] w-full flex-col overflow-hidden rounded-t-xl border border-border bg-background p-0 text-foreground shadow-elevated',
        // [data-open]: shown by the popover's fallback, where the browser has none.
        'open:flex data-open:flex',
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
        <Button
          variant="ghost-surface"
          size="icon-sm"
          aria-label={texts.close}
          popoverTarget={panelId}
          popoverTargetAction="hide"
          onClick={onClose}
        >
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
            {message.time ? (
              <span className="px-1 text-xs text-muted-foreground group-data-[sender=user]:text-right">
                {message.time}
              </span>
            ) : null}
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
                disabled={waiting || reply.disabled}
                onClick={() => {
                  noteFocus();
                  onQuickReply?.(reply.id);
                }}
              >
                {reply.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {notice}

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
          // The popover's autofocus delegate: the browser focuses it when the visitor opens the
          // panel, before any script (HTML's popover focusing steps).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
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
