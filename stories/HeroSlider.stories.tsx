import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HERO_INTERVAL, HeroSlider, type HeroSlide, type HeroSliderLabels } from '../ui';
import { withHeldClock } from './fixtures/clock';
import { linkClicks } from './fixtures/dom';
import { picture } from './fixtures/images';
import { expectContained } from './fixtures/layout';

const onIndexChange = fn().mockName('onIndexChange');

const labelsEs: HeroSliderLabels = {
  region: 'Presentación de Nodo Web Studio',
  pause: 'Pausar presentación',
  play: 'Reanudar presentación',
  goTo: (n, title) => `Ir a la diapositiva ${n}: ${title}`,
  slideOf: (n, total) => `${n} de ${total}`,
};

const labelsEn: HeroSliderLabels = {
  region: 'Nodo Web Studio showcase',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
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

/** The first slide (for agencies) with its two actions, the pause control and the indicators. */
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

    await expect(canvas.getByRole('button', { name: 'Pausar presentación' })).toBeVisible();
    const first = canvas.getByRole('button', {
      name: 'Ir a la diapositiva 1: Tu equipo de desarrollo',
    });
    const second = canvas.getByRole('button', {
      name: 'Ir a la diapositiva 2: Webs que convierten visitas',
    });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).not.toHaveAttribute('aria-current');
  },
};

/** The hidden slide's actions lead where the spec says once it is shown. */
export const SecondSlide: Story = {
  args: { initialIndex: 1, autoPlay: false },
  play: async ({ canvas }) => {
    const region = regionOf(canvas);
    await expectShowing(canvas, 1, titlesEs);
    await expect(region).toHaveAttribute('data-state', 'paused');
    // Not rotating: the play control offers to start it.
    await expect(canvas.getByRole('button', { name: 'Reanudar presentación' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pide tu presupuesto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await expect(canvas.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    await expect(
      canvas.getByRole('button', { name: 'Ir a la diapositiva 2: Webs que convierten visitas' }),
    ).toHaveAttribute('aria-current', 'true');

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
      await expect(onIndexChange).toHaveBeenLastCalledWith(1);
      await expect(
        canvas.getByRole('button', { name: 'Ir a la diapositiva 2: Webs que convierten visitas' }),
      ).toHaveAttribute('aria-current', 'true');
      // While it rotates, changes are not announced (aria-live off).
      await expect(slideAt(canvas, 0).parentElement).toHaveAttribute('aria-live', 'off');

      await clock.advance(HERO_INTERVAL);
      await expectShowing(canvas, 0, titlesEs);
      await expect(onIndexChange).toHaveBeenLastCalledWith(0);
    }),
};

/** The pause control stops the rotation for good, until the visitor resumes it. */
export const PausedByButton: Story = {
  // Rotating again when the play ends: no stable picture (Default shows the look).
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ mount, canvasElement }) =>
    withHeldClock(async (clock) => {
      const canvas = await mount();
      const region = regionOf(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Pausar presentación' }));
      const toggle = canvas.getByRole('button', { name: 'Reanudar presentación' });
      await expect(toggle).toHaveFocus();
      await expect(region).toHaveAttribute('data-state', 'paused');

      // Pointer and focus leave the slider: it stays paused because of the button.
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
      await expect(toggle).toHaveAccessibleName('Pausar presentación');
      await userEvent.unhover(region);
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(region).toHaveAttribute('data-state', 'rotating');
      await clock.advance(HERO_INTERVAL);
      await expectShowing(canvas, 1, titlesEs);
      await expect(onIndexChange).toHaveBeenCalledWith(1);
    }),
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
      // Hovering pauses, but the control still offers to pause (the visitor has not chosen to).
      await expect(canvas.getByRole('button', { name: 'Pausar presentación' })).toBeVisible();

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

/** The indicators are buttons: Tab to the second one and Enter shows its slide. */
export const IndicatorsByKeyboard: Story = {
  play: async ({ canvas }) => {
    const pause = canvas.getByRole('button', { name: 'Pausar presentación' });
    const first = canvas.getByRole('button', {
      name: 'Ir a la diapositiva 1: Tu equipo de desarrollo',
    });
    const second = canvas.getByRole('button', {
      name: 'Ir a la diapositiva 2: Webs que convierten visitas',
    });
    pause.focus();
    await tabTo(second);
    await expect(second).not.toHaveAttribute('aria-current');

    await userEvent.keyboard('{Enter}');
    await expectShowing(canvas, 1, titlesEs);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(second).toHaveFocus();
    await expect(onIndexChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('link', { name: 'Pide tu presupuesto' })).toHaveAttribute(
      'href',
      '/contacto',
    );

    // Back to the first with Shift+Tab and Space.
    await userEvent.tab({ shift: true });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectShowing(canvas, 0, titlesEs);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(onIndexChange).toHaveBeenLastCalledWith(0);
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
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Go to slide 2: Websites that turn visitors' }),
    );
    await expectShowing(canvas, 1, titlesEn);
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
      canvas.getByRole('button', { name: 'Reanudar presentación' }),
      ...canvas.getAllByRole('button', { name: /^Ir a la diapositiva/ }),
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
