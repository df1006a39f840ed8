import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { budgetValues, ContactForm, serviceTypes, type ContactValues } from '../../../ui';
import { loadEmail, logSendError } from './form-sending';

// The budget options' values are the Spanish labels (what the owner reads); these are the keys
// of their translated labels, in the same order.
const budgetKeys = ['under1k', '1kTo5k', '5kTo10k', '10kTo25k', 'over25k'] as const;

/** The quote-request form wired to the mail service. */
export function SiteContactForm({ presetServiceType }: { presetServiceType?: 'audit' | 'agency' }) {
  const { t } = useTranslation('forms');
  const send = useCallback(
    async (values: ContactValues) => (await loadEmail()).sendContactMessage(values),
    [],
  );
  return (
    <ContactForm
      texts={t('contact', { returnObjects: true })}
      serviceTypes={serviceTypes.map((value) => ({
        value,
        label: t(`contact.serviceTypes.${value}`),
      }))}
      budgets={budgetValues.map((value, i) => ({
        value,
        label: t(`contact.budgets.${budgetKeys[i] ?? 'under1k'}`),
      }))}
      presetServiceType={presetServiceType}
      draftKey={`contact-form:${presetServiceType ?? 'general'}`}
      onSend={send}
      onSendError={logSendError}
    />
  );
}
