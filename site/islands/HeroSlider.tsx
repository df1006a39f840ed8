import { useTranslation } from 'react-i18next';
import { HeroSlider } from '../../ui';
import { usePage } from '../app/page-context';
import { heroSlides } from '../content/home';
import { picture } from '../content/picture';
import { island } from './island';

/** The home page's hero slider (texts: home). */
function SiteHeroSlider() {
  const { t } = useTranslation('home');
  const { href } = usePage();
  return (
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
  );
}

export default island(SiteHeroSlider);
