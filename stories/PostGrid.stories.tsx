import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostGrid, type PostGridProps } from '../ui';
import { linkClicks } from './fixtures/dom';
import { picture } from './fixtures/images';
import { movesOnlyWithoutReducedMotion } from './fixtures/motion';

type Post = PostGridProps['posts'][number];

const shared = { tagsLabel: 'Etiquetas', readMore: 'Leer artículo' };

const postsEs: Post[] = [
  {
    ...shared,
    id: 'ia',
    href: '/blog/inteligencia-artificial-desarrollo-web',
    title: 'Cómo la inteligencia artificial está cambiando el desarrollo web',
    subtitle:
      'Qué aporta hoy la IA a un proyecto web y dónde sigue siendo imprescindible el criterio del equipo.',
    image: picture('blog-ia-desarrollo-web', 'Desarrolladora revisando código generado con IA'),
    readTime: '8 min de lectura',
    tags: ['Inteligencia artificial', 'Desarrollo web', 'Productividad'],
    badge: 'NUEVO',
  },
  {
    ...shared,
    id: 'metaframeworks',
    href: '/blog/metaframeworks-2025',
    title: 'Metaframeworks en 2025: ¿Next.js, Astro o Remix?',
    subtitle:
      'Cómo elegimos el framework de cada proyecto según rendimiento, coste de alojamiento y mantenimiento.',
    image: picture('blog-metaframeworks-2025', 'Logotipos de frameworks web sobre una pantalla'),
    readTime: '7 min de lectura',
    tags: ['Frameworks', 'Rendimiento'],
  },
  {
    ...shared,
    id: 'core-web-vitals',
    href: '/blog/seo-core-web-vitals',
    title: 'Core Web Vitals: la guía práctica para mejorar tu SEO',
    subtitle: 'LCP, INP y CLS explicados sin jerga, con los cambios que más posiciones nos dan.',
    image: picture('blog-seo-core-web-vitals', 'Panel con las métricas Core Web Vitals'),
    readTime: '6 min de lectura',
    tags: ['SEO'],
  },
];

const [first, ...rest] = postsEs as [Post, ...Post[]];

const meta = {
  title: 'Sections/PostGrid',
  component: PostGrid,
  tags: ['autodocs'],
  args: {
    posts: postsEs,
    emptyText: 'Todavía no hemos publicado artículos en esta sección. ¡Vuelve pronto!',
    stagger: 0.1,
  },
  argTypes: {
    emptyText: { control: 'text' },
    stagger: { control: { type: 'number', min: 0, max: 1, step: 0.05 } },
    posts: { control: 'object' },
  },
  // Card titles are h3s under the blog section's h2.
  decorators: [
    (Story, { parameters }) => (
      <>
        <h2 className="sr-only">
          {parameters.lang === 'en' ? 'Latest posts' : 'Últimos artículos'}
        </h2>
        <Story />
      </>
    ),
  ],
  beforeEach: () => {
    const stopRecording = linkClicks.record();
    window.scrollTo(0, 0);
    return () => {
      stopRecording();
      window.scrollTo(0, 0);
    };
  },
} satisfies Meta<typeof PostGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

/** The grid's own list items (each card also has a list of tags). */
function gridItems(canvas: Canvas): HTMLElement[] {
  const list = canvas
    .getAllByRole('list')
    .find((element) => element.parentElement?.dataset.slot === 'post-grid');
  if (!list) throw new Error('Grid list not found');
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

function gridOf(canvasElement: HTMLElement): HTMLElement {
  const grid = canvasElement.querySelector<HTMLElement>('[data-slot="post-grid"]');
  if (!grid) throw new Error('Post grid not found');
  return grid;
}

/**
 * Scrolls the page at once (the page scrolls smoothly otherwise) and waits for the cards' scroll
 * animations to follow.
 */
async function scrollPageTo(top: number): Promise<void> {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(Math.abs(window.scrollY - top)).toBeLessThan(1));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const opacity = (element: HTMLElement) => Number(getComputedStyle(element).opacity);

/** How far below its place in the grid a card is drawn (an entering card rises into place). */
function drop(element: HTMLElement): number {
  const { translate } = getComputedStyle(element);
  return translate === 'none' ? 0 : Number.parseFloat(translate.split(' ')[1] ?? '0');
}

export const ThreePosts: Story = {
  play: async ({ canvas, canvasElement }) => {
    const items = gridItems(canvas);
    await expect(items).toHaveLength(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // On screen at load: shown at once, never hidden.
    await expect(gridOf(canvasElement)).toBeVisible();
    for (const item of items) {
      await expect(getComputedStyle(item).opacity).toBe('1');
      await expect(drop(item)).toBe(0);
      await expect(within(item).getAllByRole('link')).toHaveLength(1);
    }
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(postsEs.map((post) => post.title));
    // Three columns on a wide screen.
    const tops = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);

    await userEvent.click(canvas.getByRole('link', { name: /Core Web Vitals/ }));
    await expect(linkClicks.hrefs).toEqual(['/blog/seo-core-web-vitals']);
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(gridOf(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(
      canvas.getByText('Todavía no hemos publicado artículos en esta sección. ¡Vuelve pronto!'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/**
 * Below the fold the cards wait hidden, then fade in one after another as the grid scrolls in:
 * the scroll drives them, so halfway in, the first card of the row is further on than the next.
 * Once the row is in view whole every card is shown, and it stays shown.
 */
export const Staggered: Story = {
  decorators: [
    (Story) => (
      <>
        <div data-testid="spacer" style={{ height: '150vh' }} />
        <Story />
        <div style={{ height: '50vh' }} />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const items = gridItems(canvas);
    await expect(items).toHaveLength(3);
    const [firstCard] = items as [HTMLElement, ...HTMLElement[]];
    await expect(canvas.getByTestId('spacer').getBoundingClientRect().bottom).toBeGreaterThan(
      window.innerHeight,
    );
    // Hidden while below the fold.
    for (const item of items) await waitFor(() => expect(opacity(item)).toBe(0));

    // A quarter of the row scrolled in: the cards are entering, one after another.
    const row = firstCard.getBoundingClientRect();
    await scrollPageTo(window.scrollY + row.top - window.innerHeight + row.height / 4);
    await waitFor(async () => {
      const [a, b, c] = items.map(opacity) as [number, number, number];
      await expect(a).toBeGreaterThan(b);
      await expect(b).toBeGreaterThan(c);
      await expect(a).toBeLessThan(1);
      // Each rises into place as it fades in: the later card is still lower.
      await expect(drop(items[2] as HTMLElement)).toBeGreaterThan(drop(firstCard));
    });

    // The whole row in view: every card shown, in place, readable.
    await scrollPageTo(window.scrollY + row.height);
    await expect(firstCard.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    for (const item of items) {
      await waitFor(() => expect(opacity(item)).toBe(1));
      await expect(drop(item)).toBe(0);
    }
    await expect(canvas.getByRole('link', { name: /Metaframeworks en 2025/ })).toBeVisible();

    // Further down, past the grid's top, nothing fades again.
    firstCard.scrollIntoView({ behavior: 'instant' });
    for (const item of items) await waitFor(() => expect(opacity(item)).toBe(1));
  },
};

/**
 * A visitor who prefers reduced motion: the cards are simply there, below the fold too, with no
 * animation at all.
 */
export const ReducedMotion: Story = {
  decorators: Staggered.decorators,
  play: async ({ canvas }) => {
    // The cards' entrance applies only where reduced motion is not asked for; a browser that asks
    // for it (Storybook's UI on such a system) shows every card at once.
    await expect(movesOnlyWithoutReducedMotion('post-grid-enter')).toBe(true);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const items = gridItems(canvas);
    const [firstCard] = items as [HTMLElement, ...HTMLElement[]];
    await expect(firstCard.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    for (const item of items) {
      await expect(getComputedStyle(item).animationName).toBe('none');
      await expect(getComputedStyle(item).opacity).toBe('1');
    }
    const row = firstCard.getBoundingClientRect();
    await scrollPageTo(window.scrollY + row.top - window.innerHeight + row.height / 4);
    for (const item of items) await expect(getComputedStyle(item).opacity).toBe('1');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    emptyText: 'No posts in English yet. Check back soon!',
    posts: [
      {
        id: 'ai',
        href: '/en/blog/ai-web-development',
        title: 'How artificial intelligence is changing web development',
        subtitle:
          'What AI brings to a web project today, and where the team’s judgement still matters.',
        image: picture('blog-ia-desarrollo-web', 'Developer reviewing AI-generated code'),
        readTime: '8 min read',
        tags: ['AI', 'Web development'],
        tagsLabel: 'Tags',
        badge: 'NEW',
        readMore: 'Read article',
      },
      {
        id: 'metaframeworks',
        href: '/en/blog/meta-frameworks-2025',
        title: 'Meta-frameworks in 2025: Next.js, Astro or Remix?',
        subtitle: 'How we pick the framework for each project: performance, hosting and upkeep.',
        image: picture('blog-metaframeworks-2025', 'Web framework logos on a screen'),
        readTime: '7 min read',
        tags: ['Frameworks'],
        tagsLabel: 'Tags',
        readMore: 'Read article',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(gridItems(canvas)).toHaveLength(2);
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(canvas.getByText('8 min read')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Meta-frameworks in 2025/ }));
    await expect(linkClicks.hrefs).toEqual(['/en/blog/meta-frameworks-2025']);
  },
};

export const EnglishEmpty: Story = {
  parameters: { lang: 'en' },
  args: { posts: [], emptyText: 'No posts in English yet. Check back soon!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts in English yet. Check back soon!')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    posts: [
      {
        ...first,
        id: 'long',
        title:
          'Internacionalizaciónmultidivisayaccesibilidad: todo lo que revisamos antes de abrir una tienda online a nuevos mercados europeos',
      },
      ...rest,
    ],
  },
  play: async ({ canvas }) => {
    const items = gridItems(canvas);
    const heading = canvas.getByRole('heading', { level: 3, name: /Internacionalización/ });
    const card = heading.closest<HTMLElement>('[data-slot="post-card"]');
    if (!card) throw new Error('Card not found');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // The long card does not widen its column: all three stay the same width.
    const widths = new Set(items.map((item) => Math.round(item.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    // Cards in a row share the tallest card's height.
    const heights = new Set(
      canvas.getAllByRole('article').map((a) => Math.round(a.getBoundingClientRect().height)),
    );
    await expect(heights.size).toBe(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const items = gridItems(canvas);
    // One column: the cards stack.
    const boxes = items.map((item) => item.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      const previous = boxes[i - 1];
      if (previous) await expect(box.top).toBeGreaterThan(previous.bottom);
    }
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
