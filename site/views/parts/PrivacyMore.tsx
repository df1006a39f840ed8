import { useTranslation } from 'react-i18next';
import { ArticleBody, Container, Heading, Section } from '../../../ui';
import type { PrivacySection } from '../../content/privacy/policy';
import { viewBlocks } from './content-blocks';

/** The privacy policy's contents and sections in the page's language. */
export default function PrivacyMore({ sections }: { sections: PrivacySection[] }) {
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
