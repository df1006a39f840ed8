import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DROPDOWN_CLOSE_DELAY,
  NavigationProvider,
  ServicesDropdown,
  type NavGroup,
  type ServicesDropdownProps,
  type SiteNavigation,
} from '../ui';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';
import { withHeldClock } from './fixtures/clock';
import { tokenColor } from './fixtures/dom';

const navigate = fn().mockName('navigate');

/** The Services group of a navigation fixture (the only item with children). */
function servicesItem(navigation: SiteNavigation): NavGroup {
  const group = navigation.items.find((item): item is NavGroup => 'children' in item);
  if (!group) throw new Error('The navigation has no services group');
  return group;
}

/** The open menu (Radix renders it in a portal on document.body), once it is visible. */
async function findServicesMenu(name = 'Servicios'): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu', { name });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

async function expectMenuClosed() {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** The parent owns the open state, as the header does. */
function ControlledServicesDropdown(props: ServicesDropdownProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-6">
      <ServicesDropdown
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
      <p data-testid="open-state" className="text-sm text-surface-muted-foreground">
        {open ? 'Menú abierto' : 'Menú cerrado'}
      </p>
    </div>
  );
}

const meta = {
  title: 'Layout/ServicesDropdown',
  component: ServicesDropdown,
  tags: ['autodocs'],
  args: {
    item: servicesItem(navigationEs),
    onOpenChange: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
  },
  decorators: [
    // The trigger sits in the dark header bar: its text is light.
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <div className="min-h-96 bg-surface p-6 text-surface-foreground">
          <Story />
        </div>
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ServicesDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a menu button in the bar's style. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await expect(trigger).not.toHaveAttribute('data-current');
    await expect(trigger.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/**
 * Keyboard: Enter opens the menu with focus on the first page; the arrows move through the
 * pages; Esc closes it and focus returns to the button.
 */
export const OpensByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const menu = await findServicesMenu();
    await expect(screen.getByRole('menu')).toBe(menu);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([...serviceLabelsEs]);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual(
      servicesItem(navigationEs).children.map((child) => child.href),
    );

    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[items.length - 1]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expectMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** ArrowDown and Space open it too. */
export const OpensByArrowDownAndSpace: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await findServicesMenu();
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectMenuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard(' ');
    await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expectMenuClosed();
  },
};

/** A mouse click opens the menu below the button. */
export const OpensByClick: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.click(trigger);
    const menu = await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(serviceLabelsEs.length);
    const menuRect = menu.getBoundingClientRect();
    const triggerRect = trigger.getBoundingClientRect();
    await expect(menuRect.top).toBeGreaterThanOrEqual(triggerRect.bottom);
    await expect(Math.abs(menuRect.left - triggerRect.left)).toBeLessThanOrEqual(1);
  },
};

/** Touch screens have no hover: a tap opens the menu, a second tap on the button closes it. */
export const OpensByTap: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    await expectMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A mouse opens the menu on its way to it; the pointer can move onto the menu; leaving closes it
 * after the 200 ms delay, not at once.
 */
export const HoverOpensAndLeavingCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.hover(trigger);
    const menu = await findServicesMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await withHeldClock(async (clock) => {
      // From the button onto the menu: it stays open.
      await userEvent.unhover(trigger);
      await userEvent.hover(menu);
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');

      // Leaving it: not at once (the pointer may be on its way back), but after the delay.
      await userEvent.unhover(menu);
      await clock.advance(DROPDOWN_CLOSE_DELAY - 1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await clock.advance(1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await expectMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Leaving the button itself closes it the same way.
    await userEvent.hover(trigger);
    await findServicesMenu();
    await withHeldClock(async (clock) => {
      await userEvent.unhover(trigger);
      await clock.advance(DROPDOWN_CLOSE_DELAY - 1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await clock.advance(1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await expectMenuClosed();
  },
};

/** Hovering opens the menu without taking keyboard focus from where it was. */
export const HoverKeepsFocus: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <ServicesDropdown {...args} />
      <Button size="sm">Pedir presupuesto</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const elsewhere = canvas.getByRole('button', { name: 'Pedir presupuesto' });
    elsewhere.focus();
    await expect(elsewhere).toHaveFocus();

    await userEvent.hover(canvas.getByRole('button', { name: 'Servicios' }));
    // Visible means mounted: Radix has focused the menu as it opened, and the menu gave it back.
    const menu = await findServicesMenu();
    await expect(elsewhere).toHaveFocus();
    await expect(menu).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.unhover(canvas.getByRole('button', { name: 'Servicios' }));
    await expectMenuClosed();
    await expect(elsewhere).toHaveFocus();
  },
};

/** A click on the button after the pointer has opened the menu must not toggle it shut. */
export const ClickAfterHoverKeepsOpen: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.hover(trigger);
    const menu = await findServicesMenu();
    await withHeldClock(async (clock) => {
      // Not now, nor once the close delay has passed.
      await userEvent.click(trigger);
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(screen.getByRole('menu')).toBe(menu);
      await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

      // A second click does not close it either: the pointer is still on it.
      await userEvent.click(trigger);
      await clock.advance(DROPDOWN_CLOSE_DELAY);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
    await expect(menu).toBeVisible();
  },
};

/** Choosing a page hands it to the router and closes the menu. */
export const ChooseItem: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await userEvent.click(trigger);
    const menu = await findServicesMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'SEO y marketing' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/seo-marketing');
    await expectMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** By keyboard: End, then Enter follows the last page. */
export const ChooseItemByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findServicesMenu();
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/redaccion-contenidos');
    await expectMenuClosed();
  },
};

/** On a service page the button is highlighted and the page is marked inside the menu. */
export const CurrentService: Story = {
  args: { item: servicesItem(withCurrentPage(navigationEs, 'services/design')) },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveAttribute('data-current', 'true');
    await expect(getComputedStyle(trigger).color).toBe(tokenColor('--color-surface-accent'));
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findServicesMenu();
    const current = within(menu).getAllByRole('menuitem', { current: 'page' });
    await expect(current.map((item) => item.textContent)).toEqual(['Diseño web']);
    await expect(within(menu).getByRole('menuitem', { name: 'Diseño web' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(menu).getByRole('menuitem', { name: 'Desarrollo web' }),
    ).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Escape}');
    await expectMenuClosed();
  },
};

/** The parent owns the state: every open and close goes through onOpenChange. */
export const Controlled: Story = {
  render: (args) => <ControlledServicesDropdown {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    const state = canvas.getByTestId('open-state');
    await expect(state).toHaveTextContent('Menú cerrado');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await findServicesMenu();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(state).toHaveTextContent('Menú abierto');

    await userEvent.keyboard('{Escape}');
    await expectMenuClosed();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(state).toHaveTextContent('Menú cerrado');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Hover and choosing a page go through the parent as well.
    await userEvent.hover(trigger);
    const menu = await findServicesMenu();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(state).toHaveTextContent('Menú abierto');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Diseño web' }));
    await expect(navigate).toHaveBeenCalledWith('/diseno-web');
    await expectMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(state).toHaveTextContent('Menú cerrado');
  },
};

export const English: Story = {
  args: { item: servicesItem(withCurrentPage(navigationEn, 'services/web')) },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('data-current', 'true');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findServicesMenu('Services');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([...serviceLabelsEn]);
    await expect(within(menu).getByRole('menuitem', { name: 'Web development' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/en/web-development');
    await expectMenuClosed();
  },
};
