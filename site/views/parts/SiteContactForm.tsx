import { useCallback } from 'react';
import {
  budgets,
  choiceServiceTypes,
  type ContactValues,
  type PresetServiceType,
} from '../../../domain';
import { ContactForm } from '../../../ui';
import { useTexts } from '../../i18n/texts';
import { loadEmail, logSendError } from './form-sending';

/** The quote-request form wired to the mail service. */
export function SiteContactForm({ presetServiceType }: { presetServiceType?: PresetServiceType }) {
  const { contact } = useTexts('forms');
  const send = useCallback(
    async (values: ContactValues) => (await loadEmail()).sendContactMessage(values),
    [],
  );
  return (
    <ContactForm
      texts={contact}
      serviceTypes={choiceServiceTypes.map((value) => ({
        value,
        label: contact.serviceTypes[value],
      }))}
      budgets={budgets.map(({ value, labelKey }) => ({ value, label: contact.budgets[labelKey] }))}
      presetServiceType={presetServiceType}
      draftKey={`contact-form:${presetServiceType ?? 'general'}`}
      onSend={send}
      onSendError={logSendError}
    />
  );
}
