import { useCallback } from 'react';
import {
  budgets,
  choiceServiceTypes,
  type ContactValues,
  type PresetServiceType,
} from '../../../domain';
import { ContactForm } from '../../../ui';
import { useTexts } from '../../i18n/texts';
import { island } from '../../islands/island';
import { loadEmail, logSendError } from './form-sending';
import { usePrivacyNotice } from './privacy-notice';

/** sessionStorage key of the form's draft (its island's too): one per kind of request. */
export const contactDraftKey = (presetServiceType?: PresetServiceType) =>
  `contact-form:${presetServiceType ?? 'general'}`;

/** The quote-request form wired to the mail service. */
export function SiteContactForm({ presetServiceType }: { presetServiceType?: PresetServiceType }) {
  const { contact } = useTexts('forms');
  // The audit's consulting form says what its message is for; every other one is a quote request.
  const privacy = usePrivacyNotice(presetServiceType === 'audit' ? 'consulting' : 'contact');
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
      draftKey={contactDraftKey(presetServiceType)}
      onSend={send}
      onSendError={logSendError}
      privacy={privacy}
    />
  );
}

/** The quote-request form's island (home, contact, agencies; texts: forms). */
export default island(SiteContactForm);
