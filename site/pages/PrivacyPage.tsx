import { useTranslation } from 'react-i18next';
import { ArticleBody, Container, Heading, Section } from '../../ui';
import { useRouter } from '../app/router';
import { loadPrivacyPolicy, PRIVACY_UPDATED, privacyPolicy } from '../content/privacy';
import { formatDate } from '../i18n/format';
import type { Lang, Route } from '../routes';
import { viewBlocks } from './parts/content-blocks';

/** The policy in the language shown (loaded before the page renders). */
export function loadData(_route: Route, lang: Lang): Promise<unknown> {
  return loadPrivacyPolicy(lang);
}

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { lang } = useRouter();
  const policy = privacyPolicy(lang);
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
      <Section spacing="sm">
        <Container width="narrow" className="flex flex-col gap-12">
          <nav aria-labelledby="privacy-contents" className="rounded-lg bg-muted p-6">
            <h2 id="privacy-contents" className="mb-3 font-display text-h4 font-semibold">
              {t('contents')}
            </h2>
            <ol className="flex list-decimal flex-col gap-1.5 pl-5">
              {policy.sections.map((section) => (
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
          {policy.sections.map((section) => (
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
    </>
  );
}
