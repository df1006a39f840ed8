import { useTranslation } from 'react-i18next';
import {
  PageHero,
  StatStrip,
  Button,
  Container,
  CtaBanner,
  FilterBar,
  Heading,
  Link,
  ProjectCard,
  Section,
  StatusMessage,
} from '../../ui';
import { portfolioStats, type Project, projectImage, projectsIn } from '../content/portfolio';
import { pageRoot } from '../app/page-root';
import { usePage } from '../app/page-context';
import { picture } from '../content/picture';
import { portfolioFilters, type PortfolioFilter } from '../content/portfolio/types';
import type { Route } from '../routes';

/** The portfolio page; its projects (in the page's language) are read by its page file. */
const filterRoute = (filter: PortfolioFilter): Route =>
  filter === 'all' ? { key: 'portfolio' } : { key: 'portfolio', filter };

/** The portfolio's filters (in the address), its projects and its call to action. */
function PortfolioProjects({ projects: all }: { projects: Project[] }) {
  const { t } = useTranslation('portfolio');
  const { route, href } = usePage();
  const current: PortfolioFilter = (route.key === 'portfolio' && route.filter) || 'all';
  const shown = projectsIn(all, current);
  return (
    <>
      <Section aria-labelledby="portfolio-projects">
        <Container className="flex flex-col gap-8">
          <Heading level={2} id="portfolio-projects" visuallyHidden>
            {t('projectsTitle')}
          </Heading>
          <FilterBar
            label={t('filterLabel')}
            current={current}
            options={portfolioFilters.map((filter) => ({
              id: filter,
              label: t(`filters.${filter}`),
              count: projectsIn(all, filter).length,
              href: href(filterRoute(filter)),
            }))}
          />
          <p role="status" className="text-center text-sm font-semibold text-muted-foreground">
            {t('showing', { count: shown.length })}
          </p>
          {shown.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    title={project.title}
                    category={project.category}
                    description={project.description}
                    image={picture(projectImage(project.id), '')}
                    tags={project.technologies}
                    tagsLabel={t('technologies')}
                    badge={project.featured ? t('featured') : undefined}
                    link={
                      project.url
                        ? {
                            label: t('viewProject'),
                            href: project.url,
                            newTabHint: `${project.title} ${t('newTab')}`,
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <StatusMessage
              title={t('empty')}
              actions={
                <Button asChild variant="outline">
                  <Link href={href({ key: 'portfolio' })}>{t('showAll')}</Link>
                </Button>
              }
            />
          )}
        </Container>
      </Section>
      <CtaBanner
        title={t('cta.title')}
        description={t('cta.text')}
        actions={
          <Button asChild variant="secondary" size="lg">
            <Link href={href({ key: 'contact', hash: 'contacto' })}>{t('cta.button')}</Link>
          </Button>
        }
      />
    </>
  );
}

function PortfolioPage({ projects }: { projects: Project[] }) {
  const { t } = useTranslation('portfolio');
  return (
    <>
      <PageHero title={t('title')} description={t('intro')}>
        <StatStrip
          bare
          stats={portfolioStats.map((stat) => ({
            value: stat.value,
            label: t(`stats.${stat.key}`),
          }))}
        />
      </PageHero>
      <PortfolioProjects projects={projects} />
    </>
  );
}

export default pageRoot(PortfolioPage);
