import { UiIcon } from '../icons/UiIcon';
import { useEffect, useRef, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../primitives/DropdownMenu';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { navLinkClasses } from './nav-styles';
import type { NavGroup } from './types';

/** Spec section 9: the dropdown closes 200 ms after the pointer leaves. */
export const DROPDOWN_CLOSE_DELAY = 200;

export type ServicesDropdownProps = {
  item: NavGroup;
  /** Open state, when the parent owns it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The desktop Services menu (Radix dropdown): opens on hover, on click and by keyboard
 * (Enter, Space, ArrowDown), closes 200 ms after the pointer leaves, on Esc and on selection.
 */
export function ServicesDropdown({ item, open: openProp, onOpenChange }: ServicesDropdownProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const previousFocus = useRef<Element | null>(
    typeof document === 'undefined' ? null : document.activeElement,
  );
  const openNow = () => {
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      previousFocus.current = document.activeElement;
    }
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY);
  };
  useEffect(() => {
    // A pointer already resting on the trigger when it mounts (the page loaded under it) never
    // sends pointerenter: open as a hover would.
    if (triggerRef.current?.matches(':hover')) openNow();
    return cancelClose;
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        if (next) openedByHover.current = false;
        setOpen(next);
      }}
      modal={false}
    >
      <DropdownMenuTrigger
        ref={triggerRef}
        className={navLinkClasses}
        data-current={item.current ? 'true' : undefined}
        onPointerEnter={(e) => e.pointerType === 'mouse' && openNow()}
        onPointerLeave={(e) => e.pointerType === 'mouse' && closeSoon()}
        onPointerDown={(e) => {
          // Opened by hovering: a click must not toggle it shut under the pointer.
          if (e.pointerType === 'mouse' && open) e.preventDefault();
        }}
      >
        {item.label}
        <UiIcon
          name="chevron-down"

          className={cn(
            'size-4 transition-transform duration-(--duration-fast)',
            open && 'rotate-180',
          )}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        onPointerEnter={openNow}
        onPointerLeave={closeSoon}
        onFocus={(e) => {
          // Radix focuses the menu when it opens; opened by hovering, give focus back to where
          // the user had it (and do not treat that as leaving the menu, below).
          if (!openedByHover.current || e.target !== e.currentTarget) return;
          const previous = previousFocus.current;
          if (
            previous instanceof HTMLElement &&
            previous !== document.body &&
            previous.isConnected
          ) {
            previous.focus({ preventScroll: true });
          } else {
            e.currentTarget.blur();
          }
        }}
        onFocusOutside={(e) => {
          if (openedByHover.current) e.preventDefault();
        }}
        onInteractOutside={(e) => {
          // A press on the trigger itself is not "outside": it must not close a hovered menu.
          if (triggerRef.current?.contains(e.target as Node)) e.preventDefault();
        }}
        onCloseAutoFocus={(e) => {
          // A menu opened by hovering never took focus: do not pull focus to the trigger.
          if (openedByHover.current) e.preventDefault();
        }}
      >
        {item.children.map((child) => (
          <DropdownMenuItem key={child.id} asChild>
            <Link href={child.href} aria-current={child.current ? 'page' : undefined}>
              {child.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
