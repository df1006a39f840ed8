import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HEADER_SCROLL_THRESHOLD, Header, NavigationProvider } from '../ui';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';

const navigate = fn().mockName('navigate');

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const wide = { viewport: { value: 'wide', isRotated: false } };

function scrollPage(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
}

/** The Services dropdown once it is open (Radix renders it in a portal on document.body). */
async function findServicesMenu(name = 'Servicios'): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu', { name });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    ...navigationEs,
    language: { ...navigationEs.language, onSelect: fn() },
    transparentAtTop: false,
  },
  argTypes: { transparentAtTop: { control: 'boolean' } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        // Tailwind's 2xl breakpoint (96rem), where the social links join the bar.
        wide: {
          name: 'Wide desktop 1536x900',
          styles: { width: '1536px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: desktop,
  decorators: [
    // A dark, tall page: the header is fixed, white on a transparent or dark bar.
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <div className="min-h-[300vh] bg-surface text-surface-foreground">
          <Story />
        </div>
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    scrollPage(0);
    return () => scrollPage(0);
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page but home: a dark, blurred bar with the full navigation from the xl breakpoint. */
export const Solid: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'solid');
    await expect(getComputedStyle(header).position).toBe('fixed');
    await expect(getComputedStyle(header).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    await expect(
      canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' }),
    ).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(10);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inicio',
      'Tecnologías',
      'Auditoría web',
      'Para agencias',
      'Empleo',
      'Utilidades',
      'Blog',
      'Portfolio',
      'Contacto',
    ]);
    const services = within(nav).getByRole('button', { name: 'Servicios' });
    await expect(services).toHaveAttribute('aria-haspopup', 'menu');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await expect(canvas.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Acceso clientes' })).toHaveAttribute(
      'href',
      'https://panel.nodoweb.studio/',
    );
    // No menu button, and no social links below 2xl.
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Redes sociales' })).not.toBeInTheDocument();
    // Everything fits in the bar.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        header.getBoundingClientRect().bottom,
      );
    }
  },
};

/** Home: transparent over the hero until the page scrolls past 50 px, then solid. */
export const TransparentOnHome: Story = {
  args: { ...withCurrentPage(navigationEs, 'home'), transparentAtTop: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'transparent');
    await expect(getComputedStyle(header).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    scrollPage(HEADER_SCROLL_THRESHOLD);
    // Exactly 50 px is not past the threshold.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(header).toHaveAttribute('data-state', 'transparent');

    scrollPage(HEADER_SCROLL_THRESHOLD + 150);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'solid'));

    scrollPage(0);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'transparent'));
  },
};

/** Enter on Services opens its menu; arrows move through the pages; Esc closes it. */
export const ServicesDropdownKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');

    const menu = await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([...serviceLabelsEs]);
    await expect(items[1]).toHaveAttribute('href', '/desarrollo-web');

    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[1]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** Enter on a service follows it through the router and closes the menu. */
export const ServicesDropdownKeyboardSelect: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await findServicesMenu();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Todos los servicios' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Redacción de contenidos' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/redaccion-contenidos');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * A tap opens the menu (touch screens have no hover); tapping a page navigates and closes it.
 * (A mouse opens it on hover, see HoverOpens.)
 */
export const ServicesDropdownClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    const menu = await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);

    await userEvent.pointer({
      keys: '[TouchA]',
      target: within(menu).getByRole('menuitem', { name: 'SEO y marketing' }),
    });
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/seo-marketing');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A second tap on Services closes the menu again. */
export const ServicesDropdownTapToggle: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/**
 * Hovering Services opens the menu; moving the pointer onto the menu keeps it open; leaving it
 * closes it after the 200 ms delay.
 */
export const HoverOpens: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.hover(trigger);
    const menu = await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.unhover(trigger);
    await userEvent.hover(menu);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(menu).toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.unhover(menu);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The page being shown is marked in the bar. */
export const CurrentPage: Story = {
  args: withCurrentPage(navigationEs, 'blog'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const blog = within(nav).getByRole('link', { name: 'Blog' });
    await expect(blog).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(blog).color).toBe('rgb(169, 157, 255)');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link !== blog);
    for (const link of others) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

/** On a service page, Services is highlighted and the page is marked inside its menu. */
export const CurrentServicePage: Story = {
  args: withCurrentPage(navigationEs, 'services/design'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveAttribute('data-current', 'true');
    await expect(getComputedStyle(trigger).color).toBe('rgb(169, 157, 255)');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findServicesMenu();
    await expect(within(menu).getByRole('menuitem', { name: 'Diseño web' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(menu).getByRole('menuitem', { name: 'Desarrollo web' }),
    ).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Links in the bar are handled by the router; the language switch stores the choice first. */
export const FollowLinks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Contacto' }));
    await expect(navigate).toHaveBeenLastCalledWith('/contacto');
    await userEvent.click(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.language.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.language.onSelect).toHaveBeenCalledWith('en');
    await expect(navigate).toHaveBeenLastCalledWith('/en/services');
    await expect(navigate).toHaveBeenCalledTimes(3);
  },
};

export const English: Story = {
  args: { ...navigationEn, language: { ...navigationEn.language, onSelect: fn() } },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Web audit' })).toHaveAttribute(
      'href',
      '/en/web-audit',
    );
    await expect(canvas.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Client access' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Services' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findServicesMenu('Services');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([...serviceLabelsEn]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** From 1536 px the social links join the bar. */
export const WideWithSocialLinks: Story = {
  globals: wide,
  play: async ({ canvas }) => {
    const social = canvas.getByRole('list', { name: 'Redes sociales' });
    await expect(social).toBeVisible();
    for (const link of within(social).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Tablet: the menu button replaces the navigation; the language switch stays in the bar. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('navigation', { name: 'Navegación principal' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Acceso clientes' })).not.toBeInTheDocument();
  },
};

/** Phone: brand and menu button only; the menu holds everything else. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('navigation', { name: 'Navegación principal' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Idioma' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' })).toBeVisible();
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );

    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};
