import { useTranslation } from 'react-i18next';
import { CtaBanner, PageHero, ServiceCard, StatStrip, TechIcon, TechList } from '../../ui';
import { useRouter } from '../app/router';
import { webSolutions, webStats, webTechLogos, webTechNames } from '../content/web-development';
import { ActionButtons } from './parts/ActionButtons';
import { FaqSection } from './parts/FaqSection';
import { PageSection } from './parts/PageSection';

export default function WebDevelopmentPage() {
  const { t } = useTranslation('servicePages');
  const { href } = useRouter();
  return (
    <>
      <PageHero
        badge={t('web.hero.badge')}
        title={t('web.hero.title')}
        highlight={t('web.hero.highlight')}
        description={t('web.hero.description')}
        actions={
          <ActionButtons
            primary={{
              label: t('web.hero.primary'),
              href: href({ key: 'services/web', hash: 'servicios' }),
            }}
            secondary={{ label: t('web.hero.secondary'), href: href({ key: 'contact' }) }}
          />
        }
      >
        <StatStrip
          bare
          stats={webStats.map((stat) => ({ value: stat.value, label: t(`web.stats.${stat.id}`) }))}
        />
      </PageHero>
      <PageSection
        id="servicios"
        tone="muted"
        eyebrow={t('web.solutions.eyebrow')}
        title={t('web.solutions.title')}
        description={t('web.solutions.description')}
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {webSolutions.map(({ id, icon: Icon, target }) => (
            <li key={id}>
              <ServiceCard
                icon={<Icon aria-hidden="true" />}
                title={t(`web.cards.${id}.title`)}
                description={t(`web.cards.${id}.description`)}
                features={t(`web.cards.${id}.features`, { returnObjects: true })}
                action={{ label: t(`web.cards.${id}.cta`), href: href({ key: target }) }}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={t('web.tech.title')} description={t('web.tech.description')}>
        <TechList
          items={webTechLogos.map((logo) => ({
            name: logo.name,
            icon: <TechIcon name={logo.icon} brandColor />,
          }))}
        />
        <h3 className="text-center font-display text-h4 font-semibold">
          {t('web.tech.moreTitle')}
        </h3>
        <TechList variant="chips" items={webTechNames.map((name) => ({ name }))} />
      </PageSection>
      <FaqSection pageKey="services/web" />
      <CtaBanner
        title={t('web.cta.title')}
        description={t('web.cta.description')}
        actions={
          <ActionButtons
            onDark={false}
            primary={{ label: t('web.cta.primary'), href: href({ key: 'contact' }) }}
            secondary={{ label: t('web.cta.secondary'), href: href({ key: 'portfolio' }) }}
          />
        }
      />
    </>
  );
}
