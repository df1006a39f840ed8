import { useTranslation } from 'react-i18next';
import { PageHero, StatStrip } from '../../ui';
import { portfolioStats, type Project } from '../content/portfolio';

import PortfolioMore from './parts/PortfolioMore';
import { pageRoot } from '../app/page-root';

/** The portfolio page; its projects (in the page's language) are read by its page file. */
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
      <PortfolioMore projects={projects} />
    </>
  );
}

export default pageRoot(PortfolioPage);
