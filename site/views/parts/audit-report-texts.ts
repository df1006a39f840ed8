// The texts only an audit's report reads (its tabs, charts, fallback analysis and consulting
// form): they come with the report's code, which loads when a report is on its way.
import enAudit from '../../i18n/en/audit.json';
import enForms from '../../i18n/en/forms.json';
import esAudit from '../../i18n/es/audit.json';
import esForms from '../../i18n/es/forms.json';
import type { LaterTexts } from '../../islands/later-texts';

export const reportBundles: LaterTexts = {
  es: { audit: esAudit, forms: esForms },
  en: { audit: enAudit, forms: enForms },
};
