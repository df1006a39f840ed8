import { useTranslation } from 'react-i18next';
import { Container, Heading, Section } from '../../ui';
import { usePage } from '../app/page-context';
import { loadPrivacyPolicy, PRIVACY_UPDATED } from '../content/privacy';
import { formatDate } from '../i18n/format';

import PrivacyMore from './parts/PrivacyMore';
import type { Lang, Route } from '../routes';
import { pageRoot } from '../app/page-root';

/** What the page shows in its language, loaded before it renders. */
export function loadData(_route: Route, lang: Lang): Promise<unknown> {
  return loadPrivacyPolicy(lang);
}

function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { lang } = usePage();
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
      <PrivacyMore />
    </>
  );
}

export default pageRoot(PrivacyPage);
