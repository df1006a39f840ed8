import { ChevronDown, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '../primitives/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../primitives/DropdownMenu';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { SocialLinks } from './SocialLinks';
import { isNavGroup, type NavItem, type SiteNavigation } from './types';

/** Spec section 9: the header turns dark past 50 px of scroll; the dropdown closes 200 ms after the pointer leaves. */
export const HEADER_SCROLL_THRESHOLD = 50;
export const DROPDOWN_CLOSE_DELAY = 200;

export type HeaderProps = SiteNavigation & {
  /** Transparent over the hero until the page scrolls (home page); dark otherwise. */
  transparentAtTop?: boolean;
};

function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return scrolled;
}

const navLinkClasses =
  'inline-flex h-10 items-center gap-1 rounded-md px-2.5 text-sm font-semibold text-surface-foreground transition-colors duration-(--duration-fast) hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:text-surface-accent data-[current=true]:text-surface-accent';

function ServicesDropdown({ item }: { item: Extract<NavItem, { children: unknown }> }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
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
  useEffect(() => cancelClose, []);

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

/**
 * The fixed site header: brand, main navigation with the Services dropdown (hover or keyboard),
 * social links, language selector and client access; a full-screen menu below the xl breakpoint.
 */
export function Header({ transparentAtTop = false, ...nav }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD, transparentAtTop);
  const solid = !transparentAtTop || scrolled;

  return (
    <header
      data-slot="header"
      data-state={solid ? 'solid' : 'transparent'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-(--header-height) text-surface-foreground',
        'transition-[background-color,backdrop-filter,box-shadow] duration-(--duration-base)',
        solid
          ? 'bg-surface/92 shadow-[0_1px_0_var(--color-surface-border)] backdrop-blur-md'
          : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-full w-full max-w-[90rem] items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href={nav.brand.href}
          aria-label={nav.brand.homeLabel}
          className="mr-auto rounded-md xl:mr-4"
        >
          <Logo name={nav.brand.name} />
        </Link>
        <nav aria-label={nav.navLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {nav.items.map((item) => (
              <li key={item.id}>
                {isNavGroup(item) ? (
                  <ServicesDropdown item={item} />
                ) : (
                  <Link
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    className={navLinkClasses}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <SocialLinks
            links={nav.social.links}
            newTabHint={nav.social.newTabHint}
            aria-label={nav.social.label}
            className="hidden 2xl:flex"
          />
          <LanguageSelect {...nav.language} />
          <a href={nav.clientAccess.href} className={buttonVariants({ size: 'sm' })}>
            <LogIn aria-hidden="true" />
            {nav.clientAccess.label}
          </a>
        </div>
        <div className="flex items-center gap-2 xl:hidden">
          <LanguageSelect {...nav.language} className="hidden sm:block" />
          <MobileMenu {...nav} />
        </div>
      </div>
    </header>
  );
}
