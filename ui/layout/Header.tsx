import { UiIcon } from '../icons/UiIcon';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonVariants } from '../primitives/Button';
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
  /** The menu of a navigation group (the Services dropdown): usually a ServicesDropdown. */
  groupMenu: (item: NavGroup) => ReactNode;
  /** The menu below the xl breakpoint: usually a MobileMenu with the same navigation. */
  mobileMenu: ReactNode;
};

function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > threshold);
    // First read with the next frame, which lays out anyway (not forced during hydration).
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold, enabled]);
  return scrolled;
}

/**
 * The fixed site header: brand, main navigation with the Services dropdown (hover or keyboard),
 * social links, language selector and client access; a full-screen menu below the xl breakpoint.
 */
export function Header({ transparentAtTop = false, groupMenu, mobileMenu, ...nav }: HeaderProps) {
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
      <div className="mx-auto flex h-full w-full max-w-[90rem] items-center gap-3 px-4 sm:px-6 lg:px-6">
        <Link
          href={nav.brand.href}
          aria-label={nav.brand.homeLabel}
          className="mr-auto rounded-md xl:mr-4"
        >
          {/* Between xl and 2xl, eleven links share the bar: the mark alone (the link is named). */}
          <Logo name={nav.brand.name} wordmarkClassName="xl:max-2xl:hidden" />
        </Link>
        <nav aria-label={nav.navLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {nav.items.map((item) => (
              <li key={item.id}>
                {isNavGroup(item) ? (
                  groupMenu(item)
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
          <div className="hidden 2xl:block">
            <SocialLinks
              links={nav.social.links}
              newTabHint={nav.social.newTabHint}
              aria-label={nav.social.label}
            />
          </div>
          <LanguageSelect {...nav.language} />
          <a
            href={nav.clientAccess.href}
            aria-label={nav.clientAccess.label}
            title={nav.clientAccess.label}
            className={cn(
              buttonVariants({ size: null }),
              'min-h-9 px-2.5 text-sm min-[1700px]:px-3',
            )}
          >
            <UiIcon name="log-in" />
            {/* Icon only until the widest screens: eleven links share the bar. */}
            <span aria-hidden="true" className="hidden min-[1700px]:inline">
              {nav.clientAccess.label}
            </span>
          </a>
        </div>
        <div className="flex items-center gap-2 xl:hidden">
          <LanguageSelect {...nav.language} className="hidden sm:block" />
          {mobileMenu}
        </div>
      </div>
    </header>
  );
}
