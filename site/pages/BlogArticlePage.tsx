import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, Link, Section } from '../../ui';
import { useRouter } from '../app/router';

export default function BlogArticlePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { route, href } = useRouter();
  if (route.key !== 'blog/article') return null;
  return (
    <Section tone="muted" spacing="lg">
      <Container width="narrow" className="flex flex-col items-start gap-5">
        <Heading level={1}>{t(`pages:articles.${route.topic}.heading`)}</Heading>
        <p className="text-lead text-muted-foreground">
          {t(`pages:articles.${route.topic}.intro`)}
        </p>
        <Button asChild variant="outline">
          <Link href={href({ key: 'blog' })}>{t('common:blogArticle.backToBlog')}</Link>
        </Button>
      </Container>
    </Section>
  );
}
