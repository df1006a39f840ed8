// The texts only an audit's report reads (its tabs, charts, fallback analysis and consulting
// form), in both languages. They come with the report's code, which loads when a report is on
// its way, rather than in the audit page's HTML: there the island carries only what its form and
// progress show (site/pages/[...path].astro), which keeps the page's first bytes small.
import enAudit from '../../i18n/en/audit.json';
import enForms from '../../i18n/en/forms.json';
import esAudit from '../../i18n/es/audit.json';
import esForms from '../../i18n/es/forms.json';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../routes';

const reportTexts = {
  es: { audit: esAudit, forms: esForms },
  en: { audit: enAudit, forms: enForms },
} as const;

/** Makes the report's whole namespaces (audit, forms) part of the island's texts, once. */
export function useReportTexts(lang: Lang): void {
  const { i18n } = useTranslation();
  for (const [ns, bundle] of Object.entries(reportTexts[lang])) {
    const loaded: Record<string, unknown> | undefined = i18n.getResourceBundle(lang, ns);
    const whole = loaded && Object.keys(bundle).every((key) => key in loaded);
    // Idempotent: added in render, before the first read of these texts.
    if (!whole) i18n.addResourceBundle(lang, ns, bundle, true, true);
  }
}
