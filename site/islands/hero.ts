import { heroSlides } from '../content/home';
import { picture } from '../content/picture';
import { createI18n } from '../i18n';
import { resources } from '../i18n/resources';
import { pageValue } from '../app/page-context';
import type { Resolved } from '../routes';
import type { HeroLabelTexts } from './HeroSlider';

/**
 * The hero slider's props in the page's language, worded at build time, every label included
 * (the slides are known): the island carries no translation library.
 */
export function heroProps(resolved: Resolved) {
  const { t } = createI18n(resolved.lang, resources);
  const { hero } = resources[resolved.lang].home;
  const { href } = pageValue(resolved);
  const slides = heroSlides.map((slide) => {
    const text = hero.slides[slide.id];
    return {
      id: slide.id,
      badge: text.badge,
      title: text.title,
      highlight: text.highlight,
      description: text.description,
      image: picture(slide.image, text.imageAlt),
      primary: { label: text.primary, href: href({ key: slide.primary }) },
      secondary: { label: text.secondary, href: href({ key: slide.secondary }) },
    };
  });
  const total = slides.length;
  const labels: HeroLabelTexts = {
    region: hero.label,
    pause: hero.pause,
    play: hero.play,
    goTo: slides.map((slide, index) =>
      t('home:hero.goTo', { number: index + 1, title: slide.title }),
    ),
    slideOf: slides.map((_, index) => t('home:hero.slideOf', { number: index + 1, total })),
  };
  return { labels, slides };
}
