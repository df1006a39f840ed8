import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, MessageCircle, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Spinner } from '../ui';
import { buttonVariantConfig } from '../ui/primitives/Button';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Solicitar presupuesto', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: optionsOf(buttonVariantConfig.variant),
    },
    size: { control: 'select', options: optionsOf(buttonVariantConfig.size) },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: { children: 'Request a quote' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request a quote' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primario
      </Button>
      <Button {...args} variant="secondary">
        Secundario
      </Button>
      <Button {...args} variant="outline">
        Contorno
      </Button>
      <Button {...args} variant="ghost">
        Fantasma
      </Button>
      <Button {...args} variant="link">
        Enlace
      </Button>
      <Button {...args} variant="whatsapp">
        <MessageCircle aria-hidden="true" />
        WhatsApp
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primario', 'Secundario', 'Contorno', 'Fantasma', 'Enlace', 'WhatsApp']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** The outline buttons made for coloured surfaces: the dark hero surface and the accent band. */
export const OnColouredSurfaces: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-lg bg-surface p-6">
        <Button {...args} variant="primary">
          Solicitar presupuesto
        </Button>
        <Button {...args} variant="outline-surface">
          Ver servicios
        </Button>
      </div>
      <div className="flex gap-3 rounded-lg bg-primary p-6">
        <Button {...args} variant="secondary">
          Hablemos
        </Button>
        <Button {...args} variant="outline-primary">
          Ver portfolio
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const onSurface = canvas.getByRole('button', { name: 'Ver servicios' });
    const onPrimary = canvas.getByRole('button', { name: 'Ver portfolio' });
    await expect(onSurface).toHaveAttribute('data-variant', 'outline-surface');
    await expect(onPrimary).toHaveAttribute('data-variant', 'outline-primary');
    // Each takes its surface's foreground (axe checks the contrast itself).
    await expect(getComputedStyle(onSurface).color).toBe(tokenColor('--color-surface-foreground'));
    const onAccent = tokenColor('--color-primary-foreground');
    await expect(getComputedStyle(onPrimary).color).toBe(onAccent);
    await expect(getComputedStyle(onPrimary).borderTopColor).toBe(onAccent);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Pequeño' });
    const large = canvas.getByRole('button', { name: 'Grande' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(
      small.getBoundingClientRect().height,
    );
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Ver servicios
        <ArrowRight aria-hidden="true" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ver servicios' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: {
    size: 'icon',
    'aria-label': 'Cerrar',
    variant: 'ghost',
    children: <X aria-hidden="true" />,
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Cerrar' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * A disabled submit button: dimmed, with a 'sending' label, taking no presses. (The site's forms
 * mark their sending button aria-disabled instead, so it keeps the focus: FormParts' SubmitButton.)
 */
export const Submitting: Story = {
  args: {
    type: 'submit',
    disabled: true,
    children: (
      <>
        <Spinner size="sm" label="Enviando..." />
        <span aria-hidden="true">Enviando...</span>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Enviando/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#contacto">Contactar</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contactar' });
    await expect(link).toHaveAttribute('href', '#contacto');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const LongText: Story = {
  args: {
    children: 'Quiero una tienda online a medida con pasarela de pago y envíos internacionales',
  },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} wrap justify="start" />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /tienda online/ });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
    // The label wraps onto more lines: the button grows instead of overflowing.
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  play: async ({ canvasElement, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};
