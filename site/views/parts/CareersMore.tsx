import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, JobPosting, Link, Notice } from '../../../ui';
import { useTexts } from '../../i18n/texts';
import { onIntent } from '../../app/on-intent';
import { PageSection } from './PageSection';

/** The position names the owner's inbox gets (spec: 'Product Owner' in the modal, 'General' below). */
const OPEN_POSITION = 'Product Owner';
export const GENERAL_POSITION = 'General';
/** The general application's section (the open position's no-script notice leads there). */
const GENERAL_APPLICATION_ID = 'candidatura';

const ApplyDialog = onIntent(() => import('./ApplyDialog'));

/** Opens the application dialog; its code is fetched on hover or focus, shown on click. */
export function ApplyButton() {
  const { t } = useTranslation('careers');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void ApplyDialog.prefetch();
  return (
    <>
      <Button
        ref={button}
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('position.apply')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ApplyDialog
            position={OPEN_POSITION}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The careers page's opening and general application; the apply button and the form are
 * islands (site/islands/ApplyButton.tsx, ApplicationForm.tsx).
 */
export default function CareersMore({
  applyButton,
  applicationForm,
}: {
  applyButton?: ReactNode;
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
              {applyButton}
              {/* The button opens its dialog with a script; with none, the form below still posts. */}
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
