import type { Preview } from '@storybook/react-vite';
import { extendTailwindMerge } from 'tailwind-merge';
import '../ui/styles.css';
import { setClassConflictCheck } from '../ui/lib/cn';

// Two classes for one property on one element would resolve by stylesheet order, not by
// intent: tailwind-merge, here only, finds them (it never ships to browsers).
// Our theme's own type sizes, radii and shadows (ui/tokens.css), so they are not mistaken for colours.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h1', 'h2', 'h3', 'h4', 'lead'],
      radius: ['pill'],
      shadow: ['card', 'elevated', 'glow'],
    },
  },
});
setClassConflictCheck((classes) => {
  const merged = twMerge(classes);
  if (merged === classes) return;
  const kept = new Set(merged.split(' '));
  const dropped = classes.split(' ').filter((c) => c && !kept.has(c));
  throw new Error(`Conflicting classes [${dropped.join(' ')}] in "${classes}"`);
});

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any accessibility violation fails the story's test run (the addon's default only warns).
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile 390x844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768x1024',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280x800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of the sample text and of <html lang>',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'es' },
  // The site's Latin fonts use font-display: optional (no layout shift on the site); stories
  // load every face first instead (Latin, symbols, emoji: a few hundred KB from this machine), so
  // every story, its layout checks and pictures see the real fonts.
  loaders: [
    async () => {
      await Promise.all([...document.fonts].map((face) => face.load()));
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      // Stories may pin their language (parameters.lang); otherwise the toolbar decides.
      const lang =
        (context.parameters.lang as string | undefined) ??
        (context.globals.locale as string) ??
        'es';
      document.documentElement.lang = lang;
      return <Story />;
    },
  ],
};

export default preview;
