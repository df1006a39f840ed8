import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostCard } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { picture } from './fixtures/images';

const meta = {
  title: 'Sections/PostCard',
  component: PostCard,
  tags: ['autodocs'],
  args: {
    href: '/blog/inteligencia-artificial-desarrollo-web',
    title: 'Cómo la inteligencia artificial está cambiando el desarrollo web',
    subtitle:
      'Asistentes de código, pruebas automáticas y contenidos personalizados: qué aporta hoy la IA a un proyecto web y dónde sigue siendo imprescindible el criterio del equipo.',
    image: picture(
      'blog-ia-desarrollo-web',
      'Desarrolladora revisando código generado con ayuda de inteligencia artificial',
    ),
    readTime: '8 min de lectura',
    tags: ['Inteligencia artificial', 'Desarrollo web', 'Productividad'],
    tagsLabel: 'Etiquetas',
    badge: 'NUEVO',
    readMore: 'Leer artículo',
  },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    readTime: { control: 'text' },
    badge: { control: 'text' },
    readMore: { control: 'text' },
    tags: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3'] },
    image: { control: false },
  },
  decorators: [
    // A card title is an h3 under the blog section's h2.
    (Story, { parameters }) => (
      <div className="max-w-sm">
        <h2 className="sr-only">
          {parameters.lang === 'en' ? 'Blog posts' : 'Artículos del blog'}
        </h2>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(element: HTMLElement): HTMLElement {
  const card = element.closest<HTMLElement>('[data-slot="post-card"]');
  if (!card) throw new Error('Post card not found');
  return card;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 3,
      name: 'Cómo la inteligencia artificial está cambiando el desarrollo web',
    });
    await expect(heading).toBeVisible();
    const card = cardOf(heading);
    await expect(card.tagName).toBe('ARTICLE');

    await expect(canvas.getByText('NUEVO')).toBeVisible();
    await expect(canvas.getByText('8 min de lectura')).toBeVisible();
    await expect(canvas.getByText(/dónde sigue siendo imprescindible/)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /Desarrolladora revisando código/ }),
    ).toBeInTheDocument();

    // Only the first two tags are shown.
    const tags = canvas.getByRole('list', { name: 'Etiquetas' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inteligencia artificial', 'Desarrollo web']);
    await expect(canvas.queryByText('Productividad')).not.toBeInTheDocument();

    // The title is the one link; "read more" is only a visual cue.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(
      'Cómo la inteligencia artificial está cambiando el desarrollo web',
    );
    await expect(link).toHaveAttribute('href', '/blog/inteligencia-artificial-desarrollo-web');
    await expect(heading).toContainElement(link);
    await expect(canvas.getByText(/Leer artículo/)).toBeVisible();
    await expect(canvas.getByText(/Leer artículo/)).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(link);
    await expect(linkClicks.hrefs).toEqual(['/blog/inteligencia-artificial-desarrollo-web']);
  },
};

/** The whole card is one click target: a click on the picture reaches the title's link. */
export const WholeCardClickable: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    const image = canvas.getByRole('img', { name: /Desarrolladora revisando código/ });
    const box = image.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toBe(link);
    const subtitle = canvas.getByText(/dónde sigue siendo imprescindible/).getBoundingClientRect();
    await expect(document.elementFromPoint(subtitle.x + 10, subtitle.y + 5)).toBe(link);
  },
};

/** One tab stop; keyboard focus outlines the card and Enter opens the article. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    const card = cardOf(link);
    const accent = tokenColor('--color-primary');
    await expect(getComputedStyle(card).borderTopColor).toBe(tokenColor('--color-border'));
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(card).borderTopColor).toBe(accent));
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/blog/inteligencia-artificial-desarrollo-web']);
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

/** An older article: no badge, a single tag. */
export const WithoutBadge: Story = {
  args: {
    href: '/blog/seo-core-web-vitals',
    title: 'Core Web Vitals: la guía práctica para mejorar tu SEO',
    subtitle:
      'LCP, INP y CLS explicados sin jerga, con los cambios que más posiciones nos han hecho ganar en proyectos reales.',
    image: picture('blog-seo-core-web-vitals', 'Panel con las métricas Core Web Vitals de una web'),
    readTime: '6 min de lectura',
    tags: ['SEO'],
    badge: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('NUEVO')).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Core Web Vitals: la guía práctica para mejorar tu SEO',
    );
  },
};

/** With its publication date, read by machines from the <time> element. */
export const Published: Story = {
  args: {
    badge: undefined,
    published: { dateTime: '2025-01-15', text: '15 ene 2025' },
  },
  play: async ({ canvas }) => {
    const date = canvas.getByText('15 ene 2025');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2025-01-15');
    await expect(date).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    href: '/en/blog/meta-frameworks-2025',
    title: 'Meta-frameworks in 2025: Next.js, Astro or Remix?',
    subtitle:
      'How we choose the right framework for each project, weighing performance, hosting costs and how easy the site will be to maintain.',
    image: picture('blog-metaframeworks-2025', 'Logos of modern web frameworks on a dark screen'),
    readTime: '7 min read',
    tags: ['Frameworks', 'Performance', 'React'],
    tagsLabel: 'Tags',
    badge: 'NEW',
    readMore: 'Read article',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(canvas.getByText('7 min read')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const link = canvas.getByRole('link', {
      name: 'Meta-frameworks in 2025: Next.js, Astro or Remix?',
    });
    await userEvent.click(link);
    await expect(linkClicks.hrefs).toEqual(['/en/blog/meta-frameworks-2025']);
  },
};

export const LongText: Story = {
  args: {
    title:
      'Guía definitiva de Internacionalizaciónmultidivisayaccesibilidad para tiendas online que venden en toda Europa',
    subtitle:
      'Monedas, impuestos, traducciones, formatos de fecha y accesibilidad: todo lo que revisamos antes de abrir una tienda a nuevos mercados, con ejemplos reales de clientes de Nodo Web Studio.',
    readTime: '15 min de lectura',
    tags: ['Comercioelectrónicotransfronterizo', 'Accesibilidad web', 'SEO internacional'],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: /Internacionalización/ });
    const card = cardOf(heading);
    await expect(heading).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const tag = canvas.getByText('Comercioelectrónicotransfronterizo');
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    const card = cardOf(link);
    const box = card.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // The picture spans the card's width.
    const image = canvas.getByRole('img', { name: /Desarrolladora revisando código/ });
    await expect(Math.round(image.getBoundingClientRect().width)).toBe(Math.round(box.width - 2));
    await userEvent.click(link);
    await expect(linkClicks.hrefs).toEqual(['/blog/inteligencia-artificial-desarrollo-web']);
  },
};
