import { useCallback } from 'react';
import {
  budgets,
  choiceServiceTypes,
  type ContactValues,
  type PresetServiceType,
} from '../../../domain';
import { ContactForm } from '../../../ui';
import { contact as enContact, privacyNotice as enPrivacyNotice } from '../../i18n/en/forms.json';
import { contact as esContact, privacyNotice as esPrivacyNotice } from '../../i18n/es/forms.json';
import { useTexts } from '../../i18n/texts';
import { useLaterTexts, type LaterTexts } from '../../islands/later-texts';
import { loadEmail, logSendError } from './form-sending';
import { usePrivacyNotice } from './privacy-notice';

/**
 * The form's texts, in both languages, come with its code: every one of them is needed when it
 * hydrates, and none in the page's first bytes (its prerendered HTML already shows them).
 */
const contactBundles: LaterTexts = {
  es: { forms: { contact: esContact, privacyNotice: esPrivacyNotice } },
  en: { forms: { contact: enContact, privacyNotice: enPrivacyNotice } },
};

/** sessionStorage key of the form's draft (its island's too): one per kind of request. */
export const contactDraftKey = (presetServiceType?: PresetServiceType) =>
  `contact-form:${presetServiceType ?? 'general'}`;

/** The quote-request form wired to the mail service. */
export function SiteContactForm({ presetServiceType }: { presetServiceType?: PresetServiceType }) {
  useLaterTexts(contactBundles);
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
