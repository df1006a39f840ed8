import * as DialogPrimitive from '@radix-ui/react-dialog';
import { UiIcon } from '../icons/UiIcon';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '../primitives/Button';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { isNavGroup, type SiteNavigation } from './types';

export type MobileMenuProps = SiteNavigation & {
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Open state, when the parent owns it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether the group's links start expanded. */
  defaultExpanded?: boolean;
};

const rowClasses =
  'flex w-full items-center rounded-md px-3 text-surface-foreground hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:text-surface-accent';
/** Top-level entries, and the links inside a group (smaller). */
const linkClasses = `${rowClasses} min-h-12 text-lg font-semibold`;
const subLinkClasses = `${rowClasses} min-h-11 text-base font-medium`;

/**
 * Full-screen navigation for small screens (Radix dialog): traps focus, blocks page scrolling,
 * closes on Esc, on the close button and when a link is followed.
 */
export function MobileMenu({
  brand,
  navLabel,
  items,
  clientAccess,
  social,
  language,
  menuLabels,
  defaultOpen = false,
  defaultExpanded = false,
  open: openProp,
  onOpenChange,
}: MobileMenuProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const [expanded, setExpanded] = useState(defaultExpanded);
  const groupId = useId();
  const close = () => setOpen(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost-surface" size="icon" aria-label={menuLabels.open}>
          <UiIcon name="menu" className="size-6" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        {/* Radix locks page scrolling through the overlay. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-surface" />
        <DialogPrimitive.Content
          data-slot="mobile-menu"
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto overscroll-contain bg-surface text-surface-foreground data-[state=open]:animate-fade-in focus-visible:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{menuLabels.title}</DialogPrimitive.Title>
          <div className="flex h-(--header-height) shrink-0 items-center justify-between px-4 sm:px-6">
            <Link
              href={brand.href}
              aria-label={brand.homeLabel}
              onClick={close}
              className="rounded-md"
            >
              <Logo name={brand.name} />
            </Link>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost-surface" size="icon" aria-label={menuLabels.close}>
                <UiIcon name="x" className="size-6" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={navLabel} className="flex-1 px-4 pb-6 sm:px-6">
            <ul className="flex flex-col gap-1">
              {items.map((item) =>
                isNavGroup(item) ? (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={groupId}
                      onClick={() => setExpanded((v) => !v)}
                      className={cn(linkClasses, 'justify-between')}
                    >
                      {item.label}
                      <UiIcon
                        name="chevron-down"

                        className={cn(
                          'size-5 transition-transform duration-(--duration-fast)',
                          expanded && 'rotate-180',
                        )}
                      />
                    </button>
                    <ul
                      id={groupId}
                      hidden={!expanded}
                      className="mt-1 mb-2 ml-3 border-l border-surface-border pl-3"
                    >
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link
                            href={child.href}
                            aria-current={child.current ? 'page' : undefined}
                            onClick={close}
                            className={subLinkClasses}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.id}>
                    <Link
                      href={item.href}
                      aria-current={item.current ? 'page' : undefined}
                      onClick={close}
                      className={linkClasses}
                    >
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
            <div className="mt-6 flex flex-col gap-5 border-t border-surface-border pt-6">
              <a href={clientAccess.href} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
                <UiIcon name="log-in" />
                {clientAccess.label}
              </a>
              <div className="flex flex-wrap items-center justify-between gap-4">
                <LanguageSelect
                  {...language}
                  onSelect={(lang) => {
                    language.onSelect?.(lang);
                    close();
                  }}
                />
                <SocialLinks
                  links={social.links}
                  newTabHint={social.newTabHint}
                  aria-label={social.label}
                />
              </div>
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
