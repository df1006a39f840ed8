import { useMemo } from 'react';
import { fill } from '../../domain/text';
import { HeroSlider, type HeroSliderProps } from '../../ui';
import { heroSlides } from '../content/home';
import { picture } from '../content/picture';
import { textFacts } from '../i18n/facts';
import { hero as enHero } from '../i18n/en/home.json';
import { hero as esHero } from '../i18n/es/home.json';
import { pages, type Lang } from '../routes';

/** The hero's texts in both languages come with its code, not in the page's first bytes. */
const heroTexts = { es: esHero, en: enHero };

/**
 * The home page's hero slider, in the page's language. Its two templates ("go to", "slide n of
 * m") and the agency's facts in its slides ({{agencyMaxDiscount}}...) are filled as plain text:
 * the island carries no translation library.
 */
export default function SiteHeroSlider({ lang }: { lang: Lang }) {
  const { slides, labels } = useMemo(() => {
    const hero = heroTexts[lang];
    const facts = textFacts(lang);
    const slides: HeroSliderProps['slides'] = heroSlides.map((slide) => {
      const text = hero.slides[slide.id];
      return {
        id: slide.id,
        badge: fill(text.badge, facts),
        title: fill(text.title, facts),
        highlight: fill(text.highlight, facts),
        description: fill(text.description, facts),
        image: picture(slide.image, text.imageAlt),
        primary: { label: text.primary, href: pages[slide.primary][lang] },
        secondary: { label: text.secondary, href: pages[slide.secondary][lang] },
      };
    });
    const labels: HeroSliderProps['labels'] = {
      region: hero.label,
      pause: hero.pause,
      goTo: (number, title) => fill(hero.goTo, { number, title }),
      slideOf: (number, total) => fill(hero.slideOf, { number, total }),
    };
    return { slides, labels };
  }, [lang]);
  return <HeroSlider slides={slides} labels={labels} />;
}
