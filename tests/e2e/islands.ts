// The site's islands, by name, and how the tests find them. Astro names an island's code after the
// module the page imports it from, and its <astro-island> carries that code's address
// (component-url): /assets/SiteContactForm.<hash>.js once built, the file itself under the dev
// server. Each island's file is named here, once.
import { basename } from 'node:path';

/** Each island, by the file of its component (its default export, or the toaster's Toaster). */
export const ISLAND_FILES = {
  Chat: 'site/app/SiteChat.tsx',
  ContactForm: 'site/views/parts/SiteContactForm.tsx',
  ApplicationForm: 'site/views/parts/SiteApplicationForm.tsx',
  HeroSlider: 'site/views/parts/SiteHeroSlider.tsx',
  ProjectTypePicker: 'site/views/parts/SiteProjectTypePicker.tsx',
  OfferConfetti: 'site/views/parts/OfferConfetti.tsx',
  Toaster: 'ui/primitives/Toaster.tsx',
  QrTool: 'site/views/parts/QrTool.tsx',
  AuditTool: 'site/views/parts/AuditTool.tsx',
  CropTool: 'site/views/parts/CropTool.tsx',
  CompressTool: 'site/views/parts/CompressTool.tsx',
} as const;

export type Island = keyof typeof ISLAND_FILES;

/** The name of an island's code: its file's, without the extension (SiteContactForm). */
export const islandFile = (island: Island): string => basename(ISLAND_FILES[island], '.tsx');

/**
 * The island's element; `within`, a CSS selector, picks among a page's islands of that name (the
 * careers page's two application forms).
 */
export const islandSelector = (island: Island, within = ''): string =>
  `${within} astro-island[component-url*="/${islandFile(island)}."]`.trim();

/** The address of the island's built code, first try and Astro's retry (`?astro-retry=…`). */
export const islandCode = (island: Island): RegExp =>
  new RegExp(`/assets/${islandFile(island)}\\.[^/]*\\.js(\\?.*)?$`);

/** The island whose code is at `url` (a component-url, a request's address); undefined: none. */
export function islandAt(url: string): Island | undefined {
  const file = /\/([A-Za-z]+)\.[^/]*$/.exec(new URL(url, 'http://localhost').pathname)?.[1];
  return (Object.keys(ISLAND_FILES) as Island[]).find((island) => islandFile(island) === file);
}
