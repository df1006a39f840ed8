import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, JobPosting } from '../../ui';
import type { Lang } from '../routes';
import { PageIntro } from './PageIntro';
import { lazyPart, onDemandPart } from './parts/lazy-part';
import { PageSection } from './parts/PageSection';

/** The position names the owner's inbox gets (spec: 'Product Owner' in the modal, 'General' below). */
const OPEN_POSITION = 'Product Owner';
const GENERAL_POSITION = 'General';

const GeneralApplication = lazyPart(() => import('./parts/GeneralApplication'), ['forms']);
const ApplyDialog = onDemandPart(() => import('./parts/ApplyDialog'), ['forms']);

/** Opens the application dialog; its code is fetched on hover or focus, shown on click. */
function ApplyButton() {
  const { t, i18n } = useTranslation('careers');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void ApplyDialog.prefetch(i18n, i18n.language as Lang);
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

export default function CareersPage() {
  const { t } = useTranslation('careers');
  return (
    <PageIntro pageKey="careers">
      <PageSection
        eyebrow={t('openings.eyebrow')}
        title={t('openings.title')}
        description={t('openings.description')}
      >
        <JobPosting
          title={t('position.title')}
          summary={t('position.summary')}
          tags={t('position.tags', { returnObjects: true })}
          requirements={{
            title: t('position.requirementsTitle'),
            items: t('position.requirements', { returnObjects: true }),
          }}
          responsibilities={{
            title: t('position.responsibilitiesTitle'),
            items: t('position.responsibilities', { returnObjects: true }),
          }}
          action={<ApplyButton />}
        />
      </PageSection>
      <PageSection
        tone="muted"
        eyebrow={t('general.eyebrow')}
        title={t('general.title')}
        description={t('general.description')}
      >
        <Suspense fallback={null}>
          <GeneralApplication position={GENERAL_POSITION} />
        </Suspense>
      </PageSection>
    </PageIntro>
  );
}
