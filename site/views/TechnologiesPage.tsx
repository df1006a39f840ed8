import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SkillBar, TechIcon } from '../../ui';
import { techCategories } from '../content/technologies';
import { PageSection } from './parts/PageSection';
import { PageIntro } from './PageIntro';
import { pageRoot } from '../app/page-root';

/**
 * The technologies section (anchor id 'tecnologias'): its header, the project-type picker and
 * the skill lists; the picker is an island (SiteProjectTypePicker.tsx).
 */
function TechnologiesSection({ picker }: { picker?: ReactNode }) {
  const { t } = useTranslation('technologies');
  return (
    <PageSection
      id="tecnologias"
      eyebrow={t('eyebrow')}
      title={t('title')}
      description={t('description')}
    >
      {picker}
      {techCategories.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`cat-${category.id}`}
          className="flex flex-col gap-6"
        >
          <div className="flex flex-col gap-2">
            <h3 id={`cat-${category.id}`} className="font-display text-h3 font-semibold">
              {t(`categories.${category.id}.title`)}
            </h3>
            <p className="text-muted-foreground">{t(`categories.${category.id}.description`)}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {category.items.map((tech) => (
              <li key={tech.key}>
                <SkillBar
                  className="h-full"
                  name={tech.name}
                  icon={<TechIcon mark={tech.icon} brandColor />}
                  description={t(`items.${tech.key}`)}
                  level={tech.level}
                  levelLabel={t('level', { name: tech.name })}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageSection>
  );
}

function TechnologiesPage({ picker }: { picker?: ReactNode }) {
  return (
    <PageIntro pageKey="technologies">
      <TechnologiesSection picker={picker} />
    </PageIntro>
  );
}

export default pageRoot(TechnologiesPage);
