// Texts that come with code, in both languages, rather than in the page's HTML: with code an
// island loads later (an audit's report, the chat's panel), whose island's props carry only what
// it shows first (islandProps' `only`, placed by the page's file in site/pages), or with the island's own code
// (the contact form, the chat's launcher: their prerendered HTML shows their texts already).
// This keeps the page's first bytes small: a page's HTML that fits the first round trip
// (14,600 bytes with its headers) paints a round trip earlier.
import { useTranslation } from 'react-i18next';
import type { LanguageBundle } from '../i18n/resources';
import type { Lang } from '../routes';

/** Per language, whole namespaces or some of their top-level parts. */
export type LaterTexts = Record<
  Lang,
  { [Namespace in keyof LanguageBundle]?: Partial<LanguageBundle[Namespace]> }
>;

/** Makes these texts, in the page's language, part of the island's texts, once. */
export function useLaterTexts(texts: LaterTexts): void {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  for (const [ns, bundle] of Object.entries(texts[lang])) {
    const loaded: Record<string, unknown> | undefined = i18n.getResourceBundle(lang, ns);
    const whole = loaded && Object.keys(bundle).every((key) => key in loaded);
    // Idempotent: added in render, before the first read of these texts.
    if (!whole) i18n.addResourceBundle(lang, ns, bundle, true, true);
  }
}
