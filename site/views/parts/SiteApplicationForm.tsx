import { useCallback, useState } from 'react';
import { formatBytes, type ApplicationValues } from '../../../domain';
import { ApplicationForm, Notice } from '../../../ui';
import { usePage } from '../../app/page-context';
import { positionAction, positions, type PositionKey } from '../../app/positions';
import { locales } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { island } from '../../islands/island';
import { loadEmail, logSendError } from './form-sending';
import { usePrivacyNotice } from './privacy-notice';

/** sessionStorage key of the draft of an application for `position` (its island's too). */
export const applicationDraftKey = (position: PositionKey) =>
  `application-form:${positions[position]}`;

/** Closes the <dialog> `id` (focus goes back to the button that opened it). */
function closeDialog(id: string) {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

/**
 * A job application for a position wired to the mail service; with no script it posts to its
 * page, naming its position (site/app/positions.ts). The careers page has two: the general one at
 * its foot, and the open position's in its dialog (`dialogId`), which a successful send closes.
 */
function SiteApplicationForm({
  position,
  dialogId,
}: {
  position: PositionKey;
  /**
   * The modal dialog the form is in, closed by a successful send. It leaves the page's toasts
   * behind it, inert: a failed send is said above the form too.
   */
  dialogId?: string;
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
      {dialogId !== undefined && failed ? (
        <Notice tone="error" message={application.failure} />
      ) : null}
      <ApplicationForm
        texts={application}
        draftKey={applicationDraftKey(position)}
        action={positionAction(position, lang)}
        onSend={send}
        onSent={dialogId === undefined ? undefined : () => closeDialog(dialogId)}
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

/** An application form's island (texts: forms). */
export default island(SiteApplicationForm);
