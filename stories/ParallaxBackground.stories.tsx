import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, ParallaxBackground } from '../ui';
import { movesOnlyWithoutReducedMotion } from './fixtures/motion';

const onQuote = fn().mockName('onQuote');

type Copy = { title: string; text: string; action: string };

const copyEs: Copy = {
  title: 'Tecnología que impulsa tu negocio',
  text: 'En Nodo Web Studio combinamos React, Node.js y la nube para construir productos digitales rápidos, seguros y fáciles de mantener.',
  action: 'Hablemos de tu proyecto',
};

const copyEn: Copy = {
  title: 'Technology that drives your business',
  text: 'At Nodo Web Studio we combine React, Node.js and the cloud to build digital products that are fast, secure and easy to maintain.',
  action: "Let's talk about your project",
};

/** A section with content over the layer; the page below is tall enough to scroll. */
function Scene({ copy, speed }: { copy: Copy; speed?: number }) {
  return (
    <section
      data-testid="scene"
      className="relative isolate flex min-h-96 flex-col items-start justify-center gap-4 overflow-hidden rounded-xl border border-border bg-background p-8 text-foreground"
    >
      <ParallaxBackground speed={speed} />
      <h2 className="w-full font-display text-h2 font-bold wrap-break-word">{copy.title}</h2>
      <p className="max-w-xl text-muted-foreground wrap-break-word">{copy.text}</p>
      <Button onClick={onQuote}>{copy.action}</Button>
    </section>
  );
}

const meta = {
  title: 'Sections/ParallaxBackground',
  component: ParallaxBackground,
  tags: ['autodocs'],
  args: { speed: 0.3 },
  argTypes: { speed: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  render: (args) => <Scene copy={copyEs} speed={args.speed} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '200vh' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onQuote.mockClear();
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof ParallaxBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The decorative layer (hidden from assistive technology, so not reachable by role). */
function layerOf(canvasElement: HTMLElement): { root: HTMLElement; moving: HTMLElement } {
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="parallax-background"]');
  const moving = root?.firstElementChild;
  if (!root || !(moving instanceof HTMLElement)) throw new Error('Parallax layer not found');
  return { root, moving };
}

/** The layer's current vertical offset, as the browser renders it. */
function offsetY(element: HTMLElement): number {
  return new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;
}

/** Scrolls the page by `distance` at once (the page scrolls smoothly otherwise). */
async function scrollPageBy(distance: number): Promise<number> {
  const target = window.scrollY + distance;
  window.scrollTo({ top: target, behavior: 'instant' });
  await waitFor(() => expect(Math.abs(window.scrollY - target)).toBeLessThan(1));
  return window.scrollY;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const { root, moving } = layerOf(canvasElement);
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(root).pointerEvents).toBe('none');
    await expect(canvas.getByRole('heading', { level: 2, name: copyEs.title })).toBeVisible();
    await waitFor(() => expect(offsetY(moving)).toBe(0));

    const scrolled = await scrollPageBy(400);
    // The layer lags behind the page by `speed` of the distance scrolled.
    await waitFor(() => expect(offsetY(moving)).toBeCloseTo(scrolled * (args.speed ?? 0.3), 0));
    await expect(offsetY(moving)).toBeGreaterThan(0);

    await scrollPageBy(-scrolled);
    await waitFor(() => expect(offsetY(moving)).toBe(0));
  },
};

/** The layer never covers the content: the button under it still takes the click. */
export const ContentStaysClickable: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: copyEs.action });
    const box = button.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(
      button,
    );
    await userEvent.click(button);
    await expect(onQuote).toHaveBeenCalledTimes(1);
  },
};

/** A faster drift: the same scroll moves the layer twice as far as at 0.3. */
export const Faster: Story = {
  args: { speed: 0.6 },
  play: async ({ canvasElement }) => {
    const { moving } = layerOf(canvasElement);
    const scrolled = await scrollPageBy(300);
    await waitFor(() => expect(offsetY(moving)).toBeCloseTo(scrolled * 0.6, 0));
  },
};

/** A visitor who prefers reduced motion: the layer stays where it is, however far the page scrolls. */
export const ReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: copyEs.title })).toBeVisible();
    // The drift applies only where reduced motion is not asked for; elsewhere the layer stays.
    const { moving } = layerOf(canvasElement);
    await expect(getComputedStyle(moving).animationName).toBe('parallax-drift');
    await expect(movesOnlyWithoutReducedMotion('parallax-drift')).toBe(true);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    await scrollPageBy(400);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(offsetY(moving)).toBe(0);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  render: (args) => <Scene copy={copyEn} speed={args.speed} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: copyEn.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copyEn.action })).toBeVisible();
    await expect(layerOf(canvasElement).root).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <Scene
        speed={args.speed}
        copy={{
          title: 'Transformacióndigitalinterdepartamentalsinfricciones para tu empresa',
          text: 'Modernizamos aplicaciones heredadas, migramos infraestructuras completas a la nube y automatizamos procesos manuales sin interrumpir la operación diaria de tus equipos.',
          action: 'Pedir diagnóstico',
        }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const scene = canvas.getByTestId('scene');
    const title = canvas.getByRole('heading', { level: 2, name: /Transformación/ });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(scene.scrollWidth).toBeLessThanOrEqual(scene.clientWidth);
    // The layer fills the section exactly, however tall the text makes it.
    const layer = layerOf(canvasElement).root.getBoundingClientRect();
    const box = scene.getBoundingClientRect();
    await expect(Math.abs(layer.width - box.width)).toBeLessThanOrEqual(2);
    await expect(Math.abs(layer.height - box.height)).toBeLessThanOrEqual(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const scene = canvas.getByTestId('scene');
    await expect(scene.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The oversized glows are clipped: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const { moving } = layerOf(canvasElement);
    const scrolled = await scrollPageBy(200);
    await waitFor(() => expect(offsetY(moving)).toBeCloseTo(scrolled * 0.3, 0));
  },
};
