import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Field,
  Input,
  NativeDialog,
  NativeDialogTrigger,
  Select,
  Textarea,
  type NativeDialogProps,
} from '../ui';
import { dialogSizes } from '../ui/primitives/Dialog';
import { pressKey } from './fixtures/interaction';
import { optionsOf } from './fixtures/variants';

/**
 * The button and the dialog it opens, with an id of their own (the docs page shows every story
 * at once).
 */
function WithTrigger({
  label,
  wrap,
  ...args
}: NativeDialogProps & { label: string; wrap?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <NativeDialogTrigger dialogId={id} size="lg" wrap={wrap}>
        {label}
      </NativeDialogTrigger>
      <NativeDialog {...args} id={id} />
    </>
  );
}

/** The open dialog, once its opening animation has made it visible. */
async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(
    async () => {
      await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
      await expect(dialog).toBeVisible();
    },
    { timeout: 15_000 },
  );
  return dialog;
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** While the dialog is open the page behind does not scroll (ui/styles.css). */
async function expectScrollLocked(locked: boolean) {
  await waitFor(() => {
    const overflow = getComputedStyle(document.body).overflow;
    if (locked) expect(overflow).toBe('hidden');
    else expect(overflow).not.toBe('hidden');
  });
}

/** The panel sits inside the viewport, centred. */
async function expectOnScreen(dialog: HTMLElement) {
  await waitFor(() => {
    const rect = dialog.getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.top).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
  });
}

/** A short application form, as the careers page's dialog holds a longer one. */
function ApplicationFields({ lang = 'es' }: { lang?: 'es' | 'en' }) {
  const es = lang === 'es';
  return (
    <form method="post" className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label={es ? 'Nombre' : 'Name'} required>
        <Input name="name" autoComplete="name" />
      </Field>
      <Field label="Email" required>
        <Input type="email" name="email" autoComplete="email" />
      </Field>
      <Field label={es ? 'Nivel de inglés' : 'English level'}>
        <Select
          name="englishLevel"
          options={[
            { value: 'intermediate', label: es ? 'Intermedio' : 'Intermediate' },
            { value: 'advanced', label: es ? 'Avanzado' : 'Advanced' },
          ]}
        />
      </Field>
      <Field label={es ? 'Mensaje' : 'Message'}>
        <Textarea name="message" />
      </Field>
    </form>
  );
}

const meta = {
  title: 'Primitives/NativeDialog',
  component: NativeDialog,
  subcomponents: { NativeDialogTrigger },
  tags: ['autodocs'],
  args: {
    id: 'apply-dialog',
    title: 'Aplicar a Product Owner',
    description: 'Completa tus datos y adjunta tu CV. Te responderemos por email en pocos días.',
    closeLabel: 'Cerrar',
    size: 'lg',
  },
  argTypes: {
    size: { control: 'inline-radio', options: optionsOf(dialogSizes) },
    closeLabel: { control: 'text' },
  },
  render: (args) => (
    <WithTrigger {...args} label="Postularme a Product Owner">
      <ApplicationFields />
    </WithTrigger>
  ),
} satisfies Meta<typeof NativeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button shows; it says it opens a dialog. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Postularme a Product Owner' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectScrollLocked(false);
  },
};

/** The button reached with Tab shows the focus ring. */
export const Focus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Postularme a Product Owner' });
    await pressKey('{Tab}');
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
  },
};

/**
 * Open, by a click: a modal named by its title and described by its sentence, centred, the page
 * behind inert and not scrolling; focus starts on the close button.
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Postularme a Product Owner' });
    await userEvent.click(trigger);
    const dialog = await findDialog('Aplicar a Product Owner');
    await expect(dialog).toHaveAccessibleDescription(
      'Completa tus datos y adjunta tu CV. Te responderemos por email en pocos días.',
    );
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await expectScrollLocked(true);
    await expectOnScreen(dialog);
    // The page behind is inert: its button cannot take focus.
    trigger.focus();
    await expect(trigger).not.toHaveFocus();
  },
};

/** By keyboard: Enter opens it, Tab stays inside, Esc closes it and focus is back on the button. */
export const OpenAndCloseByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Postularme a Product Owner' });
    await pressKey('{Tab}');
    await expect(trigger).toHaveFocus();
    await pressKey('{Enter}');
    const dialog = await findDialog('Aplicar a Product Owner');
    await pressKey('{Tab}');
    await expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await pressKey('{Escape}');
    await expectClosed();
    await expect(trigger).toHaveFocus();
    await expectScrollLocked(false);
    // Space opens it too.
    await pressKey(' ');
    await findDialog('Aplicar a Product Owner');
    await pressKey('{Escape}');
    await expectClosed();
    await expect(trigger).toHaveFocus();
  },
};

/** The close button closes it, and focus goes back to the button that opened it. */
export const CloseWithButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Postularme a Product Owner' });
    await userEvent.click(trigger);
    const dialog = await findDialog('Aplicar a Product Owner');
    // What is typed stays in the form while the dialog is closed and opened again.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Luis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    const again = await findDialog('Aplicar a Product Owner');
    await expect(within(again).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Luis');
  },
};

/** English texts, English close label. */
export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Apply for Product Owner',
    description:
      'Fill in your details and attach your CV. We will reply by email within a few days.',
    closeLabel: 'Close',
  },
  render: (args) => (
    <WithTrigger {...args} label="Apply for Product Owner">
      <ApplicationFields lang="en" />
    </WithTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for Product Owner' }));
    const dialog = await findDialog('Apply for Product Owner');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeVisible();
  },
};

/** Spanish, the site's first language. */
export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await userEvent.click(canvas.getByRole('button', { name: 'Postularme a Product Owner' }));
    const dialog = await findDialog('Aplicar a Product Owner');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Aplicar a Product Owner',
    );
  },
};

/** A long title wraps and stays clear of the close button; the panel never scrolls sideways. */
export const LongText: Story = {
  args: {
    title:
      'Aplicar a Product Owner sénior para proyectos internacionales de comercio electrónico y aplicaciones a medida',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Postularme a Product Owner' }));
    const dialog = await findDialog(/Aplicar a Product Owner sénior/);
    const title = within(dialog).getByRole('heading', { level: 2 });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
      close.getBoundingClientRect().left,
    );
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** On a phone the panel fits the screen and its content scrolls inside it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <WithTrigger {...args} label="Postularme a Product Owner" wrap>
      <ApplicationFields />
      <ApplicationFields />
    </WithTrigger>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: 'Postularme a Product Owner' }));
    const dialog = await findDialog('Aplicar a Product Owner');
    await expectOnScreen(dialog);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(getComputedStyle(dialog).overflowY).toBe('auto');
    await expectScrollLocked(true);
  },
};
