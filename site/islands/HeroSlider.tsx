import { HeroSlider, type HeroSliderProps } from '../../ui';

/** The hero's labels as its texts write them: templates with {{number}}, {{title}}, {{total}}. */
export type HeroLabelTexts = Omit<HeroSliderProps['labels'], 'goTo' | 'slideOf'> & {
  goTo: string;
  slideOf: string;
};

/** A text's {{placeholders}} filled (i18next's interpolation, for the two templates above). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

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
        goTo: (number, title) => fill(labels.goTo, { number, title }),
        slideOf: (number, total) => fill(labels.slideOf, { number, total }),
      }}
    />
  );
}
