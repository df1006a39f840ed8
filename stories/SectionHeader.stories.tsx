import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeader } from '../ui';
import { sectionHeaderVariantConfig } from '../ui/sections/SectionHeader';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

type Canvas = StoryContext['canvas'];

function headerOf(canvas: Canvas): HTMLElement {
  const header = canvas.getByRole('heading').closest<HTMLElement>('[data-slot="section-header"]');
  if (!header) throw new Error('Section header not found');
  return header;
}

const meta = {
  title: 'Sections/SectionHeader',
  component: SectionHeader,
  tags: ['autodocs'],
  args: {
    eyebrow: 'Servicios',
    title: 'Todo lo que tu negocio necesita para crecer en internet',
    description:
      'Diseño, desarrollo, posicionamiento y mantenimiento en un solo equipo, con un único interlocutor y plazos claros.',
    level: 2,
    align: 'center',
    onDark: false,
  },
  argTypes: {
    align: { control: 'inline-radio', options: optionsOf(sectionHeaderVariantConfig.align) },
    level: { control: 'inline-radio', options: [2, 3] },
    onDark: { control: 'boolean' },
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centred: eyebrow, title and introduction on one axis. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', {
      level: 2,
      name: 'Todo lo que tu negocio necesita para crecer en internet',
    });
    await expect(title).toBeVisible();
    const eyebrow = canvas.getByText('Servicios');
    const description = canvas.getByText(/un único interlocutor/);
    await expect(eyebrow).toBeVisible();
    await expect(description).toBeVisible();
    const header = headerOf(canvas);
    await expect(getComputedStyle(header).textAlign).toBe('center');
    // Eyebrow above title above description, centred on the same axis.
    const centre = (element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      return rect.left + rect.width / 2;
    };
    await expect(Math.abs(centre(eyebrow) - centre(title))).toBeLessThanOrEqual(2);
    await expect(eyebrow.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      description.getBoundingClientRect().top,
    );
    // The eyebrow is a small uppercase label in the accent colour.
    await expect(getComputedStyle(eyebrow).textTransform).toBe('uppercase');
    await expect(getComputedStyle(eyebrow).color).toBe(
      tokenColor('--color-primary-soft-foreground'),
    );
  },
};

export const StartAligned: Story = {
  args: { align: 'start' },
  play: async ({ canvas }) => {
    const header = headerOf(canvas);
    await expect(getComputedStyle(header).textAlign).toBe('left');
    const left = header.getBoundingClientRect().left;
    for (const element of [
      canvas.getByText('Servicios'),
      canvas.getByRole('heading', { level: 2 }),
      canvas.getByText(/un único interlocutor/),
    ]) {
      await expect(Math.abs(element.getBoundingClientRect().left - left)).toBeLessThanOrEqual(1);
    }
  },
};

/** Light text on the night-blue surface. */
export const OnDark: Story = {
  args: { onDark: true },
  decorators: [
    (Story) => (
      <div className="bg-surface p-8 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Servicios')).color).toBe(
      tokenColor('--color-surface-accent'),
    );
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).color).toBe(
      tokenColor('--color-surface-foreground'),
    );
    await expect(getComputedStyle(canvas.getByText(/un único interlocutor/)).color).toBe(
      tokenColor('--color-surface-muted-foreground'),
    );
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, eyebrow: undefined },
  play: async ({ canvas }) => {
    const header = headerOf(canvas);
    await expect(header.children).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Todo lo que tu negocio necesita para crecer en internet',
      }),
    ).toBeVisible();
  },
};

/** As a subsection title (h3) with the id a section uses for aria-labelledby. */
export const Level3: Story = {
  args: { level: 3, titleId: 'subsection-title', align: 'start' },
  decorators: [
    (Story) => (
      <section aria-labelledby="subsection-title">
        <h2 className="sr-only">Nodo Web Studio</h2>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3 });
    await expect(title).toHaveAttribute('id', 'subsection-title');
    await expect(
      canvas.getByRole('region', {
        name: 'Todo lo que tu negocio necesita para crecer en internet',
      }),
    ).toBeInTheDocument();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    eyebrow: 'Services',
    title: 'Everything your business needs to grow online',
    description:
      'Design, development, SEO and maintenance from one team, with a single point of contact and clear deadlines.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Everything your business needs to grow online',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Services')).toBeVisible();
    await expect(canvas.getByText(/single point of contact/)).toBeVisible();
  },
};

export const LongText: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  args: {
    eyebrow: 'Servicios profesionales de desarrollo',
    title:
      'Todo lo que tu negocio necesita para crecer en internet: transformacióndigitalintegralsincomplicaciones',
    description:
      'Diseño, desarrollo, posicionamiento, analítica, automatización y mantenimiento en un solo equipo: atenciónpersonalizadadesdeelprimerdía y plazos claros.',
  },
  play: async ({ canvas }) => {
    const header = headerOf(canvas);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    for (const element of [
      canvas.getByText('Servicios profesionales de desarrollo'),
      canvas.getByRole('heading', { level: 2 }),
      canvas.getByText(/atenciónpersonalizada/),
    ]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const header = headerOf(canvas);
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
