import { useCallback, useState } from 'react';
import { formatBytes, type ApplicationValues } from '../../../domain';
import { ApplicationForm, Notice } from '../../../ui';
import { usePage } from '../../app/page-context';
import { positionAction, positions, type PositionKey } from '../../app/positions';
import { locales } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { loadEmail, logSendError } from './form-sending';
import { usePrivacyNotice } from './privacy-notice';

/** sessionStorage key of the draft of an application for `position` (its island's too). */
export const applicationDraftKey = (position: PositionKey) =>
  `application-form:${positions[position]}`;

/**
 * A job application for a position (the open one, the general one) wired to the mail service;
 * with no script it posts to its page, naming its position (site/app/positions.ts).
 */
export function SiteApplicationForm({
  position,
  onSent,
  modal = false,
}: {
  position: PositionKey;
  onSent?: (() => void) | undefined;
  /**
   * The form is in a modal dialog, which leaves the page's toasts behind it, inert: a failed
   * send is said above the form too.
   */
  modal?: boolean;
}) {
  const { application } = useTexts('forms');
  const { lang } = usePage();
  const privacy = usePrivacyNotice('application');
  const [failed, setFailed] = useState(false);
  const send = useCallback(
    async (values: ApplicationValues) => {
      setFailed(false);
      return (await loadEmail()).sendApplication(values, positions[position], {
        ...application.compose,
        englishLevelName: application.englishLevels[values.englishLevel],
      });
    },
    [application, position],
  );
  return (
    <>
      {modal && failed ? <Notice tone="error" message={application.failure} /> : null}
      <ApplicationForm
        texts={application}
        draftKey={applicationDraftKey(position)}
        action={positionAction(position, lang)}
        onSend={send}
        onSent={onSent}
        onSendError={(error) => {
          logSendError(error);
          setFailed(true);
        }}
        privacy={privacy}
        formatSize={(bytes) => formatBytes(bytes, locales[lang])}
      />
    </>
  );
}
