import { useTranslation } from 'react-i18next';
import {
  CtaBanner,
  FeatureCard,
  PageHero,
  ProjectCard,
  StatStrip,
  TechIcon,
  TechList,
} from '../../ui';
import { useRouter } from '../app/router';
import { picture } from '../content/picture';
import {
  shopBenefitIcons,
  shopFeatureIcons,
  shopHighlights,
  shopProjectImages,
  shopStats,
  shopTechIcons,
} from '../content/online-store';
import { ActionButtons } from './parts/ActionButtons';
import { FaqSection } from './parts/FaqSection';
import { PageSection } from './parts/PageSection';

type Item = { title: string; description: string };
type Tech = { name: string; description: string };
type Project = Item & { category: string; result: string; imageAlt: string };

export default function OnlineStorePage() {
  const { t } = useTranslation('servicePages');
  const { href } = useRouter();
  return (
    <>
      <PageHero
        badge={t('ecommerce.hero.badge')}
        title={t('ecommerce.hero.title')}
        highlight={t('ecommerce.hero.highlight')}
        description={t('ecommerce.hero.description')}
        highlights={shopHighlights.map((id) => t(`ecommerce.hero.highlights.${id}`))}
        actions={
          <ActionButtons
            primary={{ label: t('ecommerce.hero.primary'), href: href({ key: 'contact' }) }}
            secondary={{ label: t('ecommerce.hero.secondary'), href: href({ key: 'services' }) }}
          />
        }
      />
      <PageSection
        tone="muted"
        eyebrow={t('ecommerce.features.eyebrow')}
        title={t('ecommerce.features.title')}
        description={t('ecommerce.features.description')}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(t('ecommerce.features.items', { returnObjects: true }) as Item[]).map((item, i) => {
            const Icon = shopFeatureIcons[i] ?? shopFeatureIcons[0];
            return (
              <li key={item.title}>
                <FeatureCard
                  icon={<Icon aria-hidden="true" />}
                  title={item.title}
                  description={item.description}
                />
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection title={t('ecommerce.tech.title')} description={t('ecommerce.tech.description')}>
        <TechList
          variant="cards"
          items={(t('ecommerce.tech.items', { returnObjects: true }) as Tech[]).map((tech, i) => ({
            name: tech.name,
            description: tech.description,
            icon: <TechIcon name={shopTechIcons[i] ?? 'react'} brandColor />,
          }))}
        />
      </PageSection>
      <PageSection
        tone="dark"
        title={t('ecommerce.benefits.title')}
        description={t('ecommerce.benefits.description')}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(t('ecommerce.benefits.items', { returnObjects: true }) as Item[]).map((item, i) => {
            const Icon = shopBenefitIcons[i] ?? shopBenefitIcons[0];
            return (
              <li key={item.title}>
                <FeatureCard
                  tone="dark"
                  icon={<Icon aria-hidden="true" />}
                  title={item.title}
                  description={item.description}
                />
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection
        tone="muted"
        title={t('ecommerce.projects.title')}
        description={t('ecommerce.projects.description')}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {(t('ecommerce.projects.items', { returnObjects: true }) as Project[]).map(
            (project, i) => (
              <li key={project.title}>
                <ProjectCard
                  title={project.title}
                  category={project.category}
                  description={project.description}
                  result={project.result}
                  image={picture(shopProjectImages[i] ?? 'shop-project-1', project.imageAlt)}
                />
              </li>
            ),
          )}
        </ul>
      </PageSection>
      <FaqSection pageKey="services/ecommerce" />
      <CtaBanner
        id="contacto"

        title={t('ecommerce.contact.title')}
        description={t('ecommerce.contact.description')}
        actions={
          <ActionButtons
            onDark={false}
            primary={{ label: t('ecommerce.contact.primary'), href: href({ key: 'contact' }) }}
            secondary={{ label: t('ecommerce.contact.secondary'), href: href({ key: 'services' }) }}
          />
        }
      >
        <StatStrip
          bare
          stats={shopStats.map((stat) => ({
            value: stat.value,
            label: t(`ecommerce.contact.stats.${stat.id}`),
          }))}
          className="w-full"
        />
      </CtaBanner>
    </>
  );
}
