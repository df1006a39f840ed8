import { useTranslation } from 'react-i18next';
import {
  Container,
  CtaBanner,
  PageHero,
  SectionHeader,
  ServiceCard,
  StatStrip,
  TechIcon,
  TechList,
} from '../../ui';
import { useRouter } from '../app/router';
import { webSolutions, webStats, webTechLogos, webTechNames } from '../content/web-development';
import { ActionButtons } from './parts/ActionButtons';
import { FaqSection } from './parts/FaqSection';

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
      <section id="servicios" aria-labelledby="web-solutions" className="bg-muted py-16 sm:py-24">
        <Container className="flex flex-col gap-12">
          <SectionHeader
            eyebrow={t('web.solutions.eyebrow')}
            title={t('web.solutions.title')}
            description={t('web.solutions.description')}
            titleId="web-solutions"
          />
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
        </Container>
      </section>
      <section aria-labelledby="web-tech" className="bg-background py-16 sm:py-24">
        <Container className="flex flex-col gap-10">
          <SectionHeader
            title={t('web.tech.title')}
            description={t('web.tech.description')}
            titleId="web-tech"
          />
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
        </Container>
      </section>
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
