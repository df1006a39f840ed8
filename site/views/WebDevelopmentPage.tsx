import { useTranslation } from 'react-i18next';
import { PageHero, StatStrip, CtaBanner, ServiceCard, TechIcon, TechList } from '../../ui';
import { usePage } from '../app/page-context';
import { webStats } from '../content/service-heroes';
import { ActionButtons } from './parts/ActionButtons';
import { pageRoot } from '../app/page-root';
import { webSolutions, webTechLogos, webTechNames } from '../content/web-development';
import { useTexts } from '../i18n/texts';
import { FaqSection } from './parts/FaqSection';
import { PageSection } from './parts/PageSection';

/** The web development page below the hero. */
function WebDevelopmentSections() {
  const { t } = useTranslation('serviceWeb');
  const { cards } = useTexts('serviceWeb');
  const { href } = usePage();
  return (
    <>
      <PageSection
        id="servicios"
        tone="muted"
        eyebrow={t('solutions.eyebrow')}
        title={t('solutions.title')}
        description={t('solutions.description')}
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {webSolutions.map(({ id, icon: Icon, target }) => (
            <li key={id}>
              <ServiceCard
                icon={<Icon aria-hidden="true" />}
                title={t(`cards.${id}.title`)}
                description={t(`cards.${id}.description`)}
                features={cards[id].features}
                action={{ label: t(`cards.${id}.cta`), href: href({ key: target }) }}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={t('tech.title')} description={t('tech.description')}>
        <TechList
          items={webTechLogos.map((logo) => ({
            name: logo.name,
            icon: <TechIcon mark={logo.icon} brandColor />,
          }))}
        />
        <h3 className="text-center font-display text-h4 font-semibold">{t('tech.moreTitle')}</h3>
        <TechList variant="chips" items={webTechNames.map((name) => ({ name }))} />
      </PageSection>
      <FaqSection pageKey="services/web" />
      <CtaBanner
        title={t('cta.title')}
        description={t('cta.description')}
        actions={
          <ActionButtons
            onDark={false}
            primary={{ label: t('cta.primary'), href: href({ key: 'contact' }) }}
            secondary={{ label: t('cta.secondary'), href: href({ key: 'portfolio' }) }}
          />
        }
      />
    </>
  );
}

function WebDevelopmentPage() {
  const { t } = useTranslation('serviceWeb');
  const { href } = usePage();
  return (
    <>
      <PageHero
        badge={t('hero.badge')}
        title={t('hero.title')}
        highlight={t('hero.highlight')}
        description={t('hero.description')}
        actions={
          <ActionButtons
            primary={{
              label: t('hero.primary'),
              href: href({ key: 'services/web', hash: 'servicios' }),
            }}
            secondary={{ label: t('hero.secondary'), href: href({ key: 'contact' }) }}
          />
        }
      >
        <StatStrip
          bare
          stats={webStats.map((stat) => ({ value: stat.value, label: t(`stats.${stat.id}`) }))}
        />
      </PageHero>
      <WebDevelopmentSections />
    </>
  );
}

export default pageRoot(WebDevelopmentPage);
