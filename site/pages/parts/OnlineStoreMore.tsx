import { useTranslation } from 'react-i18next';
import { CtaBanner, ProjectCard, StatStrip, TechIcon, TechList } from '../../../ui';
import { useRouter } from '../../app/router';
import { picture } from '../../content/picture';
import {
  shopBenefitIcons,
  shopFeatureIcons,
  shopProjectImages,
  shopStats,
  shopTechIcons,
} from '../../content/online-store';
import { ActionButtons } from './ActionButtons';
import { FaqSection } from './FaqSection';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HydrateWhenNeeded } from './lazy-part';
import { PageSection } from './PageSection';

type Tech = { name: string; description: string };
type Project = FeatureItem & { category: string; result: string; imageAlt: string };

/** The online store page below the hero (its own chunk: prerendered, hydrated when needed). */
export default function OnlineStoreMore() {
  const { t } = useTranslation('serviceShop');
  const { href } = useRouter();
  return (
    <>
      <PageSection
        tone="muted"
        eyebrow={t('features.eyebrow')}
        title={t('features.title')}
        description={t('features.description')}
      >
        <FeatureGrid
          items={t('features.items', { returnObjects: true }) as FeatureItem[]}
          icons={shopFeatureIcons}
        />
      </PageSection>
      <HydrateWhenNeeded>
        <PageSection title={t('tech.title')} description={t('tech.description')}>
          <TechList
            variant="cards"
            items={(t('tech.items', { returnObjects: true }) as Tech[]).map((tech, i) => ({
              name: tech.name,
              description: tech.description,
              icon: <TechIcon mark={shopTechIcons[i] ?? shopTechIcons[0]} brandColor />,
            }))}
          />
        </PageSection>
        <PageSection
          tone="dark"
          title={t('benefits.title')}
          description={t('benefits.description')}
        >
          <FeatureGrid
            tone="dark"
            items={t('benefits.items', { returnObjects: true }) as FeatureItem[]}
            icons={shopBenefitIcons}
          />
        </PageSection>
        <PageSection
          tone="muted"
          title={t('projects.title')}
          description={t('projects.description')}
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {(t('projects.items', { returnObjects: true }) as Project[]).map((project, i) => (
              <li key={project.title}>
                <ProjectCard
                  title={project.title}
                  category={project.category}
                  description={project.description}
                  result={project.result}
                  image={picture(shopProjectImages[i] ?? 'shop-project-1', project.imageAlt)}
                />
              </li>
            ))}
          </ul>
        </PageSection>
        <FaqSection pageKey="services/ecommerce" />
        <CtaBanner
          id="contacto"

          title={t('contact.title')}
          description={t('contact.description')}
          actions={
            <ActionButtons
              onDark={false}
              primary={{ label: t('contact.primary'), href: href({ key: 'contact' }) }}
              secondary={{ label: t('contact.secondary'), href: href({ key: 'services' }) }}
            />
          }
        >
          <StatStrip
            bare
            stats={shopStats.map((stat) => ({
              value: stat.value,
              label: t(`contact.stats.${stat.id}`),
            }))}
            className="w-full"
          />
        </CtaBanner>
      </HydrateWhenNeeded>
    </>
  );
}
