import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationForm, type ApplicationValues } from '../../../ui';
import { loadEmail, logSendError } from './form-sending';

/** A job application for a position ('Product Owner', 'General') wired to the mail service. */
export function SiteApplicationForm({
  position,
  onSent,
}: {
  position: string;
  onSent?: () => void;
}) {
  const { t } = useTranslation('forms');
  const send = useCallback(
    async (values: ApplicationValues) =>
      (await loadEmail()).sendApplication(values, position, {
        ...t('application.compose', { returnObjects: true }),
        englishLevelName: t(`application.englishLevels.${values.englishLevel}`),
      }),
    [position, t],
  );
  return (
    <ApplicationForm
      texts={t('application', { returnObjects: true })}
      draftKey={`application-form:${position}`}
      onSend={send}
      onSent={onSent}
      onSendError={logSendError}
    />
  );
}
