import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu, NavigationProvider, type MobileMenuProps } from '../ui';
import { tokenColor } from './fixtures/dom';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';

const navigate = fn().mockName('navigate');

/** Radix's scroll lock (react-remove-scroll) marks the body and hides its overflow. */
async function expectScrollLocked(locked: boolean) {
  await waitFor(() => {
    if (locked) {
      expect(document.body).toHaveAttribute('data-scroll-locked');
      expect(getComputedStyle(document.body).overflow).toBe('hidden');
    } else {
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
      expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    }
  });
}

/** The open menu dialog, once its fade-in has made it visible. */
async function findMenu(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The list of service links that the Services toggle controls. */
function servicesGroup(toggle: HTMLElement): HTMLElement {
  const group = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!group) throw new Error('Services toggle controls no element');
  return group;
}

/** The parent owns the open state, as the header does. */
function ControlledMobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p data-testid="open-state" className="mr-auto text-sm text-surface-muted-foreground">
        {open ? 'Menú abierto' : 'Menú cerrado'}
      </p>
      <MobileMenu
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  args: {
    ...navigationEs,
    language: { ...navigationEs.language, onSelect: fn() },
    defaultOpen: false,
    defaultExpanded: false,
  },
  argTypes: {
    defaultOpen: { control: 'boolean' },
    defaultExpanded: { control: 'boolean' },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    // The trigger sits in the dark header bar.
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <div className="flex h-18 items-center justify-end bg-surface px-4 text-surface-foreground">
          <Story />
        </div>
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the menu button shows. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectScrollLocked(false);
  },
};

/** The button opens a full-screen dialog; the page behind stops scrolling; the close button closes it. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(open);

    const dialog = await findMenu('Menú');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expectScrollLocked(true);
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);

    // Focus moves into the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const menu = within(dialog);
    const nav = menu.getByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Inicio', 'Tecnologías', 'Auditoría web', 'Para agencias', 'Empleo']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['Utilidades', 'Blog', 'Portfolio', 'Contacto']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(menu.getByRole('link', { name: 'Acceso clientes' })).toHaveAttribute(
      'href',
      'https://panel.nodoweb.studio/',
    );
    await expect(menu.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(
      menu.getByRole('link', { name: 'Instagram (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank');

    await userEvent.click(menu.getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toHaveFocus();
    await expectScrollLocked(false);
  },
};

/** Services expands in place to show the service pages. */
export const ServicesExpanded: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await findMenu('Menú');
    const menu = within(dialog);
    const toggle = menu.getByRole('button', { name: 'Servicios' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Desarrollo web' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = servicesGroup(toggle);
    await expect(group).toBeVisible();
    const links = within(group).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEs]);
    await expect(menu.getByRole('link', { name: 'Diseño web' })).toHaveAttribute(
      'href',
      '/diseno-web',
    );

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(group).not.toBeVisible();
  },
};

/** Following a link hands it to the router and closes the menu. */
export const FollowLink: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(open);
    const dialog = await findMenu('Menú');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Blog' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/blog');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectScrollLocked(false);
  },
};

/** Following a service link works the same way. */
export const FollowServiceLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const menu = within(await findMenu('Menú'));
    await userEvent.click(menu.getByRole('button', { name: 'Servicios' }));
    await userEvent.click(menu.getByRole('link', { name: 'Automatización y chatbots' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/automatizacion-chatbots');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** By keyboard: Enter opens, focus stays inside, Escape closes and returns focus to the button. */
export const KeyboardEscape: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findMenu('Menú');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Shift+Tab from the first element wraps to the last one inside the dialog (focus trap).
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
    await expectScrollLocked(false);
  },
};

/** Choosing the other language inside the menu stores it, navigates and closes the menu. */
export const ChangeLanguage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const menu = within(await findMenu('Menú'));
    const languages = within(menu.getByRole('navigation', { name: 'Idioma' }));
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(languages.getByRole('link', { name: 'English' }));
    await expect(args.language.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.language.onSelect).toHaveBeenCalledWith('en');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/en/services');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a service page the menu opens with Services expanded and the page marked current. */
export const CurrentServicePage: Story = {
  args: {
    ...withCurrentPage(navigationEs, 'services/web'),
    defaultOpen: true,
    defaultExpanded: true,
  },
  play: async () => {
    const menu = within(await findMenu('Menú'));
    await expect(menu.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = menu.getByRole('link', { name: 'Desarrollo web' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(current).color).toBe(tokenColor('--color-surface-accent'));
    await expect(menu.getByRole('link', { name: 'Diseño web' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(menu.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  },
};

export const English: Story = {
  args: { ...navigationEn, language: { ...navigationEn.language, onSelect: fn() } },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const menu = within(await findMenu('Menu'));
    await expect(menu.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const toggle = menu.getByRole('button', { name: 'Services' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(servicesGroup(toggle)).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEn]);
    await expect(menu.getByRole('link', { name: 'Client access' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};

/**
 * Controlled: the parent owns the state. Every open and close (button, Esc, close button, a
 * followed link) goes through onOpenChange and comes back through open.
 */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ControlledMobileMenu {...args} />,
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    const state = canvas.getByTestId('open-state');
    await expect(state).toHaveTextContent('Menú cerrado');

    await userEvent.click(open);
    let dialog = await findMenu('Menú');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(state).toHaveTextContent('Menú abierto');
    await expectScrollLocked(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(state).toHaveTextContent('Menú cerrado');
    await waitFor(() => expect(open).toHaveFocus());

    await userEvent.click(open);
    dialog = await findMenu('Menú');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(state).toHaveTextContent('Menú cerrado');

    await userEvent.click(open);
    dialog = await findMenu('Menú');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Contacto' }));
    await expect(navigate).toHaveBeenCalledWith('/contacto');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(state).toHaveTextContent('Menú cerrado');
    await expectScrollLocked(false);

    const rounds = [true, false, true, false, true, false];
    await expect(args.onOpenChange).toHaveBeenCalledTimes(rounds.length);
    for (const [index, value] of rounds.entries()) {
      await expect(args.onOpenChange).toHaveBeenNthCalledWith(index + 1, value);
    }
  },
};
