import { HeroSlider, type HeroSliderProps } from '../../ui';

/** The hero's labels, worded at build time: "go to" and "slide n of m" for each slide in turn. */
export type HeroLabelTexts = Omit<HeroSliderProps['labels'], 'goTo' | 'slideOf'> & {
  goTo: string[];
  slideOf: string[];
};

/**
 * The home page's hero slider. Its slides and labels are worded at build time
 * (site/islands/hero.ts): the island carries no translation library.
 */
export default function SiteHeroSlider({
  slides,
  labels,
}: {
  slides: HeroSliderProps['slides'];
  labels: HeroLabelTexts;
}) {
  return (
    <HeroSlider
      slides={slides}
      labels={{
        ...labels,
        goTo: (number) => labels.goTo[number - 1] ?? '',
        slideOf: (number) => labels.slideOf[number - 1] ?? '',
      }}
    />
  );
}
