import { useTranslation } from 'react-i18next';
import { Container, Heading, Section, ArticleBody } from '../../ui';
import { usePage } from '../app/page-context';
import type { PrivacyPolicy, PrivacySection } from '../content/privacy/policy';
import { formatDate } from '../i18n/format';
import { pageRoot } from '../app/page-root';
import { viewBlocks } from './parts/content-blocks';

/** The privacy page; its policy is read from its language's file by its page. */
/** The privacy policy's contents and sections in the page's language. */
function PrivacySections({ sections }: { sections: PrivacySection[] }) {
  const { t } = useTranslation('privacy');
  return (
    <Section spacing="sm">
      <Container width="narrow" className="flex flex-col gap-12">
        <nav aria-labelledby="privacy-contents" className="rounded-lg bg-muted p-6">
          <h2 id="privacy-contents" className="mb-3 font-display text-h4 font-semibold">
            {t('contents')}
          </h2>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-primary-soft-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="flex scroll-mt-(--header-height) flex-col gap-4"
          >
            <Heading level={2} size="h3" id={`${section.id}-title`}>
              {section.heading}
            </Heading>
            <ArticleBody blocks={viewBlocks(section.blocks)} />
          </section>
        ))}
      </Container>
    </Section>
  );
}

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
      <PrivacySections sections={policy.sections} />
    </>
  );
}

export default pageRoot(PrivacyPage);
