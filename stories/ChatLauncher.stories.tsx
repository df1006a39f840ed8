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
    'aria-expanded': false,
    'aria-controls': 'chat-panel',
    onClick: fn(),
  },
  argTypes: {
    unread: { control: { type: 'number', min: 0 } },
    hidden: { control: 'boolean' },
  },
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a round button at the bottom right that says what it opens. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Abrir el chat' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'chat-panel');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Unread replies: a badge with the count, also part of the button's name. */
export const Unread: Story = {
  args: { unread: 2, unreadLabel: esLauncher.unread(2) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir el chat, 2 mensajes nuevos' });
    await expect(button).toHaveTextContent('2');
  },
};

/** Hidden while a full-screen overlay is open. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { label: enLauncher.label, unread: 1, unreadLabel: enLauncher.unread(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open chat, 1 new message' })).toBeVisible();
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
