import type { BrandName } from '../icons/BrandIcon';
import type { LanguageSelectProps } from './LanguageSelect';

/** A link of the site navigation. */
export type NavLink = { id: string; label: string; href: string; current?: boolean };

/** A top-level navigation entry: a link, or a group (Services) with its own links. */
export type NavGroup = { id: string; label: string; current?: boolean; children: NavLink[] };

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

export type SocialLink = { id: BrandName; name: string; href: string };

/** Everything the header and the mobile menu show; all text arrives translated. */
export type SiteNavigation = {
  brand: { name: string; href: string; homeLabel: string };
  /** Accessible name of the main navigation landmark. */
  navLabel: string;
  items: NavItem[];
  clientAccess: { label: string; href: string };
  social: { label: string; newTabHint: string; links: SocialLink[] };
  language: Pick<LanguageSelectProps, 'label' | 'options' | 'onSelect'>;
  menuLabels: { open: string; close: string; title: string };
};
