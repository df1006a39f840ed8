import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterBar, type FilterOption } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';

/** The portfolio's categories, with how many of the 13 projects each holds. */
const categories = [
  { id: 'all', es: 'Todos', en: 'All', count: 13 },
  { id: 'web-development', es: 'Desarrollo web', en: 'Web development', count: 3 },
  { id: 'e-commerce', es: 'E-commerce', en: 'E-commerce', count: 2 },
  { id: 'corporate', es: 'Corporativo', en: 'Corporate', count: 3 },
  { id: 'fintech', es: 'Fintech', en: 'Fintech', count: 2 },
  { id: 'social', es: 'Social', en: 'Social', count: 3 },
] as const;

/** Each filter links to the portfolio with its category in the query ('all' is the plain page). */
function options(lang: 'es' | 'en'): FilterOption[] {
  const [base, param] = lang === 'es' ? ['/portfolio', 'categoria'] : ['/en/portfolio', 'category'];
  return categories.map(({ id, count, ...labels }) => ({
    id,
    label: labels[lang],
    count,
    href: id === 'all' ? base : `${base}?${param}=${id}`,
  }));
}

const meta = {
  title: 'Sections/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: {
    label: 'Filtrar proyectos por categoría',
    options: options('es'),
    current: 'all',
  },
  argTypes: {
    label: { control: 'text' },
    current: { control: 'select', options: categories.map((category) => category.id) },
    options: { control: 'object' },
  },
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Filtrar proyectos por categoría' });
    const names = [
      'Todos 13',
      'Desarrollo web 3',
      'E-commerce 2',
      'Corporativo 3',
      'Fintech 2',
      'Social 3',
    ];
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(6);
    for (const [i, name] of names.entries()) {
      await expect(within(nav).getByRole('link', { name })).toBe(links[i]);
    }
    // Exactly one filter is current: the one shown.
    const current = within(nav).getAllByRole('link', { current: true });
    await expect(current).toEqual([within(nav).getByRole('link', { name: 'Todos 13' })]);
    await expect(current[0]).toHaveAttribute('aria-current', 'true');
    await expect(current[0]).toHaveAttribute('href', '/portfolio');
    await expect(within(nav).getByRole('link', { name: 'Fintech 2' })).toHaveAttribute(
      'href',
      '/portfolio?categoria=fintech',
    );
  },
};

/** The Fintech filter shown: it alone is current, in the accent colour. */
export const Selected: Story = {
  args: { current: 'fintech' },
  play: async ({ canvas }) => {
    const fintech = canvas.getByRole('link', { name: 'Fintech 2' });
    await expect(canvas.getAllByRole('link', { current: true })).toEqual([fintech]);
    await expect(canvas.getByRole('link', { name: 'Todos 13' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(getComputedStyle(fintech).backgroundColor).toBe(tokenColor('--color-primary'));
  },
};

/** A click on a filter asks the app to show that view (the address changes, the page stays). */
export const ChooseFilter: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'E-commerce 2' }));
    await expect(linkClicks.hrefs).toEqual(['/portfolio?categoria=e-commerce']);
  },
};

/** Filters are reached with Tab, show the focus ring, and open with Enter. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const ring = tokenColor('--color-ring');
    await userEvent.tab();
    await userEvent.tab();
    const web = canvas.getByRole('link', { name: 'Desarrollo web 3' });
    await expect(web).toHaveFocus();
    await expect(getComputedStyle(web).outlineStyle).toBe('solid');
    // The link's colours, the ring's included, ease in (transition-colors).
    await waitFor(() => expect(getComputedStyle(web).outlineColor).toBe(ring));
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/portfolio?categoria=web-development']);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { label: 'Filter projects by category', options: options('en'), current: 'corporate' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Filter projects by category' });
    await expect(within(nav).getByRole('link', { name: 'All 13' })).toHaveAttribute(
      'href',
      '/en/portfolio',
    );
    await expect(within(nav).getAllByRole('link', { current: true })).toEqual([
      within(nav).getByRole('link', { name: 'Corporate 3' }),
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Web development 3' }));
    await expect(linkClicks.hrefs).toEqual(['/en/portfolio?category=web-development']);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const links = canvas.getAllByRole('link');
    // The filters wrap onto several rows instead of scrolling sideways.
    const rows = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Long category names in a narrow column: each label wraps inside its pill. */
export const LongText: Story = {
  args: {
    current: 'saas',
    options: [
      { id: 'all', label: 'Todos', count: 13, href: '/portfolio' },
      {
        id: 'saas',
        label: 'Aplicaciones web progresivas y plataformas SaaS',
        count: 4,
        href: '/portfolio?categoria=saas',
      },
      {
        id: 'marketplaces',
        label: 'Tiendas online con integración de ERP y marketplaces',
        count: 5,
        href: '/portfolio?categoria=marketplaces',
      },
      {
        id: 'automation',
        label: 'Automatización de procesos con n8n e inteligencia artificial',
        count: 4,
        href: '/portfolio?categoria=automation',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const right = nav.getBoundingClientRect().right;
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    await expect(
      canvas.getByRole('link', { name: /Aplicaciones web progresivas/, current: true }),
    ).toBeVisible();
  },
};
