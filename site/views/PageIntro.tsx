import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Section } from '../../ui';
import type { Texts } from '../i18n/texts';
import type { StaticPageKey } from '../routes';
import { FaqSection } from './parts/FaqSection';

/** A page's heading and introduction, then its content, then its FAQ where it has one. */
export function PageIntro({
  pageKey,
  children,
}: {
  pageKey: keyof Texts<'pages'>['pages'] & StaticPageKey;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Section tone="muted" spacing="lg">
        <Container width="narrow" className="flex flex-col gap-5">
          <Heading level={1}>{t(`pages.${pageKey}.heading`)}</Heading>
          <p className="text-lead text-muted-foreground">{t(`pages.${pageKey}.intro`)}</p>
        </Container>
      </Section>
      {children}
      <FaqSection pageKey={pageKey} />
    </>
  );
}
