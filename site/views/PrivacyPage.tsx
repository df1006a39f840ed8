import { useTranslation } from 'react-i18next';
import { Container, Heading, Section } from '../../ui';
import { usePage } from '../app/page-context';
import type { PrivacyPolicy } from '../content/privacy/policy';
import { formatDate } from '../i18n/format';

import PrivacyMore from './parts/PrivacyMore';
import { pageRoot } from '../app/page-root';

/** The privacy page; its policy is read from its language's file by its page. */
function PrivacyPage({ policy }: { policy: PrivacyPolicy }) {
  const { t } = useTranslation('privacy');
  const { lang } = usePage();
  return (
    <>
      <Section tone="muted" spacing="lg">
        <Container width="narrow" className="flex flex-col gap-5">
          <Heading level={1}>{t('title')}</Heading>
          <p className="text-lead text-muted-foreground">{t('intro')}</p>
          <p className="text-sm font-semibold text-muted-foreground">
            <time dateTime={policy.updated}>
              {t('updated', { date: formatDate(policy.updated, lang) })}
            </time>
          </p>
        </Container>
      </Section>
      <PrivacyMore sections={policy.sections} />
    </>
  );
}

export default pageRoot(PrivacyPage);
