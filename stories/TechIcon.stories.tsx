import type { Meta, StoryObj } from '@storybook/react-vite';
import { siTypescript } from 'simple-icons';
import { expect } from 'storybook/test';
import { TechIcon } from '../ui';
import { tokenColor } from './fixtures/dom';
import { marks, techNames } from './fixtures/tech-marks';

const meta = {
  title: 'Icons/TechIcon',
  component: TechIcon,
  tags: ['autodocs'],
  args: { mark: marks.react },
  argTypes: {
    mark: { control: 'select', options: techNames, mapping: marks },
    title: { control: 'text' },
    brandColor: { control: { type: 'boolean' } },
  },
} satisfies Meta<typeof TechIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon with its name as visible text: the icons themselves are decorative. */
export const AllIcons: Story = {
  render: (args) => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
      {techNames.map((name) => (
        <li
          key={name}
          className="flex items-center gap-3 rounded-md border border-border p-3 text-sm text-foreground"
        >
          <TechIcon {...args} mark={marks[name]} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(techNames.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(icon.getBoundingClientRect().width).toBe(24);
    }
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    for (const name of techNames) await expect(canvas.getByText(name)).toBeVisible();
  },
};

/** With a title the icon stands on its own: an image named by the title. */
export const Labelled: Story = {
  args: { mark: marks.docker, title: 'Docker' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Docker' });
    await expect(img).not.toHaveAttribute('aria-hidden');
    await expect(img).toHaveAttribute('focusable', 'false');
    await expect(img).toHaveAttribute('fill', 'currentColor');
  },
};

/**
 * Brand colours, for light backgrounds. Colours under 3:1 against white (React's light cyan,
 * Tailwind, Supabase, Shopify, n8n) use the text colour instead; generic icons use the accent.
 */
export const BrandColours: Story = {
  args: { brandColor: true },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4 rounded-lg bg-background p-4">
      {(['typescript', 'react', 'docker', 'security', 'nextjs'] as const).map((name) => (
        <TechIcon {...args} key={name} mark={marks[name]} title={name} className="size-10" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'typescript' })).toHaveAttribute(
      'fill',
      `#${siTypescript.hex}`,
    );
    // React's brand cyan has 1.6:1 on white: it falls back to the foreground token.
    const react = canvas.getByRole('img', { name: 'react' });
    await expect(react).toHaveAttribute('fill', 'var(--color-foreground)');
    await expect(getComputedStyle(react).fill).toBe(tokenColor('--color-foreground'));
    // A generic line icon strokes in the accent colour.
    const shield = canvas.getByRole('img', { name: 'security' });
    const lines = shield.querySelector('g');
    if (!lines) throw new Error('No line group in the shield icon');
    await expect(getComputedStyle(lines).stroke).toBe(tokenColor('--color-primary'));
    await expect(getComputedStyle(lines).fill).toBe('none');
  },
};

/** In the current text colour on the dark surface. */
export const OnDark: Story = {
  render: (args) => (
    <div className="inline-flex items-center gap-4 rounded-lg bg-surface p-4 text-surface-foreground">
      <TechIcon {...args} mark={marks.nextjs} title="Next.js" className="size-8" />
      <TechIcon {...args} mark={marks.vercel} title="Vercel" className="size-8" />
      <TechIcon {...args} mark={marks.performance} title="Performance" className="size-8" />
    </div>
  ),
  play: async ({ canvas }) => {
    const icons = canvas.getAllByRole('img');
    await expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Next.js',
      'Vercel',
      'Performance',
    ]);
    const light = tokenColor('--color-surface-foreground');
    for (const icon of icons) {
      await expect(icon.getBoundingClientRect().width).toBe(32);
      await expect(icon).toHaveAttribute('fill', 'currentColor');
      await expect(getComputedStyle(icon).fill).toBe(light);
    }
  },
};
