import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar, Download, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui';

const onAction = fn().mockName('onAction');
const onProjectTypeChange = fn().mockName('onProjectTypeChange');

const projectTypes = [
  { value: 'web', es: 'Aplicación Web', en: 'Web Application' },
  { value: 'movil', es: 'Aplicación Móvil', en: 'Mobile App' },
  { value: 'ecommerce', es: 'E-commerce', en: 'E-commerce' },
  { value: 'empresarial', es: 'Sistema Empresarial', en: 'Enterprise System' },
  { value: 'marketing', es: 'Marketing Digital', en: 'Digital Marketing' },
] as const;

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenuContent,
  subcomponents: {
    DropdownMenu,
    DropdownMenuTrigger,
    DropdownMenuItem,
    DropdownMenuRadioGroup,
    DropdownMenuRadioItem,
  },
  tags: ['autodocs'],
  args: { align: 'start', side: 'bottom', sideOffset: 6 },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    sideOffset: { control: { type: 'number', min: 0, max: 24 } },
  },
  render: (args) => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Contactar</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuItem onSelect={() => onAction('email')}>
          <Mail aria-hidden="true" />
          Enviar un email
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('whatsapp')}>
          <MessageCircle aria-hidden="true" />
          Escribir por WhatsApp
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('llamada')}>
          <Calendar aria-hidden="true" />
          Agendar una llamada
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAction('portafolio')}>
          <Download aria-hidden="true" />
          Descargar portafolio (PDF)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenuContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * Every menu here is non-modal (modal={false}), like the header's Services menu. The WAI-ARIA
 * menu-button pattern does not make the page inert, and Radix's modal mode marks the rest of the
 * page aria-hidden while it stays focusable, which axe reports (aria-hidden-focus).
 */

/** Radix renders the menu in a portal on document.body, outside the story's canvas. */
async function findMenu(name: string): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu', { name });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const OpenByClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    await userEvent.click(trigger);
    const menu = await findMenu('Contactar');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Enviar un email',
      'Escribir por WhatsApp',
      'Agendar una llamada',
      'Descargar portafolio (PDF)',
    ]);
    // Opens below the trigger, aligned to its start edge.
    const menuRect = menu.getBoundingClientRect();
    const triggerRect = trigger.getBoundingClientRect();
    await expect(menuRect.top).toBeGreaterThanOrEqual(triggerRect.bottom);
    await expect(Math.abs(menuRect.left - triggerRect.left)).toBeLessThanOrEqual(1);
  },
};

export const OpenByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await findMenu('Contactar');
    // Keyboard opening puts focus on the first item.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Enviar un email' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    // ArrowDown opens it too.
    await userEvent.keyboard('{ArrowDown}');
    await findMenu('Contactar');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Enviar un email' })).toHaveFocus(),
    );
  },
};

export const ArrowKeyNavigation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await findMenu('Contactar');
    const email = screen.getByRole('menuitem', { name: 'Enviar un email' });
    const whatsapp = screen.getByRole('menuitem', { name: 'Escribir por WhatsApp' });
    const call = screen.getByRole('menuitem', { name: 'Agendar una llamada' });
    const portfolio = screen.getByRole('menuitem', { name: 'Descargar portafolio (PDF)' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(whatsapp).toHaveFocus();
    await expect(whatsapp).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(call).toHaveFocus();
    // The separator is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(portfolio).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(call).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(portfolio).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('data-highlighted');
  },
};

export const ChooseItem: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    await userEvent.click(trigger);
    await findMenu('Contactar');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Escribir por WhatsApp' }));
    await expectClosed();
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction).toHaveBeenCalledWith('whatsapp');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChooseItemByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await findMenu('Contactar');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Agendar una llamada' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await expect(onAction).toHaveBeenCalledWith('llamada');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    await userEvent.click(trigger);
    await findMenu('Contactar');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onAction).not.toHaveBeenCalled();
  },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
  },
};

export const DisabledItem: Story = {
  render: (args) => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Contactar</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuItem onSelect={() => onAction('email')}>Enviar un email</DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onAction('llamada')}>
          Agendar una llamada (sin huecos esta semana)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('whatsapp')}>
          Escribir por WhatsApp
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await findMenu('Contactar');
    const disabled = screen.getByRole('menuitem', { name: /Agendar una llamada/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Enviar un email' })).toHaveFocus(),
    );
    // Arrow keys skip the unavailable item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Escribir por WhatsApp' })).toHaveFocus();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu', { name: 'Contactar' })).toBeVisible();
  },
};

export const DisabledTrigger: Story = {
  render: (args) => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled>
        <Button variant="outline">Contactar</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuItem onSelect={() => onAction('email')}>Enviar un email</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Contactar' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

function ProjectTypeMenu({
  locale = 'es',
  ...args
}: React.ComponentProps<typeof DropdownMenuContent> & { locale?: 'es' | 'en' }) {
  const [value, setValue] = useState<string>('web');
  const chosen = projectTypes.find((p) => p.value === value) ?? projectTypes[0];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          {locale === 'es' ? 'Tipo de proyecto' : 'Project type'}: {chosen[locale]}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuLabel>
          {locale === 'es' ? 'Tipo de proyecto' : 'Project type'}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onProjectTypeChange(next);
          }}
        >
          {projectTypes.map((p) => (
            <DropdownMenuRadioItem key={p.value} value={p.value}>
              {p[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const RadioGroup: Story = {
  render: (args) => <ProjectTypeMenu {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Tipo de proyecto: Aplicación Web' });
    await userEvent.click(trigger);
    await findMenu('Tipo de proyecto: Aplicación Web');
    const radios = screen.getAllByRole('menuitemradio');
    await expect(radios.map((r) => r.textContent)).toEqual([
      'Aplicación Web',
      'Aplicación Móvil',
      'E-commerce',
      'Sistema Empresarial',
      'Marketing Digital',
    ]);
    await expect(screen.getByRole('menuitemradio', { name: 'Aplicación Web' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'E-commerce' }));
    await expectClosed();
    await expect(onProjectTypeChange).toHaveBeenCalledWith('ecommerce');
    // The trigger shows the choice, and reopening shows it checked.
    const updated = canvas.getByRole('button', { name: 'Tipo de proyecto: E-commerce' });
    await userEvent.click(updated);
    await findMenu('Tipo de proyecto: E-commerce');
    await expect(screen.getByRole('menuitemradio', { name: 'E-commerce' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'Aplicación Web' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const RadioGroupByKeyboard: Story = {
  render: (args) => <ProjectTypeMenu {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Tipo de proyecto/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await findMenu('Tipo de proyecto: Aplicación Web');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitemradio', { name: 'Marketing Digital' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectClosed();
    await expect(onProjectTypeChange).toHaveBeenCalledWith('marketing');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Tipo de proyecto: Marketing Digital');
    await userEvent.keyboard('{Enter}');
    await findMenu('Tipo de proyecto: Marketing Digital');
    await expect(screen.getByRole('menuitemradio', { name: 'Marketing Digital' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Más opciones</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args} className="max-w-xs">
        <DropdownMenuItem onSelect={() => onAction('auditoria')}>
          Solicitar una auditoría gratuita de rendimiento, accesibilidad y SEO de tu web actual
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('caso')}>
          Descargar el caso de éxito de la tienda online de Panadería Núñez (PDF, 2,4 MB)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Más opciones' }));
    const menu = await findMenu('Más opciones');
    // Long items wrap inside the menu instead of widening it past its maximum.
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
    await userEvent.click(screen.getByRole('menuitem', { name: /auditoría gratuita/ }));
    await expectClosed();
    await expect(onAction).toHaveBeenCalledWith('auditoria');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { align: 'end' },
  render: (args) => (
    <div className="flex justify-end">
      <ProjectTypeMenu {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: /Tipo de proyecto/ }));
    const menu = await findMenu('Tipo de proyecto: Aplicación Web');
    const rect = menu.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    // Items are comfortable touch targets.
    const item = screen.getByRole('menuitemradio', { name: 'Aplicación Móvil' });
    await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    await userEvent.click(item);
    await expectClosed();
    await expect(onProjectTypeChange).toHaveBeenCalledWith('movil');
  },
};

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await userEvent.click(canvas.getByRole('button', { name: 'Contactar' }));
    await findMenu('Contactar');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Enviar un email' }));
    await expectClosed();
    await expect(onAction).toHaveBeenCalledWith('email');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  render: (args) => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Contact us</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onAction('email')}>
            <Mail aria-hidden="true" />
            Send an email
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('whatsapp')}>
            <MessageCircle aria-hidden="true" />
            Message us on WhatsApp
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('llamada')}>
            <Calendar aria-hidden="true" />
            Book a call
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const trigger = canvas.getByRole('button', { name: 'Contact us' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await findMenu('Contact us');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Message us on WhatsApp' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await expect(onAction).toHaveBeenCalledWith('whatsapp');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
