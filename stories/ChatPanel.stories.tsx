import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_MESSAGE_MAX } from '../domain/chat';
import { ChatLauncher, ChatPanel, Notice, type ChatPanelProps } from '../ui';
import {
  enChatIntro,
  enChatTexts,
  enLauncher,
  enNoScript,
  esChatIntro,
  enWelcome,
  esChatTexts,
  esConversation,
  esError,
  esLauncher,
  esNoScript,
  esQuickReplies,
  esWelcome,
} from './fixtures/chat';
import { pressKey } from './fixtures/interaction';

/**
 * Holds the message being written and whether the panel is open, as the page's container does
 * (site/app/SiteChat.tsx): closing by the close button or Esc closes it.
 */
function ControlledPanel(args: ChatPanelProps) {
  const [value, setValue] = useState(args.value);
  const [open, setOpen] = useState(args.open);
  return (
    <ChatPanel
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange?.(next);
      }}
      onClose={() => {
        setOpen(false);
        args.onClose();
      }}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

/** The panel with its launcher, which opens it natively (a popover), as on every page. */
function WithLauncher(args: ChatPanelProps) {
  const launcher = args.texts === enChatTexts ? enLauncher : esLauncher;
  return (
    <>
      <ChatLauncher label={launcher.label} popoverTarget={args.id} aria-haspopup="dialog" />
      <ControlledPanel {...args} />
    </>
  );
}

const meta = {
  title: 'Tools/Chat/ChatPanel',
  component: ChatPanel,
  tags: ['autodocs'],
  args: {
    id: 'chat-panel',
    open: true,
    messages: [esWelcome],
    waiting: false,
    value: '',
    maxLength: CHAT_MESSAGE_MAX,
    texts: esChatTexts,
    intro: esChatIntro,
    onOpenChange: fn(),
    onValueChange: fn(),
    onSend: fn(),
    onClose: fn(),
    onQuickReply: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    waiting: { control: 'boolean' },
    value: { control: 'text' },
    messages: { control: 'object' },
    quickReplies: { control: 'object' },
    texts: { control: 'object' },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <ControlledPanel {...args} />,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed, as every page has it: only the launcher shows. It opens the panel with no script (a
 * popover), the message box taking the focus; the close button closes it the same way.
 */
export const Closed: Story = {
  args: { open: false, quickReplies: esQuickReplies },
  render: (args) => <WithLauncher {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir el chat' }));
    await expect(canvas.getByRole('dialog', { name: 'Asistente automático' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tu mensaje' })).toHaveFocus();
    // Reported as the browser reports it: a toggle event, after the frame.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar el chat' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

/** Just opened by the visitor, nothing said yet: the box has the focus; sending is off while blank. */
export const Empty: Story = {
  args: { open: false, quickReplies: esQuickReplies },
  render: (args) => <WithLauncher {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir el chat' }));
    await expect(canvas.getByRole('dialog', { name: 'Asistente automático' })).toBeVisible();
    await expect(canvas.getByText('Responde un programa, no una persona')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tu mensaje' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

/**
 * Shown through `open` (a panel left open, on the next page): the focus stays where it was.
 */
export const Reopened: Story = {
  args: { messages: esConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Asistente automático' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tu mensaje' })).not.toHaveFocus();
  },
};

/** First open: the bot's welcome message (always first, no time) in a log that announces only new messages. */
export const Welcome: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversación' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log).toHaveAttribute('aria-relevant', 'additions');
    await expect(within(log).getByText(/Soy el asistente automático/)).toBeVisible();
  },
};

/** The bot is writing: three dots, read out as text. */
export const Typing: Story = {
  args: { messages: esConversation.slice(0, 2), waiting: true },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('log')).getByText('El asistente está preparando la respuesta…'),
    ).toBeInTheDocument();
  },
};

/** A conversation: the visitor's text as typed, the bot's with bold and a link. */
export const Conversation: Story = {
  args: { messages: esConversation },
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('log'));
    await expect(log.getByText('¿Cuánto cuesta una tienda online?')).toBeVisible();
    await expect(log.getByText('1.200 €').tagName).toBe('STRONG');
    const link = log.getByRole('link', { name: /tienda online/ });
    await expect(link).toHaveAttribute('href', '/tienda-online');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Markup typed by the visitor shows as text. */
export const UserTextIsPlain: Story = {
  args: {
    messages: [{ id: 'u', sender: 'user', text: '<b>hola</b> [x](/y)', time: '10:41' }],
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('<b>hola</b> [x](/y)');
    await expect(text).toBeVisible();
    const message = text.closest<HTMLElement>('[data-slot=chat-message]');
    if (!message) throw new Error('message missing');
    await expect(within(message).queryByRole('link')).toBeNull();
  },
};

/** A failed reply arrives as a bot message. */
export const ErrorMessage: Story = {
  args: { messages: [...esConversation.slice(0, 2), esError] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(esError.text)).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

/** A long reply wraps inside its bubble; the log scrolls to the newest message. */
export const LongMessage: Story = {
  args: {
    messages: [
      ...esConversation,
      {
        id: 'long',
        sender: 'bot',
        text: `${'Incluye diseño, desarrollo, pasarela de pago y formación. '.repeat(12)}https://example.com/una-direccion-muy-larga-sin-espacios-que-no-debe-desbordar`,
        time: '10:43',
      },
    ],
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
  },
};

/** Suggested replies are buttons; choosing one reports its id. */
export const QuickReplies: Story = {
  args: { messages: [esWelcome], quickReplies: esQuickReplies },
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Respuestas sugeridas' }));
    await userEvent.click(list.getByRole('button', { name: 'Ver precios' }));
    await expect(args.onQuickReply).toHaveBeenCalledWith('prices');
  },
};

/** Suggested replies that cannot be sent yet (the page's HTML, before the chat's code): shown, off. */
export const QuickRepliesUnavailable: Story = {
  args: {
    messages: [esWelcome],
    quickReplies: esQuickReplies.map((reply) => ({ ...reply, disabled: true })),
  },
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Respuestas sugeridas' }));
    const prices = list.getByRole('button', { name: 'Ver precios' });
    await expect(prices).toBeDisabled();
    await userEvent.click(prices, { pointerEventsCheck: 0 });
    await expect(args.onQuickReply).not.toHaveBeenCalled();
    // The box still takes typing.
    await expect(canvas.getByRole('textbox', { name: 'Tu mensaje' })).toBeEnabled();
  },
};

/** Waiting for a reply: the box and the send button are off. */
export const Waiting: Story = {
  args: { messages: esConversation.slice(0, 2), waiting: true, value: 'Otra pregunta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tu mensaje' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

/** Enter sends the message. */
export const EnterSends: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tu mensaje' }), 'Hola');
    await pressKey('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** Shift+Enter starts a new line instead of sending. */
export const ShiftEnterNewLine: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tu mensaje' });
    await userEvent.type(input, 'Hola');
    await pressKey('{Shift>}{Enter}{/Shift}');
    await expect(input).toHaveValue('Hola\n');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Esc, from anywhere in the panel, closes it. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Tu mensaje' }));
    await pressKey('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A note above the message box: where no script runs, the site says the chat needs one. */
export const NoScriptNote: Story = {
  args: { notice: <Notice message={esNoScript} className="mx-3 mb-3" /> },
  play: async ({ canvas }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'Asistente automático' }));
    await expect(dialog.getByRole('note')).toHaveTextContent(esNoScript);
  },
};

/**
 * Before the conversation: a program answers, not a person; the human channels (WhatsApp in a
 * new tab, the contact form) and the first layer of the privacy information.
 */
export const Intro: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversación' });
    await expect(within(log).getByText(/no una persona: puede equivocarse/)).toBeVisible();
    const whatsapp = within(log).getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAccessibleName('WhatsApp (se abre en una pestaña nueva)');
    await expect(within(log).getByRole('link', { name: 'Formulario de contacto' })).toBeVisible();
    await expect(within(log).getByRole('link', { name: 'política de privacidad' })).toBeVisible();
    await expect(within(log).getByText(/Responsable:/)).toBeVisible();
  },
};

/** A phone: a full-width sheet at the bottom of the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { messages: esConversation, quickReplies: esQuickReplies },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('dialog').getBoundingClientRect();
    await expect(rect.left).toBe(0);
    await expect(Math.round(rect.right)).toBe(window.innerWidth);
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight);
    const send = canvas.getByRole('button', { name: 'Enviar' }).getBoundingClientRect();
    await expect(send.height).toBeGreaterThanOrEqual(44);
  },
};

/** Desktop: the panel is 500 px high (spec: chat panel). */
export const Desktop: Story = {
  args: { messages: esConversation },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('dialog').getBoundingClientRect();
    await expect(Math.round(rect.height)).toBe(500);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { open: false, messages: [enWelcome], texts: enChatTexts, intro: enChatIntro },
  render: (args) => <WithLauncher {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat' }));
    await expect(canvas.getByRole('dialog', { name: 'Automated assistant' })).toBeVisible();
    await expect(canvas.getByText('A program answers, not a person')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close chat' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  },
};

export const EnglishNoScriptNote: Story = {
  parameters: { lang: 'en' },
  args: {
    messages: [enWelcome],
    texts: enChatTexts,
    intro: enChatIntro,
    notice: <Notice message={enNoScript} className="mx-3 mb-3" />,
  },
  play: async ({ canvas }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'Automated assistant' }));
    await expect(dialog.getByRole('note')).toHaveTextContent(enNoScript);
  },
};
