import { useId } from 'react';
import { UiIcon } from '../icons/UiIcon';
import { Button, buttonVariants } from '../primitives/Button';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { isNavGroup, type SiteNavigation } from './types';

export type MobileMenuProps = SiteNavigation & {
  /** Layout classes for the menu button (the menu itself covers the screen). */
  className?: string;
};

const rowClasses =
  'flex w-full items-center rounded-md px-3 text-surface-foreground hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:text-surface-accent';
/** Top-level entries, and the links inside a group (smaller). */
const linkClasses = `${rowClasses} min-h-12 text-lg font-semibold`;
const subLinkClasses = `${rowClasses} min-h-11 text-base font-medium`;

/**
 * Full-screen navigation for small screens, with no script (the header is prerendered HTML that
 * may never be hydrated): the button opens a modal <dialog> (Invoker Commands), so focus moves
 * into it, the page behind is inert and stops scrolling (ui/styles.css), and Esc or the close
 * button closes it, giving focus back to the button. A group (Services) is a <details>
 * disclosure, open on one of its pages.
 */
export function MobileMenu({
  brand,
  navLabel,
  items,
  clientAccess,
  social,
  language,
  menuLabels,
  className,
}: MobileMenuProps) {
  const dialogId = useId();
  const titleId = useId();

  return (
    <>
      <Button
        variant="ghost-surface"
        size="icon"
        aria-label={menuLabels.open}
        aria-haspopup="dialog"
        commandfor={dialogId}
        command="show-modal"
        className={className}
      >
        <UiIcon name="menu" className="size-6" />
      </Button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        data-slot="mobile-menu"
        className={cn(
          'fixed inset-0 m-0 size-full max-h-none max-w-none flex-col border-0 p-0',
          'overflow-y-auto overscroll-contain bg-surface text-surface-foreground backdrop:bg-surface',
          'open:flex open:animate-fade-in focus-visible:outline-none',
        )}
      >
        <h2 id={titleId} className="sr-only">
          {menuLabels.title}
        </h2>
        <div className="flex h-(--header-height) shrink-0 items-center justify-between px-4 sm:px-6">
          <Link href={brand.href} aria-label={brand.homeLabel} className="rounded-md">
            <Logo name={brand.name} />
          </Link>
          <Button
            variant="ghost-surface"
            size="icon"
            aria-label={menuLabels.close}
            commandfor={dialogId}
            command="close"
          >
            <UiIcon name="x" className="size-6" />
          </Button>
        </div>
        <nav aria-label={navLabel} className="flex-1 px-4 pb-6 sm:px-6">
          <ul className="flex flex-col gap-1">
            {items.map((item) =>
              isNavGroup(item) ? (
                <li key={item.id}>
                  <details open={item.current} className="group">
                    <summary
                      className={cn(
                        linkClasses,
                        'cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden',
                      )}
                    >
                      {item.label}
                      <UiIcon
                        name="chevron-down"
                        className="size-5 transition-transform duration-(--duration-fast) group-open:rotate-180"
                      />
                    </summary>
                    <ul className="mt-1 mb-2 ml-3 border-l border-surface-border pl-3">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link
                            href={child.href}
                            aria-current={child.current ? 'page' : undefined}
                            className={subLinkClasses}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
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
              <LanguageSelect {...language} />
              <SocialLinks
                links={social.links}
                newTabHint={social.newTabHint}
                aria-label={social.label}
              />
            </div>
          </div>
        </nav>
      </dialog>
    </>
  );
}
