import { useTranslation } from 'react-i18next';
import { PageHero, CtaBanner, ProjectCard, StatStrip, TechIcon, TechList } from '../../ui';
import { usePage } from '../app/page-context';
import { shopHighlights } from '../content/service-heroes';
import { ActionButtons } from './parts/ActionButtons';
import { pageRoot } from '../app/page-root';
import {
  shopFeatureIcons,
  shopBenefitIcons,
  shopProjectImages,
  shopStats,
  shopTechIcons,
} from '../content/online-store';
import { useTexts } from '../i18n/texts';
import { FeatureGrid } from './parts/FeatureGrid';
import { PageSection } from './parts/PageSection';
import { picture } from '../content/picture';
import { FaqSection } from './parts/FaqSection';

/** The online store page below the hero: its features. */
/**
 * The online store page further down: technologies, benefits, projects, FAQ and the closing
 * call to action.
 */
function OnlineStoreClosing() {
  const { t } = useTranslation('serviceShop');
  const { tech, benefits, projects } = useTexts('serviceShop');
  const { href } = usePage();
  return (
    <>
      <PageSection title={t('tech.title')} description={t('tech.description')}>
        <TechList
          variant="cards"
          items={tech.items.map((item, i) => ({
            name: item.name,
            description: item.description,
            icon: <TechIcon mark={shopTechIcons[i] ?? shopTechIcons[0]} brandColor />,
          }))}
        />
      </PageSection>
      <PageSection tone="dark" title={t('benefits.title')} description={t('benefits.description')}>
        <FeatureGrid tone="dark" items={benefits.items} icons={shopBenefitIcons} />
      </PageSection>
      <PageSection tone="muted" title={t('projects.title')} description={t('projects.description')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {projects.items.map((project, i) => (
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
    </>
  );
}

function OnlineStoreSections() {
  const { t } = useTranslation('serviceShop');
  const { features } = useTexts('serviceShop');
  return (
    <PageSection
      tone="muted"
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      description={t('features.description')}
    >
      <FeatureGrid items={features.items} icons={shopFeatureIcons} />
    </PageSection>
  );
}

function OnlineStorePage() {
  const { t } = useTranslation('serviceShop');
  const { href } = usePage();
  return (
    <>
      <PageHero
        badge={t('hero.badge')}
        title={t('hero.title')}
        highlight={t('hero.highlight')}
        description={t('hero.description')}
        highlights={shopHighlights.map((id) => t(`hero.highlights.${id}`))}
        actions={
          <ActionButtons
            primary={{ label: t('hero.primary'), href: href({ key: 'contact' }) }}
            secondary={{ label: t('hero.secondary'), href: href({ key: 'services' }) }}
          />
        }
      />
      <OnlineStoreSections />
      <OnlineStoreClosing />
    </>
  );
}

export default pageRoot(OnlineStorePage);
