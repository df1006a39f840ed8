import { useTranslation } from 'react-i18next';
import { Button, Container, Link, Section, StatusMessage } from '../../ui';
import { usePage } from '../app/page-context';
import { articleRoute, blogPost } from '../content/blog/posts';
import { pageRoot } from '../app/page-root';

/** The blog's missing states: no article at this address, or not in this language. */
function Missing({ topic }: { topic: string | undefined }) {
  const { t } = useTranslation('blog');
  const { href, lang } = usePage();
  const state = topic ? 'unavailable' : 'notFound';
  return (
    <Section spacing="lg">
      <Container width="narrow">
        <StatusMessage
          level={1}
          title={t(`missing.${state}.title`)}
          description={t(`missing.${state}.text`)}
          actions={
            <>
              {topic ? (
                <Button asChild wrap>
                  <Link href={href(articleRoute(topic))}>
                    {t('missing.unavailable.link', { title: blogPost(topic, lang).title })}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant={topic ? 'outline' : 'primary'}>
                <Link href={href({ key: 'blog' })}>{t('missing.backToBlog')}</Link>
              </Button>
            </>
          }
        />
      </Container>
    </Section>
  );
}

function BlogMissingPage() {
  const { route } = usePage();
  return route.key === 'blog/missing' ? <Missing topic={route.topic} /> : null;
}

export default pageRoot(BlogMissingPage);
