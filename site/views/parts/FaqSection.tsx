import { useTranslation } from 'react-i18next';
import { Container, Heading, Section } from '../../../ui';
import { hasFaq } from '../../app/faq';
import { textsOf } from '../../i18n/texts';
import type { StaticPageKey } from '../../routes';

/** A page's visible FAQ (the same questions its FAQPage structured data lists), if it has one. */
export function FaqSection({ pageKey }: { pageKey: StaticPageKey }) {
  const { t, i18n } = useTranslation(['pages', 'common']);
  if (!hasFaq(pageKey)) return null;
  const faq = textsOf(i18n, i18n.language, 'pages').faq[pageKey];
  const id = `faq-${pageKey.replace('/', '-')}`;
  return (
    <Section spacing="md" aria-labelledby={id}>
      <Container width="narrow">
        <Heading level={2} id={id} className="mb-8">
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
  );
}
