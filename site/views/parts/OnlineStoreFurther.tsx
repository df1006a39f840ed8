import { useTranslation } from 'react-i18next';
import { CtaBanner, ProjectCard, StatStrip, TechIcon, TechList } from '../../../ui';
import { usePage } from '../../app/page-context';
import { picture } from '../../content/picture';
import {
  shopBenefitIcons,
  shopProjectImages,
  shopStats,
  shopTechIcons,
} from '../../content/online-store';
import { useTexts } from '../../i18n/texts';
import { ActionButtons } from './ActionButtons';
import { FaqSection } from './FaqSection';
import { FeatureGrid } from './FeatureGrid';
import { PageSection } from './PageSection';

/**
 * The online store page further down: technologies, benefits, projects, FAQ and the closing
 * call to action.
 */
export default function OnlineStoreFurther() {
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
