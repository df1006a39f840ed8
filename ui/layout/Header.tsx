import type * as React from 'react';
import { UiIcon } from '../icons/UiIcon';
import { buttonVariants } from '../primitives/Button';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { navLinkClasses } from './nav-styles';
import { ServicesDropdown } from './ServicesDropdown';
import { SocialLinks } from './SocialLinks';
import { isNavGroup, type SiteNavigation } from './types';

/** Spec section 9: the header turns dark past 50 px of scroll. */
export const HEADER_SCROLL_THRESHOLD = 50;

export type HeaderProps = SiteNavigation & {
  /** Transparent over the hero at the top of the page (home), solid once it scrolls; else solid. */
  transparentAtTop?: boolean;
};

/**
 * The fixed site header: brand, main navigation with the Services dropdown (hover, click or
 * keyboard), social links, language selector and client access; a full-screen menu below the xl
 * breakpoint. No script: it works as prerendered HTML that is never hydrated. Over the home
 * page's hero it is transparent until the page scrolls (a scroll-driven animation in
 * ui/styles.css: `header-solid`).
 */
export function Header({ transparentAtTop = false, ...nav }: HeaderProps) {
  return (
    <header
      data-slot="header"
      data-transparent-at-top={transparentAtTop ? '' : undefined}
      style={
        transparentAtTop
          ? ({ '--header-solid-at': `${HEADER_SCROLL_THRESHOLD}px` } as React.CSSProperties)
          : undefined
      }
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-(--header-height) text-surface-foreground',
        'bg-surface/92 shadow-[0_1px_0_var(--color-surface-border)] backdrop-blur-md',
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
        {/* At xl the box goes, and the menu button with it; an open menu stays on screen (a
            modal dialog hidden with its parent would leave the page inert). */}
        <div className="flex items-center gap-2 xl:contents">
          <LanguageSelect {...nav.language} className="hidden sm:block xl:hidden" />
          <MobileMenu {...nav} className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
