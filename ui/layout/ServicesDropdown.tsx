import type * as React from 'react';
import { useId } from 'react';
import { UiIcon } from '../icons/UiIcon';
import { Link } from '../lib/Link';
import { navLinkClasses } from './nav-styles';
import type { NavGroup } from './types';

/** Spec section 9: the dropdown closes 200 ms after the pointer leaves. */
export const DROPDOWN_CLOSE_DELAY = 200;

export type ServicesDropdownProps = {
  /** The group: its label names the button, its links fill the menu. */
  item: NavGroup;
};

/**
 * The desktop Services menu, with no script (the header is prerendered HTML that may never be
 * hydrated): the button toggles a popover of links (click, tap, Enter, Space; Esc and a click
 * outside close it), and a mouse resting on the button or the menu shows it too, until 200 ms
 * after it leaves. Placement and states: `services-dropdown` in ui/styles.css.
 */
export function ServicesDropdown({ item }: ServicesDropdownProps) {
  const menuId = useId();
  return (
    <div
      data-slot="services-dropdown"
      style={{ '--services-close-delay': `${DROPDOWN_CLOSE_DELAY}ms` } as React.CSSProperties}
    >
      <button
        type="button"
        popoverTarget={menuId}
        data-slot="services-trigger"
        data-current={item.current ? 'true' : undefined}
        className={navLinkClasses}
      >
        {item.label}
        <UiIcon name="chevron-down" data-slot="services-chevron" className="size-4" />
      </button>
      <div
        id={menuId}
        popover="auto"
        data-slot="services-menu"
        className="w-max max-w-80 min-w-56 rounded-lg border border-border bg-background p-1.5 text-sm text-foreground shadow-elevated"
      >
        <ul aria-label={item.label}>
          {item.children.map((child) => (
            <li key={child.id}>
              <Link
                href={child.href}
                aria-current={child.current ? 'page' : undefined}
                className="flex items-center rounded-md px-3 py-2.5 hover:bg-primary-soft hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring aria-[current=page]:font-semibold aria-[current=page]:text-primary-soft-foreground"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
