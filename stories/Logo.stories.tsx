import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, Logo } from '../ui';
import { tokenColor } from './fixtures/dom';

const meta = {
  title: 'Layout/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { name: 'Nodo Web Studio' },
  argTypes: { name: { control: 'text' } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wordmark is real text; the mark beside it is decorative. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nodo Web Studio')).toBeVisible();
    const mark = canvasElement.querySelector('svg');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** On the dark header and footer surface the wordmark takes the light text colour. */
export const OnDark: Story = {
  decorators: [
    (Story) => (
      <div className="inline-flex rounded-lg bg-surface p-4 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByText('Nodo Web Studio');
    await expect(name).toBeVisible();
    await expect(getComputedStyle(name).color).toBe(tokenColor('--color-surface-foreground'));
  },
};

/** As the header uses it: a home link whose accessible name says where it goes. */
export const AsHomeLink: Story = {
  render: (args) => (
    <Link href="/" aria-label="Nodo Web Studio, ir al inicio" className="inline-flex rounded-md">
      <Logo {...args} />
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveTextContent('Nodo Web Studio');
  },
};

/** The name never wraps, even in a narrow column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Nodo Web Studio');
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  render: (args) => (
    <Link
      href="/en/"
      aria-label="Nodo Web Studio, go to the home page"
      className="inline-flex rounded-md"
    >
      <Logo {...args} />
    </Link>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Nodo Web Studio, go to the home page' }),
    ).toHaveAttribute('href', '/en/');
  },
};
