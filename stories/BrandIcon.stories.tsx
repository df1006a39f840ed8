import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandIcon, brandNames } from '../ui';
import { tokenColor } from './fixtures/dom';

const meta = {
  title: 'Icons/BrandIcon',
  component: BrandIcon,
  tags: ['autodocs'],
  args: { name: 'instagram' },
  argTypes: {
    name: { control: 'inline-radio', options: brandNames },
    title: { control: 'text' },
  },
} satisfies Meta<typeof BrandIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

function decorativeIcon(canvasElement: HTMLElement): SVGSVGElement {
  const svg = canvasElement.querySelector('svg');
  if (!svg) throw new Error('No icon rendered');
  return svg;
}

/** Decorative (no title): hidden from assistive technology, sized by the default class. */
export const Instagram: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = decorativeIcon(canvasElement);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
    await expect(svg.getBoundingClientRect().width).toBe(20);
  },
};

export const LinkedIn: Story = {
  args: { name: 'linkedin' },
  play: async ({ canvas, canvasElement }) => {
    const svg = decorativeIcon(canvasElement);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M20\.5 20\.5h/);
  },
};

export const GitHub: Story = {
  args: { name: 'github' },
  play: async ({ canvas, canvasElement }) => {
    const svg = decorativeIcon(canvasElement);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
  },
};

/** With a title the icon stands on its own: an image named by the title. */
export const WithTitle: Story = {
  args: { name: 'github', title: 'GitHub' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'GitHub' });
    await expect(img).not.toHaveAttribute('aria-hidden');
    await expect(img).toHaveAttribute('focusable', 'false');
  },
};

/** The three marks side by side, named, in the current text colour on a dark surface. */
export const AllOnDark: Story = {
  render: (args) => (
    <div className="inline-flex items-center gap-4 rounded-lg bg-surface p-4 text-surface-foreground">
      <BrandIcon {...args} name="instagram" title="Instagram" className="size-8" />
      <BrandIcon {...args} name="linkedin" title="LinkedIn" className="size-8" />
      <BrandIcon {...args} name="github" title="GitHub" className="size-8" />
    </div>
  ),
  play: async ({ canvas }) => {
    const icons = canvas.getAllByRole('img');
    await expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Instagram',
      'LinkedIn',
      'GitHub',
    ]);
    const light = tokenColor('--color-surface-foreground');
    for (const icon of icons) {
      await expect(icon.getBoundingClientRect().width).toBe(32);
      // fill="currentColor": the icon takes the surface's text colour.
      await expect(getComputedStyle(icon).color).toBe(light);
    }
  },
};
