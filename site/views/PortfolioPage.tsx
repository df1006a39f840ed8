import { useTranslation } from 'react-i18next';
import { PageHero, StatStrip } from '../../ui';
import { loadPortfolio } from '../content/portfolio';
import { portfolioStats } from '../content/portfolio/projects';

import PortfolioMore from './parts/PortfolioMore';
import type { Lang, Route } from '../routes';
import { pageRoot } from '../app/page-root';

/** What the page shows in its language, loaded before it renders. */
export function loadData(_route: Route, lang: Lang): Promise<unknown> {
  return loadPortfolio(lang);
}

function PortfolioPage() {
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
      <PortfolioMore />
    </>
  );
}

export default pageRoot(PortfolioPage);
