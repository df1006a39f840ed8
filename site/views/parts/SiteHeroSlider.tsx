import { useMemo } from 'react';
import { fill } from '../../../domain/text';
import { HeroSlider, type HeroSliderProps } from '../../../ui';
import { heroSlides } from '../../content/home';
import { picture } from '../../content/picture';
import { textFacts } from '../../i18n/facts';
import { MissingTextsError } from '../../i18n/missing-texts';
import { pages } from '../../routes';
import type { IslandProps } from '../../islands/island';

/**
 * The home page's hero slider, an island in the page's language, with the texts the page gives it
 * (its `home.hero`, islandProps). Its two templates ("go to", "slide n of m") and the agency's
 * facts in its slides ({{agencyMaxDiscount}}...) are filled as plain text: the island carries no
 * translation library (so it is not an island() of site/islands/island.tsx, whose root brings
 * i18next).
 */
export default function SiteHeroSlider({ resolved, texts }: IslandProps) {
  const { lang } = resolved;
  const hero = texts.home?.hero;
  if (!hero) throw new MissingTextsError(lang, 'home');
  const { slides, labels } = useMemo(() => {
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
  }, [hero, lang]);
  return <HeroSlider slides={slides} labels={labels} />;
}
