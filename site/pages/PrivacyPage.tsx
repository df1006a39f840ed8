import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Section } from '../../ui';
import { lazyPart } from '../app/loading';
import { useRouter } from '../app/router';
import { loadPrivacyPolicy, PRIVACY_UPDATED } from '../content/privacy';
import { formatDate } from '../i18n/format';

// The policy in the page's language comes with the part's code.
const PrivacyMore = lazyPart(
  (lang) => Promise.all([import('./parts/PrivacyMore'), loadPrivacyPolicy(lang)]).then(([m]) => m),
  [],
);

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { lang } = useRouter();
  return (
    <>
      <Section tone="muted" spacing="lg">
        <Container width="narrow" className="flex flex-col gap-5">
          <Heading level={1}>{t('title')}</Heading>
          <p className="text-lead text-muted-foreground">{t('intro')}</p>
          <p className="text-sm font-semibold text-muted-foreground">
            <time dateTime={PRIVACY_UPDATED}>
              {t('updated', { date: formatDate(PRIVACY_UPDATED, lang) })}
            </time>
          </p>
        </Container>
      </Section>
      <Suspense fallback={null}>
        <PrivacyMore />
      </Suspense>
    </>
  );
}
