import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HERO_INTERVAL, HeroSlider, type HeroSlide, type HeroSliderLabels } from '../ui';
import { withHeldClock } from './fixtures/clock';
import { linkClicks } from './fixtures/dom';
import { pressKey } from './fixtures/interaction';
import { picture } from './fixtures/images';
import { expectContained } from './fixtures/layout';

const onIndexChange = fn().mockName('onIndexChange');

const labelsEs: HeroSliderLabels = {
  region: 'Presentación de Nodo Web Studio',
  pause: 'Pausar presentación',
  goTo: (n, title) => `Ir a la diapositiva ${n}: ${title}`,
  slideOf: (n, total) => `${n} de ${total}`,
};

const labelsEn: HeroSliderLabels = {
  region: 'Nodo Web Studio showcase',
  pause: 'Pause slideshow',
  goTo: (n, title) => `Go to slide ${n}: ${title}`,
  slideOf: (n, total) => `${n} of ${total}`,
};

const agenciesEs: HeroSlide = {
  id: 'agencias',
  badge: 'Para agencias',
  title: 'Tu equipo de desarrollo',
  highlight: 'en marca blanca',
  description:
    'Desarrollamos las webs, tiendas y aplicaciones de tus clientes con tu marca, tus plazos y nuestra calidad técnica. Tú vendes; nosotros construimos.',
  image: picture('hero-agencies', 'Equipo de desarrollo revisando código en varias pantallas'),
  primary: { label: 'Colabora con nosotros', href: '/para-agencias' },
  secondary: { label: 'Ver servicios', href: '/servicios' },
};

const clientsEs: HeroSlide = {
  id: 'clientes',
  badge: 'Para empresas',
  title: 'Webs que convierten visitas',
  highlight: 'en clientes',
  description:
    'Diseñamos y desarrollamos sitios rápidos, accesibles y optimizados para Google que hacen crecer tu negocio desde el primer mes.',
  image: picture('hero-clients', 'Empresaria consultando las ventas de su tienda online'),
  primary: { label: 'Pide tu presupuesto', href: '/contacto' },
  secondary: { label: 'Ver servicios', href: '/servicios' },
};

const slidesEs = [agenciesEs, clientsEs];

const slidesEn: HeroSlide[] = [
  {
    id: 'agencies',
    badge: 'For agencies',
    title: 'Your white-label',
    highlight: 'development team',
    description:
      "We build your clients' websites, shops and apps under your brand, on your deadlines and to our technical standards. You sell; we build.",
    image: picture('hero-agencies', 'Development team reviewing code on several screens'),
    primary: { label: 'Partner with us', href: '/en/for-agencies' },
    secondary: { label: 'See services', href: '/en/services' },
  },
  {
    id: 'clients',
    badge: 'For businesses',
    title: 'Websites that turn visitors',
    highlight: 'into customers',
    description:
      'We design and build fast, accessible, search-optimised sites that grow your business from the first month.',
    image: picture('hero-clients', 'Business owner checking the sales of her online shop'),
    primary: { label: 'Get a quote', href: '/en/contact' },
    secondary: { label: 'See services', href: '/en/services' },
  },
];

type Canvas = StoryContext['canvas'];

function regionOf(canvas: Canvas, name = labelsEs.region): HTMLElement {
  return canvas.getByRole('region', { name });
}

/** Both slides, hidden or not, in order. */
function slidesIn(canvas: Canvas): HTMLElement[] {
  return canvas.getAllByRole('group', { hidden: true });
}

/** The slide at `index` (0-based). */
function slideAt(canvas: Canvas, index: number): HTMLElement {
  const slide = slidesIn(canvas)[index];
  if (!slide) throw new Error(`No slide ${index + 1}`);
  return slide;
}

/** The slide at `index` is the visible one; every other slide is hidden from assistive tech. */
async function expectShowing(canvas: Canvas, index: number, titles: string[]) {
  const slides = slidesIn(canvas);
  for (const [i, slide] of slides.entries()) {
    if (i === index) {
      await expect(slide).toHaveAttribute('data-state', 'active');
      await expect(slide).not.toHaveAttribute('aria-hidden');
    } else {
      await expect(slide).toHaveAttribute('data-state', 'inactive');
      await expect(slide).toHaveAttribute('aria-hidden', 'true');
    }
  }
  // Only the visible slide's title is in the accessibility tree.
  await expect(canvas.getByRole('heading', { level: 2 })).toHaveAccessibleName(titles[index]);
}

/** The pause toggle: a checkbox, ticked while the visitor has paused the slider. */
function pauseToggle(canvas: Canvas, name = labelsEs.pause): HTMLElement {
  return canvas.getByRole('checkbox', { name });
}

/** The indicator (a link to its slide) of slide `n` (1-based), by its Spanish name. */
function indicator(canvas: Canvas, n: 1 | 2): HTMLElement {
  const title = slidesEs[n - 1]?.title ?? '';
  return canvas.getByRole('link', { name: `Ir a la diapositiva ${n}: ${title}` });
}

/** The slides' track has come to rest on slide `index` (0-based), scrolled there. */
async function expectTrackOn(canvas: Canvas, index: number) {
  const track = slideAt(canvas, 0).parentElement;
  if (!track) throw new Error('No track');
  await waitFor(() =>
    expect(Math.abs(track.scrollLeft - index * track.clientWidth)).toBeLessThan(2),
  );
}

const titlesEs = slidesEs.map((slide) => `${slide.title} ${slide.highlight}`);
const titlesEn = slidesEn.map((slide) => `${slide.title} ${slide.highlight}`);

/**
 * Tab until `target` has focus. user-event does not skip `inert` elements (browsers do), so the
 * journey starts on a control that comes after the slides.
 */
async function tabTo(target: HTMLElement, limit = 6) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

const meta = {
  title: 'Sections/HeroSlider',
  component: HeroSlider,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    slides: slidesEs,
    labels: labelsEs,
    autoPlay: true,
    initialIndex: 0,
    onIndexChange,
  },
  argTypes: {
    interval: { control: { type: 'number', min: 300, step: 100 } },
    autoPlay: { control: 'boolean' },
    initialIndex: { control: 'inline-radio', options: [0, 1] },
  },
  beforeEach: () => {
    onIndexChange.mockClear();
    return linkClicks.record();
  },
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first slide (for agencies) with its two actions, the pause toggle and the indicators. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = regionOf(canvas);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region).toHaveAttribute('data-state', 'rotating');
    const slides = slidesIn(canvas);
    await expect(slides).toHaveLength(2);
    await expect(slides[0]).toHaveAccessibleName('1 de 2');
    // The hidden slide has no accessible name while hidden; its label is ready for when it shows.
    await expect(slides[1]).toHaveAttribute('aria-label', '2 de 2');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expectShowing(canvas, 0, titlesEs);

    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toBeVisible();
    await expect(within(heading).getByText('en marca blanca')).toBeVisible();
    await expect(canvas.getByText('Para agencias')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Colabora con nosotros' })).toHaveAttribute(
      'href',
      '/para-agencias',
    );
    await expect(canvas.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    await expect(
      canvas.getByRole('img', {
        name: 'Equipo de desarrollo revisando código en varias pantallas',
      }),
    ).toBeInTheDocument();

    // Rotating: the pause toggle is not ticked.
    await expect(pauseToggle(canvas)).toBeVisible();
    await expect(pauseToggle(canvas)).not.toBeChecked();
    // Each indicator links to its slide: the browser scrolls there before any script.
    await expect(indicator(canvas, 1)).toHaveAttribute('aria-current', 'true');
    await expect(indicator(canvas, 1)).toHaveAttribute('href', `#${slides[0]?.id}`);
    await expect(indicator(canvas, 2)).not.toHaveAttribute('aria-current');
    await expect(indicator(canvas, 2)).toHaveAttribute('href', `#${slides[1]?.id}`);
  },
};

/** The hidden slide's actions lead where the spec says once it is shown. */
export const SecondSlide: Story = {
  args: { initialIndex: 1, autoPlay: false },
  play: async ({ canvas }) => {
    const region = regionOf(canvas);
    await expectShowing(canvas, 1, titlesEs);
    await expectTrackOn(canvas, 1);
    await expect(region).toHaveAttribute('data-state', 'paused');
    // Not rotating: the toggle says it is paused.
    await expect(pauseToggle(canvas)).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Pide tu presupuesto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await expect(canvas.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    await expect(indicator(canvas, 2)).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('link', { name: 'Pide tu presupuesto' }));
    await expect(linkClicks.hrefs).toEqual(['/contacto']);
    await expect(onIndexChange).not.toHaveBeenCalled();
  },
};

/**
 * Left alone, the slider moves on to the second slide after the interval (8 s) and wraps around.
 * The plays about rotation hold the page clock from before the slider's first timer.
 */
export const Advances: Story = {
  // Still rotating when the play ends: no stable picture (Default shows the look).
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ mount }) =>
    withHeldClock(async (clock) => {
      const canvas = await mount();
      await expect(regionOf(canvas)).toHaveAttribute('data-state', 'rotating');
      await clock.advance(HERO_INTERVAL - 1);
      await expectShowing(canvas, 0, titlesEs);
      await clock.advance(1);
      await expectShowing(canvas, 1, titlesEs);
      await expectTrackOn(canvas, 1);
      await expect(onIndexChange).toHaveBeenLastCalledWith(1);
      await expect(indicator(canvas, 2)).toHaveAttribute('aria-current', 'true');
      // While it rotates, changes are not announced (aria-live off).
      await expect(slideAt(canvas, 0).parentElement).toHaveAttribute('aria-live', 'off');

      await clock.advance(HERO_INTERVAL);
      await expectShowing(canvas, 0, titlesEs);
      await expectTrackOn(canvas, 0);
      await expect(onIndexChange).toHaveBeenLastCalledWith(0);
    }),
};

/** The pause toggle stops the rotation for good, until the visitor unticks it. */
export const PausedByToggle: Story = {
  // Rotating again when the play ends: no stable picture (Default shows the look).
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ mount, canvasElement }) =>
    withHeldClock(async (clock) => {
      const canvas = await mount();
      const region = regionOf(canvas);
      const toggle = pauseToggle(canvas);
      await userEvent.click(toggle);
      await expect(toggle).toBeChecked();
      await expect(toggle).toHaveFocus();
      await expect(region).toHaveAttribute('data-state', 'paused');

      // Pointer and focus leave the slider: it stays paused because of the toggle.
      await userEvent.unhover(region);
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(toggle).not.toHaveFocus();
      await expect(region).toHaveAttribute('data-state', 'paused');
      await clock.advance(HERO_INTERVAL * 2);
      await expectShowing(canvas, 0, titlesEs);
      await expect(onIndexChange).not.toHaveBeenCalled();
      // Paused, slide changes are announced politely.
      await expect(slideAt(canvas, 0).parentElement).toHaveAttribute('aria-live', 'polite');

      await userEvent.click(toggle);
      await expect(toggle).not.toBeChecked();
      await userEvent.unhover(region);
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(region).toHaveAttribute('data-state', 'rotating');
      await clock.advance(HERO_INTERVAL);
      await expectShowing(canvas, 1, titlesEs);
      await expect(onIndexChange).toHaveBeenCalledWith(1);
    }),
};

/** Paused by keyboard: Tab to the toggle, Space ticks it; its focus ring shows. */
export const PausedByKeyboard: Story = {
  args: { autoPlay: true },
  play: async ({ canvas }) => {
    const toggle = pauseToggle(canvas);
    // From the visible slide's last link, as the browser tabs (past the inert hidden slide).
    canvas.getByRole('link', { name: 'Ver servicios' }).focus();
    await pressKey('{Tab}');
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await pressKey(' ');
    await expect(toggle).toBeChecked();
    await expect(regionOf(canvas)).toHaveAttribute('data-state', 'paused');
  },
};

/** A pointer resting on the slider pauses it; moving away resumes. */
export const PausesOnHover: Story = {
  // Rotating again when the play ends: no stable picture (Default shows the look).
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ mount }) =>
    withHeldClock(async (clock) => {
      const canvas = await mount();
      const region = regionOf(canvas);
      await userEvent.hover(region);
      await expect(region).toHaveAttribute('data-state', 'paused');
      await clock.advance(HERO_INTERVAL * 2);
      await expectShowing(canvas, 0, titlesEs);
      await expect(onIndexChange).not.toHaveBeenCalled();
      // Hovering pauses, but the toggle is not ticked (the visitor has not chosen to pause).
      await expect(pauseToggle(canvas)).not.toBeChecked();

      await userEvent.unhover(region);
      await expect(region).toHaveAttribute('data-state', 'rotating');
      await clock.advance(HERO_INTERVAL);
      await expectShowing(canvas, 1, titlesEs);
    }),
};

/** Keyboard focus inside the slider pauses it, so a link never moves away from the reader. */
export const PausesOnFocus: Story = {
  // Rotating again when the play ends: no stable picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ mount }) =>
    withHeldClock(async (clock) => {
      const canvas = await mount();
      const region = regionOf(canvas);
      await userEvent.tab();
      const link = canvas.getByRole('link', { name: 'Colabora con nosotros' });
      await expect(link).toHaveFocus();
      await expect(region).toHaveAttribute('data-state', 'paused');
      await clock.advance(HERO_INTERVAL * 2);
      await expectShowing(canvas, 0, titlesEs);
      await expect(link).toHaveFocus();
      await expect(onIndexChange).not.toHaveBeenCalled();

      // Focus leaves the slider: rotation resumes.
      await userEvent.tab({ shift: true });
      await expect(region).not.toContainElement(document.activeElement as HTMLElement | null);
      await expect(region).toHaveAttribute('data-state', 'rotating');
      await clock.advance(HERO_INTERVAL);
      await expectShowing(canvas, 1, titlesEs);
    }),
};

/** The indicators are links to their slides: Tab to the second one and Enter shows it. */
export const IndicatorsByKeyboard: Story = {
  play: async ({ canvas }) => {
    const first = indicator(canvas, 1);
    const second = indicator(canvas, 2);
    pauseToggle(canvas).focus();
    await tabTo(second);
    await expect(second).not.toHaveAttribute('aria-current');

    await pressKey('{Enter}');
    await expectShowing(canvas, 1, titlesEs);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(second).toHaveFocus();
    await expect(onIndexChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('link', { name: 'Pide tu presupuesto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    // The slider scrolls its track itself: the address gets no #hero-… .
    await expect(linkClicks.hrefs).toEqual([]);

    // Back to the first with Shift+Tab and Enter.
    await userEvent.tab({ shift: true });
    await expect(first).toHaveFocus();
    await pressKey('{Enter}');
    await expectShowing(canvas, 0, titlesEs);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await expectTrackOn(canvas, 0);
  },
};

/** A swipe (the track scrolled by the visitor) shows the slide it rests on. */
export const Swiped: Story = {
  args: { autoPlay: false },
  play: async ({ canvas }) => {
    const track = slideAt(canvas, 0).parentElement;
    if (!track) throw new Error('No track');
    await expect(getComputedStyle(track).scrollSnapType).toContain('mandatory');
    track.scrollTo({ left: track.clientWidth, behavior: 'instant' });
    await waitFor(() => expectShowing(canvas, 1, titlesEs));
    await expect(indicator(canvas, 2)).toHaveAttribute('aria-current', 'true');
    await expect(onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

/**
 * A visitor who prefers reduced motion: the slider does not rotate and its toggle says so; an
 * indicator moves the track at once, with no sliding.
 */
export const ReducedMotion: Story = {
  play: async ({ mount }) => {
    const matchMedia = window.matchMedia;
    // The preference for this story only (the browser's own would hold for the whole page).
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({
            matches: true,
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          } as unknown as MediaQueryList)
        : matchMedia.call(window, query);
    try {
      const canvas = await mount();
      await expect(regionOf(canvas)).toHaveAttribute('data-state', 'paused');
      await expect(pauseToggle(canvas)).toBeChecked();
      await userEvent.click(indicator(canvas, 2));
      const track = slideAt(canvas, 0).parentElement;
      await expect(track?.scrollLeft).toBe(track?.clientWidth);
      await expectShowing(canvas, 1, titlesEs);
    } finally {
      window.matchMedia = matchMedia;
    }
  },
};

export const English: Story = {
  args: { slides: slidesEn, labels: labelsEn, autoPlay: false },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const region = regionOf(canvas, labelsEn.region);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group', { hidden: true })[0]).toHaveAccessibleName('1 of 2');
    await expectShowing(canvas, 0, titlesEn);
    await expect(canvas.getByRole('link', { name: 'Partner with us' })).toBeVisible();
    await expect(pauseToggle(canvas, labelsEn.pause)).toBeChecked();

    await userEvent.click(
      canvas.getByRole('link', { name: 'Go to slide 2: Websites that turn visitors' }),
    );
    await expectShowing(canvas, 1, titlesEn);
    await expectTrackOn(canvas, 1);
    await expect(canvas.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};

const longSlides: HeroSlide[] = [
  {
    ...agenciesEs,
    title: 'Tu equipo de desarrollo web, comercio electrónico y aplicaciones a medida trabajando',
    highlight: 'completamente en marca blanca para tu agenciadigitalinternacionalespecializada',
    description:
      'Desarrollamos las webs corporativas, las tiendas online multidioma y las aplicaciones internas de tus clientes con tu marca, tus plazos, tu metodología de trabajo y nuestra calidad técnica contrastada en más de quinientos proyectos: supercalifragilisticoespialidosamente bien documentados.',
    primary: {
      label: 'Colabora con nosotros como socio tecnológico de tu agencia',
      href: '/para-agencias',
    },
    secondary: { label: 'Ver todos nuestros servicios de desarrollo', href: '/servicios' },
  },
  clientsEs,
];

/** Nothing in the visible slide sticks out of the slider, on either side. */
async function expectWrapped(canvas: Canvas) {
  const region = regionOf(canvas);
  const slide = slideAt(canvas, 0);
  const heading = within(slide).getByRole('heading', { level: 2 });
  await expect(heading).toBeVisible();
  const description = within(slide).getByText(/supercalifragilisticoespialidosamente/);
  await expectContained(region, [heading, description, ...within(slide).getAllByRole('link')]);
}

/** Long titles, descriptions and words wrap inside the slide; the section never scrolls sideways. */
export const LongText: Story = {
  args: { autoPlay: false, slides: longSlides },
  play: async ({ canvas }) => {
    await expectWrapped(canvas);
  },
};

/** The same long text on a phone, where the words are longest relative to the screen. */
export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { autoPlay: false, slides: longSlides },
  play: async ({ canvas }) => {
    await expectWrapped(canvas);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { autoPlay: false },
  play: async ({ canvas }) => {
    const region = regionOf(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    const controls = [
      pauseToggle(canvas),
      ...canvas.getAllByRole('link', { name: /^Ir a la diapositiva/ }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const rect = control.getBoundingClientRect();
      await expect(rect.height).toBeGreaterThanOrEqual(40);
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The actions stay inside the screen, however they wrap.
    for (const link of within(slideAt(canvas, 0)).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
