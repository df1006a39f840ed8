import { ChevronDown } from 'lucide-react';
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
  /** Start open (the header loads this on the first hover or click and opens it at once). */
  defaultOpen?: boolean;
  /** Take focus on mount (it replaced a focused placeholder button). */
  focusOnMount?: boolean;
};

/**
 * The desktop Services menu (Radix dropdown): opens on hover, on click and by keyboard
 * (Enter, Space, ArrowDown), closes 200 ms after the pointer leaves, on Esc and on selection.
 */
export function ServicesDropdown({ item, defaultOpen = false, focusOnMount = false }: ServicesDropdownProps) {
  const [open, setOpen] = useState(defaultOpen);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY);
  };
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
    return cancelClose;
  }, [focusOnMount]);

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
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-(--duration-fast)', open && 'rotate-180')}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        onPointerEnter={openNow}
        onPointerLeave={closeSoon}
        onCloseAutoFocus={(e) => {
          // A menu opened by hovering never took focus: do not pull it to the trigger.
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

export default ServicesDropdown;
