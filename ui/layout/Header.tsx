import { ChevronDown, LogIn, Menu } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Button, buttonVariants } from '../primitives/Button';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { navLinkClasses } from './nav-styles';
import { SocialLinks } from './SocialLinks';
import { isNavGroup, type NavGroup, type SiteNavigation } from './types';

/** Spec section 9: the header turns dark past 50 px of scroll. */
export const HEADER_SCROLL_THRESHOLD = 50;

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

/**
 * Overlays load on first intent (hover, focus, click), not with the page: the Radix menu and
 * dialog code stays out of the initial JavaScript. Until then a look-alike button stands in.
 */
const LazyServicesDropdown = lazy(() => import('./ServicesDropdown'));
const LazyMobileMenu = lazy(() => import('./MobileMenu'));

type Intent = { open: boolean; focus: boolean };

function DeferredServicesDropdown({ item }: { item: NavGroup }) {
  const [intent, setIntent] = useState<Intent | null>(null);
  // In a transition, the placeholder stays on screen until the menu's code has arrived.
  const update = (next: (prev: Intent | null) => Intent | null) =>
    startTransition(() => setIntent(next));
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={navLinkClasses}
      data-current={item.current ? 'true' : undefined}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') update((prev) => ({ open: true, focus: prev?.focus ?? false }));
      }}
      onPointerLeave={() => update((prev) => prev && { ...prev, open: false })}
      onFocus={(e) => {
        const focus = e.currentTarget.matches(':focus-visible');
        update((prev) => prev ?? { open: false, focus });
      }}
      onClick={() => update(() => ({ open: true, focus: true }))}
    >
      {item.label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      {intent ? (
        <LazyServicesDropdown item={item} defaultOpen={intent.open} focusOnMount={intent.focus} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}

function DeferredMobileMenu(nav: SiteNavigation) {
  const [open, setOpen] = useState<boolean | null>(null);
  const load = (openNow: boolean) => startTransition(() => setOpen((prev) => (openNow ? true : prev ?? false)));
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={nav.menuLabels.open}
      aria-haspopup="dialog"
      aria-expanded={false}
      className="text-surface-foreground hover:bg-surface-raised"
      onPointerEnter={() => load(false)}
      onTouchStart={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
    >
      <Menu aria-hidden="true" className="size-6" />
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      {open === null ? placeholder : <LazyMobileMenu {...nav} defaultOpen={open} />}
    </Suspense>
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
                  <DeferredServicesDropdown item={item} />
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
          <DeferredMobileMenu {...nav} />
        </div>
      </div>
    </header>
  );
}
