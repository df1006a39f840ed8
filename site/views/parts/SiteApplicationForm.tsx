import { useCallback } from 'react';
import { formatBytes, type ApplicationValues } from '../../../domain';
import { ApplicationForm } from '../../../ui';
import { usePage } from '../../app/page-context';
import { locales } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { loadEmail, logSendError } from './form-sending';
import { usePrivacyNotice } from './privacy-notice';

/** sessionStorage key of the draft of an application for `position` (its island's too). */
export const applicationDraftKey = (position: string) => `application-form:${position}`;

/** A job application for a position ('Product Owner', 'General') wired to the mail service. */
export function SiteApplicationForm({
  position,
  onSent,
}: {
  position: string;
  onSent?: () => void;
}) {
  const { application } = useTexts('forms');
  const { lang } = usePage();
  const privacy = usePrivacyNotice('application');
  const send = useCallback(
    async (values: ApplicationValues) =>
      (await loadEmail()).sendApplication(values, position, {
        ...application.compose,
        englishLevelName: application.englishLevels[values.englishLevel],
      }),
    [application, position],
  );
  return (
    <ApplicationForm
      texts={application}
      draftKey={applicationDraftKey(position)}
      onSend={send}
      onSent={onSent}
      onSendError={logSendError}
      privacy={privacy}
      formatSize={(bytes) => formatBytes(bytes, locales[lang])}
    />
  );
}
