import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DROPDOWN_CLOSE_DELAY, ServicesDropdown, type NavGroup, type SiteNavigation } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { pressKey } from './fixtures/interaction';
import {
  navigationEn,
  navigationEs,
  serviceLabelsEn,
  serviceLabelsEs,
  withCurrentPage,
} from './fixtures/navigation';
import { clickAt, hover, moveMouseTo } from './fixtures/pointer';

/** The Services group of a navigation fixture (the only item with children). */
function servicesItem(navigation: SiteNavigation): NavGroup {
  const group = navigation.items.find((item): item is NavGroup => 'children' in item);
  if (!group) throw new Error('The navigation has no services group');
  return group;
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

async function expectMenuShown(list: HTMLElement) {
  await waitFor(() => expect(list).toBeVisible());
}

async function expectMenuHidden(list: HTMLElement) {
  await waitFor(() => expect(list).not.toBeVisible());
}

/** The story's dark bar, where the pointer rests away from the menu (its bottom-right corner). */
function restingPlace(canvas: Canvas) {
  const bar = canvas.getByTestId('bar');
  const { width, height } = bar.getBoundingClientRect();
  return { bar, position: { x: width - 2, y: height - 2 } };
}

const meta = {
  title: 'Layout/ServicesDropdown',
  component: ServicesDropdown,
  tags: ['autodocs'],
  args: { item: servicesItem(navigationEs) },
  decorators: [
    // The button sits in the dark header bar: its text is light.
    (Story) => (
      <div data-testid="bar" className="min-h-96 bg-surface p-6 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  beforeEach: async ({ canvasElement }) => {
    // The real mouse stays where the last story left it: start each story away from the menu.
    await moveMouseTo(canvasElement.ownerDocument.body, { x: 0, y: 0 });
    return linkClicks.record();
  },
} satisfies Meta<typeof ServicesDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button in the bar's style; its pages are out of sight and out of the Tab order. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toBeVisible();
    await expect(trigger).not.toHaveAttribute('data-current');
    await expect(trigger.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(servicesList(canvas)).not.toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A click opens the menu under the button; a second click closes it. */
export const OpensByClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    const list = servicesList(canvas);
    await userEvent.click(trigger);
    await expectMenuShown(list);
    await expect(canvas.getByRole('list', { name: 'Servicios' })).toBe(list);
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEs]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      servicesItem(navigationEs).children.map((child) => child.href),
    );
    const listRect = list.getBoundingClientRect();
    const triggerRect = trigger.getBoundingClientRect();
    await expect(listRect.top).toBeGreaterThanOrEqual(triggerRect.bottom);
    await expect(listRect.top - triggerRect.bottom).toBeLessThan(16);
    await expect(Math.abs(listRect.left - triggerRect.left)).toBeLessThanOrEqual(8);

    await userEvent.click(trigger);
    await expectMenuHidden(list);
  },
};

/**
 * Keyboard: Enter opens the menu, Tab goes through its pages, Esc closes it and focus returns to
 * the button; Space opens it too.
 */
export const OpensByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    const list = servicesList(canvas);
    await pressKey('{Tab}');
    await expect(trigger).toHaveFocus();

    await pressKey('{Enter}');
    await expectMenuShown(list);
    const links = within(list).getAllByRole('link');
    await pressKey('{Tab}');
    await expect(links[0]).toHaveFocus();
    await pressKey('{Tab}');
    await expect(links[1]).toHaveFocus();

    await pressKey('{Escape}');
    await expectMenuHidden(list);
    await expect(trigger).toHaveFocus();

    await pressKey(' ');
    await expectMenuShown(list);
    await pressKey('{Escape}');
    await expectMenuHidden(list);
    await expect(trigger).toHaveFocus();
    await expect(linkClicks.all).toEqual([]);
  },
};

/** A press anywhere outside the open menu closes it. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvas }) => {
    const list = servicesList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Servicios' }));
    await expectMenuShown(list);
    const { bar, position } = restingPlace(canvas);
    await clickAt(bar, position);
    await expectMenuHidden(list);
  },
};

/**
 * A mouse on the button shows the menu; the pointer can move onto it; leaving hides it after the
 * 200 ms delay, not at once. The picture shows the menu shown by hovering.
 */
export const HoverOpensAndLeavingCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    const list = servicesList(canvas);
    await hover(trigger);
    await expectMenuShown(list);
    // The menu is shown, not opened: the mouse alone keeps it.
    await expect(trigger).not.toHaveFocus();

    await hover(within(list).getByRole('link', { name: 'SEO y marketing' }));
    await expect(list).toBeVisible();

    const { bar, position } = restingPlace(canvas);
    await moveMouseTo(bar, position);
    // The hiding has begun: held at its start, the menu is still shown just before the delay
    // ends, and hidden once it has run.
    const hiding = list.parentElement?.getAnimations() ?? [];
    await expect(hiding.length).toBeGreaterThan(0);
    for (const transition of hiding) {
      transition.pause();
      transition.currentTime = DROPDOWN_CLOSE_DELAY - 1;
    }
    await expect(list).toBeVisible();
    for (const transition of hiding) transition.finish();
    await expect(list).not.toBeVisible();

    // Back on the button for the picture.
    await hover(trigger);
    await expectMenuShown(list);
  },
};

/** On a service page the button is highlighted and the page is marked inside the menu. */
export const CurrentService: Story = {
  args: { item: servicesItem(withCurrentPage(navigationEs, 'services/design')) },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveAttribute('data-current', 'true');
    await expect(getComputedStyle(trigger).color).toBe(tokenColor('--color-surface-accent'));
    const list = servicesList(canvas);
    await userEvent.click(trigger);
    await expectMenuShown(list);
    const current = within(list).getAllByRole('link', { current: 'page' });
    await expect(current.map((link) => link.textContent)).toEqual(['Diseño web']);
    await expect(within(list).getByRole('link', { name: 'Desarrollo web' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Choosing a page leads to it. */
export const ChooseItem: Story = {
  play: async ({ canvas }) => {
    const list = servicesList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Servicios' }));
    await expectMenuShown(list);
    await userEvent.click(within(list).getByRole('link', { name: 'SEO y marketing' }));
    await expect(linkClicks.hrefs).toEqual(['/seo-marketing']);
  },
};

const longItem: NavGroup = {
  id: 'services',
  label: 'Servicios profesionales',
  children: [
    ...servicesItem(navigationEs).children,
    {
      id: 'services/long',
      label: 'Consultoría de accesibilidad, rendimiento y posicionamiento para tiendas online',
      href: '/consultoria',
    },
  ],
};

/** A long page name wraps inside the menu, which stays narrower than the screen. */
export const LongText: Story = {
  args: { item: longItem },
  play: async ({ canvas }) => {
    const list = servicesList(canvas, 'Servicios profesionales');
    await userEvent.click(canvas.getByRole('button', { name: 'Servicios profesionales' }));
    await expectMenuShown(list);
    const long = within(list).getByRole('link', { name: /^Consultoría de accesibilidad/ });
    await expect(long).toBeVisible();
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = {
  args: { item: servicesItem(withCurrentPage(navigationEn, 'services/web')) },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('data-current', 'true');
    const list = servicesList(canvas, 'Services');
    trigger.focus();
    await pressKey('{Enter}');
    await expectMenuShown(list);
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...serviceLabelsEn]);
    await expect(within(list).getByRole('link', { name: 'Web development' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
