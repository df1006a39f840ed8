import { heroSlides } from '../content/home';
import { picture } from '../content/picture';
import { resources } from '../i18n/resources';
import { pageValue } from '../app/page-context';
import type { Resolved } from '../routes';
import type { HeroLabelTexts } from './HeroSlider';

/** The hero slider's props in the page's language, worded at build time. */
export function heroProps(resolved: Resolved) {
  const { hero } = resources[resolved.lang].home;
  const { href } = pageValue(resolved);
  const labels: HeroLabelTexts = {
    region: hero.label,
    pause: hero.pause,
    play: hero.play,
    goTo: hero.goTo,
    slideOf: hero.slideOf,
  };
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
  return { labels, slides };
}
