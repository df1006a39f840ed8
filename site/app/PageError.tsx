import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants, Container, Heading, Section } from '../../ui';
import { usePage } from './page-context';

/**
 * What a visitor sees when the page cannot be shown (its code failed to load, e.g. stale file
 * names after a deploy or a dropped connection, or it failed to render): a message in the
 * visitor's language and a real link that loads the address again from the server.
 */
export function PageError() {
  const { t } = useTranslation('common');
  const { route, lang, href } = usePage();
  return (
    <Section spacing="md" data-slot="page-error">
      <Container width="narrow" className="flex flex-col items-start gap-4">
        <Heading level={1}>{t('pageError.title')}</Heading>
        <p className="text-muted-foreground">{t('pageError.text')}</p>
        {/* A full load, not the app's router: it fetches the current HTML and its new files. */}
        <a href={href(route, lang)} className={buttonVariants()}>
          {t('pageError.retry')}
        </a>
      </Container>
    </Section>
  );
}

/** Shows PageError instead of a blank app when the page throws while rendering. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError /> : this.props.children;
  }
}
