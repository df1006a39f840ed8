import { X } from 'lucide-react';
import { Toaster as HotToaster, ToastBar, toast, type ToastPosition } from 'react-hot-toast';
import { cn } from '../lib/cn';

/** Spec section 9: how long each kind of toast stays (ms). At most 20 are kept (library default). */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

export type ToasterProps = {
  /** Accessible name of each toast's dismiss button, e.g. 'Cerrar notificación'. */
  dismissLabel?: string;
  /** Where toasts stack; the site uses top-right (spec). */
  position?: ToastPosition;
};

/**
 * The site's one toast outlet (react-hot-toast) drawn with our tokens. Hovering pauses the
 * countdown; dismissed toasts are hidden at once and removed a second later. Errors are
 * announced assertively, everything else politely.
 */
export function Toaster({ dismissLabel = 'Dismiss', position = 'top-right' }: ToasterProps) {
  return (
    <HotToaster
      position={position}
      gutter={10}
      containerStyle={{ top: 'calc(var(--header-height) + 0.75rem)' }}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        className: cn(
          '!max-w-sm !rounded-lg !border !border-border !bg-background !px-3 !py-2.5',
          '!text-sm !font-medium !text-foreground !shadow-elevated',
        ),
        success: {
          duration: TOAST_DURATIONS.success,
          iconTheme: {
            primary: 'var(--color-success)',
            secondary: 'var(--color-success-foreground)',
          },
        },
        error: {
          duration: TOAST_DURATIONS.error,
          iconTheme: {
            primary: 'var(--color-danger)',
            secondary: 'var(--color-danger-foreground)',
          },
        },
        loading: {
          duration: TOAST_DURATIONS.loading,
          iconTheme: { primary: 'var(--color-primary)', secondary: 'var(--color-secondary)' },
        },
        custom: { duration: TOAST_DURATIONS.custom },
      }}
    >
      {(t) => (
        // The library gives every toast role=status; errors must interrupt: role=alert.
        <ToastBar
          toast={
            t.type === 'error'
              ? { ...t, ariaProps: { role: 'alert', 'aria-live': 'assertive' } }
              : t
          }
        >
          {({ icon, message }) => (
            <>
              {icon}
              <span data-slot="toast-message" className="flex-1">
                {message}
              </span>
              {t.type !== 'loading' ? (
                <button
                  type="button"
                  aria-label={dismissLabel}
                  title={dismissLabel}
                  onClick={() => toast.dismiss(t.id)}
                  className="ml-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </>
          )}
        </ToastBar>
      )}
    </HotToaster>
  );
}

export { toast };
