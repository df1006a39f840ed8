import { ShieldCheck, Crop, Gift, ImageDown, ListTodo, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero, Button, Container, CtaBanner, Heading, Link, Section, ToolCard } from '../../ui';
import { pageRoot } from '../app/page-root';
import { usePage } from '../app/page-context';
import { utilityTools } from '../content/utilities';

const icons = {
  qr: QrCode,
  compressor: ImageDown,
  cropper: Crop,
  giveaways: Gift,
  tasks: ListTodo,
};

/** The utilities hub's tools and its custom-tools box. */
function UtilitiesSections() {
  const { t } = useTranslation('utilities');
  const { href } = usePage();
  return (
    <>
      <Section aria-labelledby="utilities-tools">
        <Container>
          <Heading level={2} id="utilities-tools" visuallyHidden>
            {t('toolsTitle')}
          </Heading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {utilityTools.map((tool) => {
              const Icon = icons[tool.id];
              const external = 'url' in tool;
              return (
                <li key={tool.id}>
                  <ToolCard
                    icon={<Icon aria-hidden="true" />}
                    title={t(`tools.${tool.id}.title`)}
                    description={t(`tools.${tool.id}.description`)}
                    href={external ? tool.url : href({ key: tool.page })}
                    action={external ? t('externalCta') : t('internalCta')}
                    external={
                      external ? { badge: t('externalBadge'), newTabHint: t('newTab') } : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Container>
      </Section>
      <CtaBanner
        title={t('custom.title')}
        description={t('custom.text')}
        actions={
          <Button asChild variant="secondary" size="lg">
            <Link href={href({ key: 'contact' })}>{t('custom.cta')}</Link>
          </Button>
        }
      />
    </>
  );
}

function UtilitiesPage() {
  const { t } = useTranslation('utilities');
  return (
    <>
      <PageHero title={t('title')} description={t('intro')}>
        <p className="flex max-w-2xl items-start gap-2 text-surface-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-surface-accent" />
          {t('localNote')}
        </p>
      </PageHero>
      <UtilitiesSections />
    </>
  );
}

export default pageRoot(UtilitiesPage);
