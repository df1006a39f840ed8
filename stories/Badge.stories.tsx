import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from '../ui';
import { badgeVariantConfig } from '../ui/primitives/Badge';
import { cssColor, tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'NUEVO', variant: 'default' },
  argTypes: {
    variant: {
      control: 'select',
      options: optionsOf(badgeVariantConfig.variant),
    },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const colour = (el: HTMLElement) => getComputedStyle(el).backgroundColor;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('NUEVO');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-variant', 'default');
    await expect(colour(badge)).toBe(tokenColor('--color-primary'));
    await expect(getComputedStyle(badge).color).toBe(tokenColor('--color-primary-foreground'));
  },
};

export const English: Story = {
  args: { children: 'NEW' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(canvas.queryByText('NUEVO')).not.toBeInTheDocument();
  },
};

/** Every variant meant for light backgrounds. */
export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge {...args} variant="default">
        NUEVO
      </Badge>
      <Badge {...args} variant="soft">
        SEO
      </Badge>
      <Badge {...args} variant="secondary">
        WordPress
      </Badge>
      <Badge {...args} variant="outline">
        EXTERNO
      </Badge>
      <Badge {...args} variant="success">
        Publicado
      </Badge>
      <Badge {...args} variant="warning">
        En revisión
      </Badge>
      <Badge {...args} variant="danger">
        Caducado
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = {
      NUEVO: 'default',
      SEO: 'soft',
      WordPress: 'secondary',
      EXTERNO: 'outline',
      Publicado: 'success',
      'En revisión': 'warning',
      Caducado: 'danger',
    };
    const backgrounds = new Set<string>();
    for (const [text, variant] of Object.entries(expected)) {
      const badge = canvas.getByText(text);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-variant', variant);
      backgrounds.add(colour(badge));
    }
    // Each filled variant looks different; outline is transparent with a visible border.
    await expect(backgrounds.size).toBe(7);
    const outline = canvas.getByText('EXTERNO');
    await expect(colour(outline)).toBe(cssColor('transparent'));
    await expect(getComputedStyle(outline).borderTopColor).toBe(tokenColor('--color-border'));
  },
};

export const VariantsEnglish: Story = {
  parameters: { lang: 'en' },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge {...args} variant="default">
        NEW
      </Badge>
      <Badge {...args} variant="outline">
        EXTERNAL
      </Badge>
      <Badge {...args} variant="success">
        Published
      </Badge>
      <Badge {...args} variant="warning">
        In review
      </Badge>
      <Badge {...args} variant="danger">
        Expired
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['NEW', 'EXTERNAL', 'Published', 'In review', 'Expired']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The dark variant sits on the night-blue hero surface. */
export const Dark: Story = {
  args: { variant: 'dark', children: 'Automatización' },
  render: (args) => (
    <div className="flex flex-wrap gap-3 rounded-lg bg-surface p-6 text-surface-foreground">
      <Badge {...args} />
      <Badge {...args}>NUEVO</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Automatización');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-variant', 'dark');
    await expect(colour(badge)).toBe(tokenColor('--color-surface-raised'));
    await expect(getComputedStyle(badge).color).toBe(tokenColor('--color-surface-foreground'));
    await expect(canvas.getByText('NUEVO')).toHaveAttribute('data-variant', 'dark');
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'soft',
    children: (
      <>
        <Sparkles aria-hidden="true" />
        Diseño con IA
      </>
    ),
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Diseño con IA');
    await expect(badge).toBeVisible();
    const icon = badge.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getBoundingClientRect().width).toBe(12);
  },
};

/** A badge rendered as the link itself, e.g. a client's live site on a portfolio card. */
export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: (
      <a href="https://www.example.com" target="_blank" rel="noreferrer">
        EXTERNO
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'EXTERNO (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
    await expect(link).toHaveAttribute('href', 'https://www.example.com');
    await expect(link).toHaveAttribute('target', '_blank');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { variant: 'soft', children: 'Certificado Google Partner en campañas de búsqueda' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Badge {...args} />
      <Badge variant="soft">SEO</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByText('Certificado Google Partner en campañas de búsqueda');
    const short = canvas.getByText('SEO');
    await expect(long).toBeVisible();
    // A badge never wraps: it stays one line, as tall as a short one.
    await expect(long.getBoundingClientRect().height).toBe(short.getBoundingClientRect().height);
    await expect(long.getBoundingClientRect().width).toBeGreaterThan(
      short.getBoundingClientRect().width * 4,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {['Desarrollo web', 'Tiendas online', 'SEO', 'Diseño', 'Automatización', 'Mantenimiento'].map(
        (text) => (
          <Badge key={text} {...args} variant="secondary">
            {text}
          </Badge>
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Desarrollo web', 'Tiendas online', 'Automatización', 'Mantenimiento']) {
      const badge = canvas.getByText(text);
      await expect(badge).toBeVisible();
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The row wraps onto a second line on a phone instead of overflowing.
    const first = canvas.getByText('Desarrollo web').getBoundingClientRect();
    const last = canvas.getByText('Mantenimiento').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};
