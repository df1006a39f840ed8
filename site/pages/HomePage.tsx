import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, Link, Section } from '../../ui';
import { useRouter } from '../app/router';

export default function HomePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { href } = useRouter();
  return (
    <Section
      tone="dark"
      spacing="none"
      className="flex min-h-[80dvh] items-center pt-(--header-height)"
    >
      <Container className="flex flex-col items-start gap-6 py-20">
        <Heading level={1} size="display" className="max-w-4xl">
          {t('pages:pages.home.heading')}
        </Heading>
        <p className="max-w-2xl text-lead text-surface-muted-foreground">
          {t('pages:pages.home.intro')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={href({ key: 'contact' })}>{t('common:nav.contact')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-surface-foreground hover:bg-surface-raised"
          >
            <Link href={href({ key: 'services' })}>{t('common:nav.services')}</Link>
          </Button>
        </div>
      </Container>
    </Section>
  );
}
