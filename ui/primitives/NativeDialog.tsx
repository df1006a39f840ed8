import { X } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button, buttonVariants, type ButtonProps } from './Button';
import { dialogSizes } from './Dialog';

export type NativeDialogProps = Omit<React.ComponentProps<'dialog'>, 'title' | 'open'> & {
  /** The dialog's id, which the buttons that open it name (NativeDialogTrigger's `dialogId`). */
  id: string;
  /** The heading that names the dialog. */
  title: React.ReactNode;
  /** A sentence under the title that describes the dialog. */
  description?: React.ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Width of the panel. */
  size?: keyof typeof dialogSizes;
};

/**
 * A modal dialog that needs no script: a <dialog> opened by a NativeDialogTrigger (Invoker
 * Commands; a browser without them needs a small fallback that calls showModal()), prerendered
 * with its content, so a press opens it before any code has arrived. While it is open the page
 * behind is inert and stops scrolling (ui/styles.css); Esc and the close button close it, and
 * focus goes back to the button that opened it. A press on the backdrop does not: what a form in it
 * holds is not lost to a stray tap, nor to the second press of an impatient double tap on the
 * button that opened it. Focus starts on the close button, the first control, so a phone's
 * keyboard does not cover the form it holds.
 */
export function NativeDialog({
  id,
  title,
  description,
  closeLabel = 'Close',
  size = 'md',
  className,
  children,
  ...props
}: NativeDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      id={id}
      data-slot="native-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        // Centred over the page, inside a 1rem margin; the content scrolls inside the panel.
        'fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] gap-4',
        'overflow-y-auto overscroll-contain rounded-xl border border-border bg-background p-6 text-foreground shadow-elevated sm:p-8',
        // Closed, a <dialog> is display: none; open, a grid.
        'open:grid open:animate-scale-in focus-visible:outline-none',
        'backdrop:bg-surface/70 backdrop:backdrop-blur-sm open:backdrop:animate-fade-in',
        dialogSizes[size],
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-4">
        <div data-slot="native-dialog-header" className="flex min-w-0 flex-col gap-2">
          <h2 id={titleId} className="font-display text-h3 font-bold wrap-break-word">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-muted-foreground">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          commandfor={id}
          command="close"
          aria-label={closeLabel}
          title={closeLabel}
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon-md' }), '-mt-2 -mr-2')}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </dialog>
  );
}

export type NativeDialogTriggerProps = ButtonProps & {
  /** The id of the NativeDialog it opens. */
  dialogId: string;
};

/** A button that opens the NativeDialog `dialogId` as a modal, with no script (Invoker Commands). */
export function NativeDialogTrigger({ dialogId, ...props }: NativeDialogTriggerProps) {
  return <Button aria-haspopup="dialog" commandfor={dialogId} command="show-modal" {...props} />;
}
