import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Heading, StatStrip } from '../../ui';
import { homeStats } from '../content/home';

import HomeMore from './parts/HomeMore';
import { pageRoot } from '../app/page-root';

function HomePage({ hero, contactForm }: { hero?: ReactNode; contactForm?: ReactNode }) {
  const { t } = useTranslation('home');

  return (
    <div className="relative isolate">
      <Heading level={1} visuallyHidden>
        {t('heading')}
      </Heading>
      {hero}
      <StatStrip
        title={t('stats.title')}
        stats={homeStats.map((stat) => ({ value: stat.value, label: t(`stats.${stat.id}`) }))}
      />
      <HomeMore contactForm={contactForm} />
    </div>
  );
}

export default pageRoot(HomePage);
