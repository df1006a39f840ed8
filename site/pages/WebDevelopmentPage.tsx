import { useTranslation } from 'react-i18next';
import { CtaBanner, PageHero, ServiceCard, StatStrip, TechIcon, TechList } from '../../ui';
import { useRouter } from '../app/router';
import { webSolutions, webStats, webTechLogos, webTechNames } from '../content/web-development';
import { ActionButtons } from './parts/ActionButtons';
import { FaqSection } from './parts/FaqSection';
import { PageSection } from './parts/PageSection';

export default function WebDevelopmentPage() {
  const { t } = useTranslation('serviceWeb');
  const { href } = useRouter();
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
                features={t(`cards.${id}.features`, { returnObjects: true })}
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
