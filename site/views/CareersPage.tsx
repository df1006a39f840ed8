import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, JobPosting, Link, NativeDialog, NativeDialogTrigger, Notice } from '../../ui';
import { useTexts } from '../i18n/texts';
import { PageSection } from './parts/PageSection';
import { PageIntro } from './PageIntro';
import { pageRoot } from '../app/page-root';

/** The general application's section (the open position's no-script notice leads there). */
const GENERAL_APPLICATION_ID = 'candidatura';
/** The open position's dialog: its apply button opens it, its form's island closes it once sent. */
export const APPLY_DIALOG_ID = 'apply-product-owner';

/**
 * The careers page's opening and general application. The open position's apply button opens a
 * native modal dialog prerendered with its application form (no script needed to open it); both
 * forms are islands (SiteApplicationForm.tsx) the page places in the slots.
 */
function CareersSections({
  applyForm,
  applicationForm,
}: {
  applyForm?: ReactNode;
  applicationForm?: ReactNode;
}) {
  const { t } = useTranslation('careers');
  // Not the careers namespace, which the page's islands get: only this HTML shows it.
  const { t: tPages } = useTranslation('pages');
  const { position } = useTexts('careers');
  return (
    <>
      <PageSection
        eyebrow={t('openings.eyebrow')}
        title={t('openings.title')}
        description={t('openings.description')}
      >
        <JobPosting
          title={t('position.title')}
          summary={t('position.summary')}
          tags={position.tags}
          requirements={{
            title: t('position.requirementsTitle'),
            items: position.requirements,
          }}
          responsibilities={{
            title: t('position.responsibilitiesTitle'),
            items: position.responsibilities,
          }}
          action={
            <>
              <NativeDialogTrigger dialogId={APPLY_DIALOG_ID} size="lg">
                {t('position.apply')}
              </NativeDialogTrigger>
              {/* A browser without Invoker Commands needs a script to open the dialog
                  (site/layouts/platform-fallbacks.js); with none, the form below still posts. */}
              <noscript>
                <Notice
                  message={tPages('pages.careers.noScript.text')}
                  action={
                    <Link href={`#${GENERAL_APPLICATION_ID}`}>
                      {tPages('pages.careers.noScript.link')}
                    </Link>
                  }
                />
              </noscript>
            </>
          }
        />
        <NativeDialog
          id={APPLY_DIALOG_ID}
          size="lg"
          title={t('position.dialogTitle')}
          description={t('position.dialogDescription')}
          closeLabel={t('position.close')}
        >
          {applyForm}
        </NativeDialog>
      </PageSection>
      <PageSection
        id={GENERAL_APPLICATION_ID}
        tone="muted"
        eyebrow={t('general.eyebrow')}
        title={t('general.title')}
        description={t('general.description')}
      >
        <Card padding="lg" className="w-full max-w-3xl self-center">
          {applicationForm}
        </Card>
      </PageSection>
    </>
  );
}

function CareersPage(islands: { applyForm?: ReactNode; applicationForm?: ReactNode }) {
  return (
    <PageIntro pageKey="careers">
      <CareersSections {...islands} />
    </PageIntro>
  );
}

export default pageRoot(CareersPage);
