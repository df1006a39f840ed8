import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatMarkdown } from '../ui';

const meta = {
  title: 'Tools/Chat/ChatMarkdown',
  component: ChatMarkdown,
  tags: ['autodocs'],
  args: {
    text: 'Mira nuestros [servicios](/servicios) o la [guía](https://example.com/guia). 🚀',
    newTabHint: '(se abre en una pestaña nueva)',
  },
  argTypes: { text: { control: 'text' }, newTabHint: { control: 'text' } },
  render: (args) => (
    <div className="max-w-sm rounded-lg bg-background p-4 text-sm">
      <ChatMarkdown {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links open in a new tab without handing the page a reference to this one. */
export const Links: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'guía (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('href', 'https://example.com/guia');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /servicios/ })).toHaveAttribute(
      'href',
      '/servicios',
    );
  },
};

/** A javascript: link is shown as the text that was sent, not as a link. */
export const UnsafeLink: Story = {
  args: { text: 'Pulsa [aquí](javascript:alert(1)) o <img src=x onerror=alert(1)>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByText('Pulsa [aquí](javascript:alert(1)) o <img src=x onerror=alert(1)>'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** Bold text and line breaks. */
export const BoldAndLines: Story = {
  args: { text: 'Plan **Profesional**\nDesde 990 €' },
  play: async ({ canvas }) => {
    const bold = canvas.getByText('Profesional');
    await expect(bold.tagName).toBe('STRONG');
    await expect(canvas.getByText(/Desde 990/).querySelector('br')).not.toBeNull();
  },
};

/** In English: the new-tab hint that completes a link's name is the visitor's language. */
export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    text: 'See our [services](/en/services) or the [guide](https://example.com/guide). 🚀',
    newTabHint: '(opens in a new tab)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'guide (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(
      canvas.getByRole('link', { name: 'services (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/services');
  },
};
