import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DROPDOWN_CLOSE_DELAY,
  HEADER_SCROLL_THRESHOLD,
  Header,
  MobileMenu,
  NavigationProvider,
  ServicesDropdown,
  type HeaderProps,
  type SiteNavigation,
} from '../ui';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';
import { settle, withHeldClock } from './fixtures/clock';
import { tokenColor } from './fixtures/dom';

const navigate = fn().mockName('navigate');

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const wide = { viewport: { value: 'wide', isRotated: false } };

function scrollPage(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
}

/** Scrolls the page as a person does, and resolves once the header has seen it and re-rendered. */
async function scrollPageAndSettle(top: number) {
  await settle(async () => {
    const scrolled = new Promise((resolve) =>
      window.addEventListener('scroll', resolve, { once: true }),
    );
    scrollPage(top);
    await scrolled;
  });
}

type Canvas = ReturnType<typeof within>;

/** Keyboard focus on Services, as after tabbing to it. */
function focusServices(canvas: Canvas, name = 'Servicios'): HTMLElement {
  const trigger = canvas.getByRole('button', { name });
  trigger.focus();
  return trigger;
}

/**
 * A control pressed before the page's code arrived, as site/app/early-input.ts marks it once
 * the wait passes 100 ms (the prerendered control is the same element React later takes over).
 */
function markPending(control: HTMLElement) {
  control.setAttribute('data-pending', '');
  control.setAttribute('aria-busy', 'true');
}

/** What a person sees on a control waiting for its code: busy, outlined, a progress cursor. */
async function expectPendingShown(control: HTMLElement) {
  await expect(control).toHaveAttribute('aria-busy', 'true');
  const style = getComputedStyle(control);
  await expect(style.outlineStyle).not.toBe('none');
  await expect(parseFloat(style.outlineWidth)).toBeGreaterThan(0);
  await expect(style.cursor).toBe('progress');
}

/** The Services dropdown once it is open (Radix renders it in a portal on document.body). */
async function findServicesMenu(name = 'Servicios'): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu', { name });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/**
 * A navigation as the header's args, with the real menus in its slots (the site passes the same
 * components, loaded lazily): the Services dropdown, and the mobile menu with the same navigation.
 */
function headerArgs(nav: SiteNavigation): HeaderProps {
  return {
    ...nav,
    groupMenu: (item) => <ServicesDropdown item={item} />,
    mobileMenu: <MobileMenu {...nav} />,
  };
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    ...headerArgs({ ...navigationEs, language: { ...navigationEs.language, onSelect: fn() } }),
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
  args: { ...headerArgs(withCurrentPage(navigationEs, 'home')), transparentAtTop: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'transparent');
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Exactly 50 px is not past the threshold; one more is.
    await scrollPageAndSettle(HEADER_SCROLL_THRESHOLD);
    await expect(header).toHaveAttribute('data-state', 'transparent');
    await scrollPageAndSettle(HEADER_SCROLL_THRESHOLD + 1);
    await expect(header).toHaveAttribute('data-state', 'solid');

    await scrollPageAndSettle(0);
    await expect(header).toHaveAttribute('data-state', 'transparent');
  },
};

/** Tab to Services, Enter opens its menu; arrows move through the pages; Esc closes it. */
export const ServicesDropdownKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveFocus();

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
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** ArrowDown also opens it; End jumps to the last page; Enter follows it and closes the menu. */
export const ServicesDropdownKeyboardSelect: Story = {
  play: async ({ canvas }) => {
    const trigger = focusServices(canvas);
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
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * With a mouse: the pointer opens the menu on its way to it, and clicking a page follows it
 * through the router and closes the menu.
 */
export const ServicesDropdownClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Servicios' }));
    const menu = await findServicesMenu();
    await expect(canvas.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'SEO y marketing' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/seo-marketing');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * Hovering Services opens the menu; moving the pointer onto the menu keeps it open; leaving it
 * closes it after the 200 ms delay.
 */
export const HoverOpens: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Servicios' }));
    const menu = await findServicesMenu();
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await withHeldClock(async (clock) => {
      await userEvent.hover(menu);
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');

      // Not at once (the pointer may be on its way back), but after the delay.
      await userEvent.unhover(menu);
      await clock.advance(DROPDOWN_CLOSE_DELAY - 1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await clock.advance(1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The page being shown is marked in the bar. */
export const CurrentPage: Story = {
  args: headerArgs(withCurrentPage(navigationEs, 'blog')),
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
  args: headerArgs(withCurrentPage(navigationEs, 'services/design')),
  play: async ({ canvas }) => {
    const trigger = focusServices(canvas);
    await expect(trigger).toHaveAttribute('data-current', 'true');
    await expect(getComputedStyle(trigger).color).toBe(tokenColor('--color-surface-accent'));
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
  args: headerArgs({ ...navigationEn, language: { ...navigationEn.language, onSelect: fn() } }),
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
    focusServices(canvas, 'Services');
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
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    // The menu itself: see Layout/MobileMenu.
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/*
 * Pointer input as a browser delivers it. user-event cannot reproduce two things a browser does:
 * a finger's pointer leaving after it lifts (the hover close delay must not start), and a pointer
 * that arrives and clicks within one task (Storybook wraps each user-event call in act(), which
 * commits React's pending work between the events of one click).
 */

function centreOf(element: Element) {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
}

/** The element a browser would deliver input at this point to. */
function hitTest({ clientX, clientY }: { clientX: number; clientY: number }): Element {
  const target = document.elementFromPoint(clientX, clientY);
  if (!target) throw new Error(`Nothing at ${clientX}, ${clientY}`);
  return target;
}

function firePointer(target: Element, type: string, init: PointerEventInit): boolean {
  return target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, ...init }),
  );
}

function fireMouse(target: Element, type: string, init: MouseEventInit): boolean {
  return target.dispatchEvent(
    new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, ...init }),
  );
}

/** The compatibility mouse events and the click that end a press (mousedown focuses). */
function fireClickEnd(
  target: Element,
  init: PointerEventInit,
  pointerDownPrevented: boolean,
  pointerType: 'mouse' | 'touch',
) {
  if (!pointerDownPrevented && fireMouse(target, 'mousedown', { ...init, detail: 1 })) {
    target.closest<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }
  if (!pointerDownPrevented) fireMouse(target, 'mouseup', { ...init, detail: 1 });
  firePointer(target, 'click', { ...init, pointerType, detail: 1 });
}

function fireTouch(target: Element, type: 'touchstart' | 'touchend') {
  target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, composed: true }));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * A finger tap on `element`: the touch starts (pointerdown, touchstart), is held while the page
 * paints the press, and ends (pointerup, the pointer leaves, then mousedown, mouseup and click),
 * as Chrome sends it.
 */
async function tap(element: Element) {
  const point = centreOf(element);
  const init = { ...point, pointerId: 2, pointerType: 'touch', isPrimary: true, button: 0 };
  let target = hitTest(point);
  firePointer(target, 'pointerover', init);
  const prevented = !firePointer(target, 'pointerdown', { ...init, buttons: 1 });
  fireTouch(target, 'touchstart');
  await nextFrame();
  await nextFrame();
  target = hitTest(point);
  firePointer(target, 'pointerup', { ...init, buttons: 0 });
  firePointer(target, 'pointerout', init);
  fireTouch(target, 'touchend');
  fireClickEnd(target, init, prevented, 'touch');
}

/** A mouse click on `element` in the same task as the pointer arrives (the quickest click). */
function quickMouseClick(element: Element) {
  const point = centreOf(element);
  const init = { ...point, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  const target = hitTest(point);
  firePointer(target, 'pointerover', init);
  fireMouse(target, 'mouseover', init);
  firePointer(target, 'pointermove', init);
  const prevented = !firePointer(target, 'pointerdown', { ...init, buttons: 1 });
  firePointer(target, 'pointerup', { ...init, buttons: 0 });
  fireClickEnd(target, init, prevented, 'mouse');
}

/** The open mobile menu, once its fade-in has made it visible. */
async function findMobileMenu(name = 'Menú'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Touch screens have no hover: a tap on Services opens its menu, and it stays open. */
export const ServicesTapOpens: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await withHeldClock(async (clock) => {
      await tap(trigger);
      await findServicesMenu();
      // The finger's pointer left as it lifted: that is no hover ending, it stays open.
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
    const menu = await findServicesMenu();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(serviceLabelsEs.length);

    await tap(within(menu).getByRole('menuitem', { name: 'Diseño web' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/diseno-web');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The pointer opens Services on its way; the click that follows must not shut it again. */
export const ServicesClickAfterHoverKeepsOpen: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.hover(trigger);
    const menu = await findServicesMenu();
    await withHeldClock(async (clock) => {
      await userEvent.click(trigger);
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('menu')).toBe(menu);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** A click at the very moment the pointer arrives opens Services and keeps it open. */
export const ServicesQuickClickOpens: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await withHeldClock(async (clock) => {
      quickMouseClick(trigger);
      await findServicesMenu();
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

/** Hovering Services opens its menu without taking keyboard focus from the page. */
export const ServicesHoverKeepsFocus: Story = {
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Inicio' });
    home.focus();
    await expect(home).toHaveFocus();
    await userEvent.hover(canvas.getByRole('button', { name: 'Servicios' }));
    // Visible means mounted: Radix has focused the menu as it opened, and the menu gave it back.
    const menu = await findServicesMenu();
    await expect(home).toHaveFocus();
    await expect(menu).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/**
 * Services pressed before the page's code arrived: the trigger shows it heard the press (busy,
 * a pulsing outline, a progress cursor) until the code opens the menu.
 */
export const ServicesPendingCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    markPending(trigger);
    await expectPendingShown(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phone: a click on the menu button opens the menu; closing it gives focus back. */
export const MobileMenuOpensOnClick: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(open);
    const dialog = await findMobileMenu();
    await expect(
      within(dialog).getByRole('navigation', { name: 'Navegación principal' }),
    ).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Phone: a tap on the menu button opens the menu, a tap on close closes it. */
export const MobileMenuOpensOnTap: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await tap(canvas.getByRole('button', { name: 'Abrir menú' }));
    const dialog = await findMobileMenu();
    await tap(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Phone, keyboard: two tabs reach the menu button; Enter opens the menu, Esc gives focus back. */
export const MobileMenuKeyboardFocus: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' })).toHaveFocus();
    await userEvent.tab();
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await findMobileMenu();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/**
 * Phone: the menu button tapped before the page's code arrived shows it heard the tap (busy, a
 * pulsing outline) until the code opens the menu.
 */
export const MobileMenuPendingCode: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir menú' });
    markPending(open);
    await expectPendingShown(open);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
