import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, UiIcon, uiIconNames } from '../ui';

const meta = {
  title: 'Icons/UiIcon',
  component: UiIcon,
  tags: ['autodocs'],
  args: { name: 'chevron-down' },
  argTypes: {
    name: { control: 'select', options: uiIconNames },
    className: { control: 'text' },
  },
} satisfies Meta<typeof UiIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

function onlyIcon(canvasElement: HTMLElement): SVGSVGElement {
  const [icon, ...others] = canvasElement.querySelectorAll('svg');
  if (!icon || others.length > 0)
    throw new Error(`Expected one icon, found ${icon ? others.length + 1 : 0}`);
  return icon;
}

/** Decorative: hidden from assistive technology, out of the tab order, 16 px by default. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = onlyIcon(canvasElement);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg).not.toHaveAttribute('role');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg.querySelector('path')?.getAttribute('d')).toBe('m6 9 6 6 6-6');
    const rect = svg.getBoundingClientRect();
    await expect([rect.width, rect.height]).toEqual([16, 16]);
  },
};

/** A class replaces the default size; the stroke follows the text colour. */
export const SizedAndColoured: Story = {
  args: { name: 'menu', className: 'size-8 text-primary' },
  play: async ({ canvasElement }) => {
    const svg = onlyIcon(canvasElement);
    const rect = svg.getBoundingClientRect();
    await expect([rect.width, rect.height]).toEqual([32, 32]);
    await expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(svg).color);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every icon, named, in the text colour of the dark header and footer. */
export const AllIcons: Story = {
  render: (args) => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3 rounded-lg bg-surface p-4 text-surface-foreground">
      {uiIconNames.map((name) => (
        <li
          key={name}
          className="flex flex-col items-center gap-2 rounded-md border border-surface-border p-3"
        >
          <UiIcon {...args} name={name} className="size-6" />
          <span className="text-xs font-medium">{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cells = canvas.getAllByRole('listitem');
    await expect(cells).toHaveLength(uiIconNames.length);
    await expect(cells.map((cell) => cell.textContent)).toEqual(uiIconNames);
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(uiIconNames.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('focusable', 'false');
      // Something is drawn.
      await expect(icon.childElementCount).toBeGreaterThan(0);
      await expect(icon.getBoundingClientRect().width).toBe(24);
    }
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // No two icons draw the same shape.
    await expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(uiIconNames.length);
  },
};

/** In an icon-only button the button carries the name; the icon adds nothing to it. */
export const InNamedButton: Story = {
  args: { name: 'menu' },
  render: (args) => (
    <div className="inline-flex rounded-lg bg-surface p-4 text-surface-foreground">
      <Button variant="ghost-surface" size="icon" aria-label="Abrir menú">
        <UiIcon {...args} className="size-6" />
      </Button>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(button).toHaveAccessibleName('Abrir menú');
    await expect(button).toHaveTextContent('');
    const svg = onlyIcon(canvasElement);
    await expect(button).toContainElement(svg as unknown as HTMLElement);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Beside visible text (the header's client access link), the text alone names the link. */
export const BesideText: Story = {
  args: { name: 'log-in' },
  render: (args) => (
    <a
      href="https://panel.nodoweb.studio/"
      className="inline-flex items-center gap-2 font-semibold text-primary underline"
    >
      <UiIcon {...args} />
      Acceso clientes
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Acceso clientes' });
    await expect(link).toHaveAccessibleName('Acceso clientes');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
