import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  JobPosting,
} from '../../ui';
import { PageIntro } from './PageIntro';
import { PageSection } from './parts/PageSection';
import { SiteApplicationForm } from './parts/SiteApplicationForm';

/** The position names the owner's inbox gets (spec: 'Product Owner' in the modal, 'General' below). */
const OPEN_POSITION = 'Product Owner';
const GENERAL_POSITION = 'General';

export default function CareersPage() {
  const { t } = useTranslation('careers');
  const [applying, setApplying] = useState(false);
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
          action={
            <Dialog open={applying} onOpenChange={setApplying}>
              <DialogTrigger asChild>
                <Button size="lg">{t('position.apply')}</Button>
              </DialogTrigger>
              <DialogContent size="lg" closeLabel={t('position.close')}>
                <DialogHeader>
                  <DialogTitle>{t('position.dialogTitle')}</DialogTitle>
                  <DialogDescription>{t('position.dialogDescription')}</DialogDescription>
                </DialogHeader>
                <SiteApplicationForm position={OPEN_POSITION} onSent={() => setApplying(false)} />
              </DialogContent>
            </Dialog>
          }
        />
      </PageSection>
      <PageSection
        tone="muted"
        eyebrow={t('general.eyebrow')}
        title={t('general.title')}
        description={t('general.description')}
      >
        <Card className="w-full max-w-3xl self-center p-6 sm:p-8">
          <SiteApplicationForm position={GENERAL_POSITION} />
        </Card>
      </PageSection>
    </PageIntro>
  );
}
