import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu, type SiteNavigation } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { pressKey } from './fixtures/interaction';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';

/** The page behind the open menu does not scroll. */
async function expectScrollLocked(locked: boolean) {
  await waitFor(() => {
    const overflow = getComputedStyle(document.body).overflow;
    if (locked) expect(overflow).toBe('hidden');
    else expect(overflow).not.toBe('hidden');
  });
}

/** The open menu dialog, once its fade-in has made it visible. */
async function findMenu(name = 'Menú'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function expectMenuClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Opens the menu with a click on its button, as a tap does. */
async function openMenu(canvas: ReturnType<typeof within>, labels = navigationEs.menuLabels) {
  await userEvent.click(canvas.getByRole('button', { name: labels.open }));
  return findMenu(labels.title);
}

/** The Services disclosure in the open menu: its summary, and the list it shows or hides. */
function servicesGroup(dialog: HTMLElement, label = 'Servicios') {
  const summary = within(dialog).getByText(label, { selector: 'summary' });
  const list = summary.parentElement?.querySelector('ul');
  if (!list) throw new Error('The Services group has no list');
  return { summary, list };
}

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  args: {
    ...navigationEs,
    language: { ...navigationEs.language, onSelect: fn() },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    // The button sits in the dark header bar.
    (Story) => (
      <div className="flex h-18 items-center justify-end bg-surface px-4 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the menu button shows. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(open.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectScrollLocked(false);
  },
};

/**
 * The button opens a full-screen modal dialog: focus moves into it, the page behind is inert and
 * stops scrolling; the close button closes it and focus returns to the button.
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    const dialog = await openMenu(canvas);
    await expect(dialog).toHaveAccessibleName('Menú');
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectScrollLocked(true);
    // The page behind is inert: its button cannot take focus.
    open.focus();
    await expect(open).not.toHaveFocus();

    const menu = within(dialog);
    const nav = menu.getByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Inicio', 'Tecnologías', 'Auditoría web', 'Para agencias', 'Empleo']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['Utilidades', 'Blog', 'Portfolio', 'Contacto']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    // Services is closed: its pages are out of sight.
    await expect(servicesGroup(dialog).list).not.toBeVisible();
    await expect(menu.getByRole('link', { name: 'Acceso clientes' })).toHaveAttribute(
      'href',
      'https://panel.nodoweb.studio/',
    );
    await expect(menu.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(
      menu.getByRole('link', { name: 'Instagram (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank');

    await userEvent.click(menu.getByRole('button', { name: 'Cerrar menú' }));
    await expectMenuClosed();
    await expect(open).toHaveFocus();
    await expectScrollLocked(false);
  },
};

/** Services expands in place to show the service pages, and folds away again. */
export const ServicesExpanded: Story = {
  play: async ({ canvas }) => {
    const dialog = await openMenu(canvas);
    const { summary, list } = servicesGroup(dialog);
    await expect(list).not.toBeVisible();

    await userEvent.click(summary);
    await expect(list).toBeVisible();
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEs]);
    await expect(within(list).getByRole('link', { name: 'Diseño web' })).toHaveAttribute(
      'href',
      '/diseno-web',
    );

    await userEvent.click(summary);
    await expect(list).not.toBeVisible();

    // Open again for the picture.
    await userEvent.click(summary);
    await expect(list).toBeVisible();
  },
};

/**
 * By keyboard: Enter opens the menu with focus inside, Esc closes it and focus returns to the
 * button; Space opens it too.
 */
export const KeyboardEscape: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await pressKey('{Tab}');
    await expect(open).toHaveFocus();

    await pressKey('{Enter}');
    let dialog = await findMenu();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab stays in the menu: the page behind is inert.
    await pressKey('{Tab}');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await pressKey('{Escape}');
    await expectMenuClosed();
    await expect(open).toHaveFocus();
    await expectScrollLocked(false);

    await pressKey(' ');
    dialog = await findMenu();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await pressKey('{Escape}');
    await expectMenuClosed();
    await expect(open).toHaveFocus();
  },
};

/** Services opens by keyboard too: Enter on its summary shows its pages, reachable by Tab. */
export const ServicesByKeyboard: Story = {
  play: async ({ canvas }) => {
    const dialog = await openMenu(canvas);
    const { summary, list } = servicesGroup(dialog);
    summary.focus();
    await pressKey('{Enter}');
    await expect(list).toBeVisible();
    await pressKey('{Tab}');
    await expect(within(list).getByRole('link', { name: 'Todos los servicios' })).toHaveFocus();
  },
};

/** A link in the menu leads to its page. */
export const FollowLink: Story = {
  play: async ({ canvas }) => {
    const dialog = await openMenu(canvas);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Blog' }));
    await expect(linkClicks.hrefs).toEqual(['/blog']);
  },
};

/** Choosing the other language inside the menu stores it and navigates. */
export const ChangeLanguage: Story = {
  play: async ({ canvas, args }) => {
    const menu = within(await openMenu(canvas));
    const languages = within(menu.getByRole('navigation', { name: 'Idioma' }));
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(languages.getByRole('link', { name: 'English' }));
    await expect(args.language.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.language.onSelect).toHaveBeenCalledWith('en');
    await expect(linkClicks.hrefs).toEqual(['/en/services']);
  },
};

/** On a service page the menu opens with Services expanded and the page marked current. */
export const CurrentServicePage: Story = {
  args: withCurrentPage(navigationEs, 'services/web'),
  play: async ({ canvas }) => {
    const dialog = await openMenu(canvas);
    const { list } = servicesGroup(dialog);
    await expect(list).toBeVisible();
    const menu = within(dialog);
    const current = menu.getByRole('link', { name: 'Desarrollo web' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(current).color).toBe(tokenColor('--color-surface-accent'));
    await expect(menu.getByRole('link', { name: 'Diseño web' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(menu.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  },
};

const longGroupLabel = 'Servicios profesionales para empresas y agencias';

const longNavigation: SiteNavigation = {
  ...withCurrentPage(navigationEs, 'services/long'),
  items: navigationEs.items.map((item) =>
    'children' in item
      ? {
          ...item,
          label: longGroupLabel,
          current: true,
          children: [
            ...item.children,
            {
              id: 'services/long',
              label:
                'Consultoría de accesibilidad, rendimiento y posicionamiento para tiendas online',
              href: '/consultoria',
              current: true,
            },
          ],
        }
      : item,
  ),
};

/** Long labels wrap on a phone: nothing overflows the screen. */
export const LongText: Story = {
  args: longNavigation,
  play: async ({ canvas }) => {
    const dialog = await openMenu(canvas);
    const long = within(dialog).getByRole('link', { name: /^Consultoría de accesibilidad/ });
    await expect(long).toBeVisible();
    await expect(long).toHaveAttribute('aria-current', 'page');
    for (const element of [long, servicesGroup(dialog, longGroupLabel).summary]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const English: Story = {
  args: { ...navigationEn, language: { ...navigationEn.language, onSelect: fn() } },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });
    const dialog = await openMenu(canvas, navigationEn.menuLabels);
    const menu = within(dialog);
    await expect(menu.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const { summary, list } = servicesGroup(dialog, 'Services');
    await userEvent.click(summary);
    await expect(list).toBeVisible();
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEn]);
    await expect(menu.getByRole('link', { name: 'Client access' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
    await expectMenuClosed();
    await expect(open).toHaveFocus();
  },
};
