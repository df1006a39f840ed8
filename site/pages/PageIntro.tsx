import { useTranslation } from 'react-i18next';
import { Container, Heading, Section } from '../../ui';
import { hasFaq } from '../app/faq';
import type { StaticPageKey } from '../routes';

type Faq = { question: string; answer: string }[];

/** A page's heading and introduction, plus its FAQ where it has one. */
export function PageIntro({ pageKey }: { pageKey: StaticPageKey }) {
  const { t } = useTranslation(['pages', 'common']);
  const faq = hasFaq(pageKey) ? (t(`pages:faq.${pageKey}`, { returnObjects: true }) as Faq) : [];
  return (
    <>
      <Section tone="muted" spacing="lg">
        <Container width="narrow" className="flex flex-col gap-5">
          <Heading level={1}>{t(`pages:pages.${pageKey}.heading`)}</Heading>
          <p className="text-lead text-muted-foreground">{t(`pages:pages.${pageKey}.intro`)}</p>
        </Container>
      </Section>
      {faq.length > 0 ? (
        <Section spacing="md" aria-labelledby={`faq-${pageKey.replace('/', '-')}`}>
          <Container width="narrow">
            <Heading level={2} id={`faq-${pageKey.replace('/', '-')}`} className="mb-8">
              {t('common:faqTitle')}
            </Heading>
            <dl className="flex flex-col divide-y divide-border">
              {faq.map((item) => (
                <div key={item.question} className="py-5">
                  <dt className="font-display text-h4 font-semibold">{item.question}</dt>
                  <dd className="mt-2 leading-relaxed text-muted-foreground">{item.answer}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </Section>
      ) : null}
    </>
  );
}
