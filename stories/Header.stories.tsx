import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HEADER_SCROLL_THRESHOLD, Header } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { pressKey } from './fixtures/interaction';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';
import { hover, moveMouseTo } from './fixtures/pointer';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const wide = { viewport: { value: 'wide', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

function scrollPage(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
}

type Canvas = ReturnType<typeof within>;

/**
 * The list of pages the Services button shows (in its popover), found whether shown or not: a
 * hidden list has no accessible name, so it is found through the button.
 */
function servicesList(canvas: Canvas, name = 'Servicios'): HTMLElement {
  const trigger = canvas.getByRole('button', { name }) as HTMLButtonElement;
  const list = trigger.popoverTargetElement?.querySelector('ul');
  if (!(list instanceof HTMLElement)) throw new Error(`${name} shows no list`);
  return list;
}

/** The open mobile menu. */
async function findMobileMenu(name = 'Menú'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

/** How opaque an element's background is: 0 transparent, 1 opaque. */
function backgroundAlpha(element: Element): number {
  const color = backgroundOf(element);
  const alpha = /\/\s*([\d.]+)\)$/.exec(color) ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(color);
  return alpha ? Number(alpha[1]) : 1;
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
      <div className="min-h-[300vh] bg-surface text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  beforeEach: async ({ canvasElement }) => {
    const stopRecording = linkClicks.record();
    scrollPage(0);
    // The real mouse stays where the last story left it: start each story off the menus.
    await moveMouseTo(canvasElement.ownerDocument.body, { x: 0, y: 0 });
    return () => {
      stopRecording();
      scrollPage(0);
    };
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page but home: a dark, blurred bar with the full navigation from the xl breakpoint. */
export const Solid: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).position).toBe('fixed');
    await expect(backgroundAlpha(header)).toBeGreaterThan(0.9);

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
    await expect(within(nav).getByRole('button', { name: 'Servicios' })).toBeVisible();
    await expect(servicesList(canvas)).not.toBeVisible();

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

/**
 * Home: transparent over the hero at the top of the page, solid from 50 px of scroll on (it
 * darkens with the first 50 px). Pure CSS: the page's scroll drives it. The picture shows it
 * solid: pictures are taken with every animation at its end, this one's included.
 */
export const TransparentOnHome: Story = {
  args: { ...withCurrentPage(navigationEs, 'home'), transparentAtTop: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await waitFor(() => expect(backgroundAlpha(header)).toBe(0));
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    scrollPage(HEADER_SCROLL_THRESHOLD * 4);
    await waitFor(() => expect(backgroundAlpha(header)).toBeGreaterThan(0.9));
    const solid = backgroundOf(header);

    // Solid from the threshold on; on the way there, part way.
    scrollPage(HEADER_SCROLL_THRESHOLD);
    await waitFor(() => expect(window.scrollY).toBe(HEADER_SCROLL_THRESHOLD));
    await waitFor(() => expect(backgroundOf(header)).toBe(solid));
    scrollPage(HEADER_SCROLL_THRESHOLD / 2);
    await waitFor(() => expect(backgroundOf(header)).not.toBe(solid));
    await expect(backgroundAlpha(header)).toBeGreaterThan(0);
    await expect(backgroundAlpha(header)).toBeLessThan(0.9);

    scrollPage(0);
    await waitFor(() => expect(backgroundAlpha(header)).toBe(0));
  },
};

/**
 * Tab to Services, Enter opens its menu and Tab goes through its pages; Esc closes it and focus
 * returns to the button.
 */
export const ServicesKeyboard: Story = {
  play: async ({ canvas }) => {
    await pressKey('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' })).toHaveFocus();
    await pressKey('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await pressKey('{Tab}');
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveFocus();

    const list = servicesList(canvas);
    await pressKey('{Enter}');
    await waitFor(() => expect(list).toBeVisible());
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEs]);
    await expect(links[1]).toHaveAttribute('href', '/desarrollo-web');
    await pressKey('{Tab}');
    await expect(links[0]).toHaveFocus();

    await pressKey('{Escape}');
    await waitFor(() => expect(list).not.toBeVisible());
    await expect(trigger).toHaveFocus();
    await expect(linkClicks.all).toEqual([]);
  },
};

/** A mouse on Services shows its menu, with no click; leaving the bar hides it. */
export const ServicesHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    const list = servicesList(canvas);
    await hover(trigger);
    await waitFor(() => expect(list).toBeVisible());
    await hover(within(list).getByRole('link', { name: 'Diseño web' }));
    await expect(list).toBeVisible();
    await moveMouseTo(canvas.getByRole('banner'), { x: 1, y: 70 });
    await waitFor(() => expect(list).not.toBeVisible());

    // Back on Services for the picture.
    await hover(trigger);
    await waitFor(() => expect(list).toBeVisible());
  },
};

/** The page being shown is marked in the bar. */
export const CurrentPage: Story = {
  args: withCurrentPage(navigationEs, 'blog'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const blog = within(nav).getByRole('link', { name: 'Blog' });
    await expect(blog).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(blog).color).toBe(tokenColor('--color-surface-accent'));
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
    await expect(getComputedStyle(trigger).color).toBe(tokenColor('--color-surface-accent'));
    const list = servicesList(canvas);
    await userEvent.click(trigger);
    await waitFor(() => expect(list).toBeVisible());
    await expect(within(list).getByRole('link', { name: 'Diseño web' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(list).getByRole('link', { name: 'Desarrollo web' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Links in the bar lead to their pages; the language switch stores the choice first. */
export const FollowLinks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Contacto' }));
    await expect(linkClicks.hrefs).toEqual(['/contacto']);
    await userEvent.click(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' }));
    await expect(linkClicks.hrefs).toEqual(['/contacto', '/']);
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.language.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.language.onSelect).toHaveBeenCalledWith('en');
    await expect(linkClicks.hrefs).toEqual(['/contacto', '/', '/en/services']);
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
    const list = servicesList(canvas, 'Services');
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    await waitFor(() => expect(list).toBeVisible());
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...serviceLabelsEn]);
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
  globals: tablet,
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
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('navigation', { name: 'Navegación principal' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Idioma' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' })).toBeVisible();
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(open.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    // The menu itself: see Layout/MobileMenu.
  },
};

/** Phone: a tap on the menu button opens the menu; closing it gives focus back. */
export const MobileMenuOpens: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(open);
    const dialog = await findMobileMenu();
    await expect(
      within(dialog).getByRole('navigation', { name: 'Navegación principal' }),
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};

/** Phone, keyboard: two tabs reach the menu button; Enter opens the menu, Esc gives focus back. */
export const MobileMenuKeyboard: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await pressKey('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' })).toHaveFocus();
    await pressKey('{Tab}');
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toHaveFocus();

    await pressKey('{Enter}');
    const dialog = await findMobileMenu();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await pressKey('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};
