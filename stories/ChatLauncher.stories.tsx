import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatLauncher } from '../ui';
import { enLauncher, esLauncher } from './fixtures/chat';

const meta = {
  title: 'Tools/Chat/ChatLauncher',
  component: ChatLauncher,
  tags: ['autodocs'],
  args: {
    label: esLauncher.label,
    unread: 0,
    'aria-haspopup': 'dialog',
    onClick: fn(),
  },
  argTypes: {
    unread: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed: a round button at the bottom right that says what it opens (with the panel, it opens
 * it natively: ChatPanel's Closed story).
 */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Abrir el chat' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Unread replies: a badge with the count, also part of the button's name. */
export const Unread: Story = {
  args: { unread: 2, unreadLabel: esLauncher.unread(2) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir el chat (2 mensajes nuevos)' });
    await expect(button).toHaveTextContent('2');
  },
};

/** Many unread replies: the badge stays small. */
export const ManyUnread: Story = {
  args: { unread: 12, unreadLabel: esLauncher.unread(12) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir el chat (12 mensajes nuevos)' });
    await expect(button).toHaveTextContent('9+');
  },
};

/** Hidden while another dialog of the page is open (ui/styles.css), with no script. */
export const Hidden: Story = {
  render: (args) => (
    <>
      <ChatLauncher {...args} />
      <div role="dialog" aria-label="Otro diálogo" className="p-4">
        Otro diálogo abierto
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Otro diálogo' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { label: enLauncher.label, unread: 1, unreadLabel: enLauncher.unread(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open chat (1 new message)' })).toBeVisible();
  },
};

/** A phone: the button stays inside the screen and is a comfortable touch target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('button', { name: 'Abrir el chat' }).getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
