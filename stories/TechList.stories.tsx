import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TechIcon, TechList, type TechItem } from '../ui';
import { tokenColor } from './fixtures/dom';
import { marks, type TechName } from './fixtures/tech-marks';

const logoNames = [
  ['React', 'react'],
  ['Node.js', 'nodejs'],
  ['TypeScript', 'typescript'],
  ['Next.js', 'nextjs'],
  ['MongoDB', 'mongodb'],
  ['PostgreSQL', 'postgresql'],
] as const satisfies readonly (readonly [string, TechName])[];

/** Logos in their brand colours (light page) or in the text colour (dark surface). */
function logoItems(brandColor: boolean): TechItem[] {
  return logoNames.map(([name, icon]) => ({
    name,
    icon: <TechIcon mark={marks[icon]} brandColor={brandColor} />,
  }));
}

const logos = logoItems(true);

const chips: TechItem[] = [
  { name: 'Docker' },
  { name: 'AWS' },
  { name: 'Vercel' },
  { name: 'MongoDB Atlas' },
  { name: 'Supabase' },
  { name: 'Stripe' },
];

const cardsEs: TechItem[] = [
  {
    name: 'React',
    icon: <TechIcon mark={marks.react} />,
    description: 'Interfaces rápidas, accesibles y fáciles de ampliar.',
  },
  {
    name: 'Node.js',
    icon: <TechIcon mark={marks.nodejs} />,
    description: 'APIs, integraciones y tareas programadas en el servidor.',
  },
  {
    name: 'PostgreSQL',
    icon: <TechIcon mark={marks.postgresql} />,
    description: 'Datos relacionales fiables para pedidos, clientes y facturas.',
  },
];

const meta = {
  title: 'Sections/TechList',
  component: TechList,
  tags: ['autodocs'],
  args: { items: logos, variant: 'logos', onDark: false, 'aria-label': 'Tecnologías principales' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['logos', 'chips', 'cards'] },
    onDark: { control: 'boolean' },
    items: { control: false },
  },
} satisfies Meta<typeof TechList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

/** Each item's visible name, in order. */
function names(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function itemOf(canvas: Canvas, name: string): HTMLElement {
  const item = canvas.getByText(name, { exact: true }).closest('li');
  if (!item) throw new Error(`Item ${name} not found`);
  return item;
}

export const Logos: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tecnologías principales' });
    await expect(list).toHaveAttribute('data-variant', 'logos');
    await expect(names(list)).toEqual([
      'React',
      'Node.js',
      'TypeScript',
      'Next.js',
      'MongoDB',
      'PostgreSQL',
    ]);
    for (const name of names(list)) {
      const item = itemOf(canvas, name);
      await expect(within(item).getByText(name)).toBeVisible();
      // Every tile has its logo, hidden from screen readers (the name says it).
      const logo = item.querySelector('svg');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('aria-hidden', 'true');
      await expect(logo?.getBoundingClientRect().width).toBe(40);
    }
    // Six tiles in one row on a wide screen.
    const tops = new Set(
      names(list).map((name) => itemOf(canvas, name).getBoundingClientRect().top),
    );
    await expect(tops.size).toBe(1);
  },
};

/** Compact names only: icons are not shown as chips. */
export const Chips: Story = {
  args: { items: chips, variant: 'chips', 'aria-label': 'Infraestructura y servicios' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Infraestructura y servicios' });
    await expect(list).toHaveAttribute('data-variant', 'chips');
    await expect(names(list)).toEqual([
      'Docker',
      'AWS',
      'Vercel',
      'MongoDB Atlas',
      'Supabase',
      'Stripe',
    ]);
    await expect(list.querySelector('svg')).toBeNull();
    const chip = itemOf(canvas, 'MongoDB Atlas');
    await expect(chip).toBeVisible();
    // Pill-shaped.
    await expect(parseFloat(getComputedStyle(chip).borderTopLeftRadius)).toBeGreaterThan(
      chip.getBoundingClientRect().height / 2 - 1,
    );
  },
};

/** Logo, name and a sentence on what we use it for. */
export const Cards: Story = {
  args: { items: cardsEs, variant: 'cards', 'aria-label': 'Nuestro stack' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Nuestro stack' });
    await expect(list).toHaveAttribute('data-variant', 'cards');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const item of cardsEs) {
      const card = itemOf(canvas, item.name);
      await expect(within(card).getByText(item.name)).toBeVisible();
      await expect(within(card).getByText(item.description ?? '')).toBeVisible();
      await expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** On the night-blue surface: raised tiles with light text. */
export const OnDark: Story = {
  args: { onDark: true, items: logoItems(false) },
  decorators: [
    (Story) => (
      <div className="rounded-lg bg-surface p-6 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const tile = itemOf(canvas, 'React');
    await expect(getComputedStyle(tile).backgroundColor).toBe(tokenColor('--color-surface-raised'));
    await expect(getComputedStyle(tile).color).toBe(tokenColor('--color-surface-foreground'));
    // Logos take the light text colour instead of their brand colours.
    await expect(tile.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  },
};

export const OnDarkCards: Story = {
  args: { items: cardsEs, variant: 'cards', onDark: true, 'aria-label': 'Nuestro stack' },
  decorators: OnDark.decorators,
  play: async ({ canvas }) => {
    const description = canvas.getByText(/Datos relacionales fiables/);
    await expect(getComputedStyle(description).color).toBe(
      tokenColor('--color-surface-muted-foreground'),
    );
    await expect(getComputedStyle(itemOf(canvas, 'PostgreSQL')).backgroundColor).toBe(
      tokenColor('--color-surface-raised'),
    );
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    variant: 'cards',
    'aria-label': 'Our stack',
    items: [
      {
        name: 'React',
        icon: <TechIcon mark={marks.react} />,
        description: 'Fast, accessible interfaces that are easy to extend.',
      },
      {
        name: 'Node.js',
        icon: <TechIcon mark={marks.nodejs} />,
        description: 'APIs, integrations and scheduled jobs on the server.',
      },
      {
        name: 'PostgreSQL',
        icon: <TechIcon mark={marks.postgresql} />,
        description: 'Reliable relational data for orders, customers and invoices.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our stack' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/scheduled jobs on the server/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    variant: 'cards',
    'aria-label': 'Nuestro stack',
    items: [
      {
        name: 'Orquestacióndecontenedoresmultirregión',
        icon: <TechIcon mark={marks.docker} />,
        description:
          'Desplegamos microservicios en clústeres replicados con escalado automático, balanceo de carga y recuperación ante desastres entre regiones.',
      },
      {
        name: 'PostgreSQL',
        icon: <TechIcon mark={marks.postgresql} />,
        description: 'Replicación lógica, particionado y copias de seguridad verificadas.',
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
    const card = itemOf(canvas, 'Orquestacióndecontenedoresmultirregión');
    await expect(card).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const LongChips: Story = {
  args: {
    variant: 'chips',
    'aria-label': 'Infraestructura y servicios',
    items: [
      { name: 'Amazon Web Services Elastic Kubernetes Service' },
      { name: 'Plataformadepagosinternacionalesconmultidivisa' },
      { name: 'Stripe' },
    ],
  },
  decorators: LongText.decorators,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Infraestructura y servicios' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};

export const LongLogos: Story = {
  args: {
    items: [
      {
        name: 'Amazonwebserviceselastickubernetes',
        icon: <TechIcon mark={marks.kubernetes} brandColor />,
      },
      { name: 'PostgreSQL', icon: <TechIcon mark={marks.postgresql} brandColor /> },
    ],
  },
  decorators: LongText.decorators,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tecnologías principales' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const tile = itemOf(canvas, 'Amazonwebserviceselastickubernetes');
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tecnologías principales' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // Two tiles a row on a phone.
    const react = itemOf(canvas, 'React').getBoundingClientRect();
    const node = itemOf(canvas, 'Node.js').getBoundingClientRect();
    const typescript = itemOf(canvas, 'TypeScript').getBoundingClientRect();
    await expect(node.top).toBe(react.top);
    await expect(typescript.top).toBeGreaterThan(react.bottom);
  },
};
