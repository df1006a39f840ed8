import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero, StatStrip } from '../../ui';
import { lazyPart } from '../app/loading';
import { loadPortfolio } from '../content/portfolio';
import { portfolioStats } from '../content/portfolio/projects';

// The projects' texts in the page's language come with the part's code.
const PortfolioMore = lazyPart(
  (lang) => Promise.all([import('./parts/PortfolioMore'), loadPortfolio(lang)]).then(([m]) => m),
  [],
);

export default function PortfolioPage() {
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
      <Suspense fallback={null}>
        <PortfolioMore />
      </Suspense>
    </>
  );
}
