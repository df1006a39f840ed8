import { useTranslation } from 'react-i18next';
import { Heading, HeroSlider, StatStrip } from '../../ui';
import { usePage } from '../app/page-context';
import { heroSlides, homeStats } from '../content/home';
import { picture } from '../content/picture';

import HomeMore from './parts/HomeMore';

export default function HomePage() {
  const { t } = useTranslation('home');
  const { href } = usePage();

  return (
    <div className="relative isolate">
      <Heading level={1} visuallyHidden>
        {t('heading')}
      </Heading>
      <HeroSlider
        labels={{
          region: t('hero.label'),
          pause: t('hero.pause'),
          play: t('hero.play'),
          goTo: (number, title) => t('hero.goTo', { number, title }),
          slideOf: (number, total) => t('hero.slideOf', { number, total }),
        }}
        slides={heroSlides.map((slide) => ({
          id: slide.id,
          badge: t(`hero.slides.${slide.id}.badge`),
          title: t(`hero.slides.${slide.id}.title`),
          highlight: t(`hero.slides.${slide.id}.highlight`),
          description: t(`hero.slides.${slide.id}.description`),
          image: picture(slide.image, t(`hero.slides.${slide.id}.imageAlt`)),
          primary: {
            label: t(`hero.slides.${slide.id}.primary`),
            href: href({ key: slide.primary }),
          },
          secondary: {
            label: t(`hero.slides.${slide.id}.secondary`),
            href: href({ key: slide.secondary }),
          },
        }))}
      />
      <StatStrip
        title={t('stats.title')}
        stats={homeStats.map((stat) => ({ value: stat.value, label: t(`stats.${stat.id}`) }))}
      />
        <HomeMore />
    </div>
  );
}
