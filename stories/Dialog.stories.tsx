import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  FileInput,
  Input,
  Select,
  Textarea,
} from '../ui';
import { formatBytes } from '../domain';
import { locales } from '../site/i18n/format';
import { dialogSizes } from '../ui/primitives/Dialog';
import { optionsOf } from './fixtures/variants';

const onOpenChange = fn().mockName('onOpenChange');

const budgetOptions = [
  { value: 'menos-1000', label: 'Menos de $1,000' },
  { value: '1000-5000', label: '$1,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-25000', label: '$10,000 - $25,000' },
  { value: 'mas-25000', label: 'Más de $25,000' },
];

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  subcomponents: { Dialog, DialogTrigger, DialogTitle, DialogDescription, DialogClose },
  tags: ['autodocs'],
  args: { size: 'md', closeLabel: 'Cerrar' },
  argTypes: {
    size: { control: 'inline-radio', options: optionsOf(dialogSizes) },
    closeLabel: { control: 'text' },
  },
  render: (args) => (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Solicitar presupuesto</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Solicitar presupuesto</DialogTitle>
          <DialogDescription>
            Cuéntanos qué necesitas y te enviaremos una propuesta en menos de 48 horas.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Field label="Nombre" required>
            <Input name="nombre" autoComplete="name" />
          </Field>
          <Field label="Email" required>
            <Input type="email" name="email" autoComplete="email" />
          </Field>
          <Field label="Presupuesto">
            <Select name="presupuesto" placeholder="Selecciona un rango" options={budgetOptions} />
          </Field>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button type="submit">Enviar solicitud</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix renders the dialog in a portal on document.body, outside the story's canvas. */
async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  // It fades in from opacity 0: visible once its opening animation has finished, however long a
  // busy machine takes to play it. Asked again until it is: on a loaded machine the animation can
  // start after the dialog is found (no animation yet, then a fade from 0), which failed a run.
  await waitFor(
    async () => {
      await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
      await expect(dialog).toBeVisible();
    },
    { timeout: 15_000 },
  );
  return dialog;
}

async function expectScrollLocked(locked: boolean) {
  if (locked) {
    // react-remove-scroll marks the body and hides its overflow while the dialog is open.
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  } else {
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  }
}

/** Once the opening animation is over, the panel sits fully inside the viewport, centred. */
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

async function openByKeyboard(trigger: HTMLElement, title: string | RegExp) {
  trigger.focus();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return findDialog(title);
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectScrollLocked(false);
  },
};

export const OpenByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    const dialog = await openByKeyboard(trigger, 'Solicitar presupuesto');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'Cuéntanos qué necesitas y te enviaremos una propuesta en menos de 48 horas.',
    );
    // Focus moves into the dialog: the first field is ready to type in.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await expect(onOpenChange).toHaveBeenCalledWith(true);
    await expectScrollLocked(true);
    await expectOnScreen(dialog);
  },
};

export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    const dialog = await openByKeyboard(trigger, 'Solicitar presupuesto');
    // Tab through every control: focus wraps around and never leaves the dialog.
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const CloseWithEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await openByKeyboard(trigger, 'Solicitar presupuesto');
    await expectScrollLocked(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expectScrollLocked(false);
  },
};

export const CloseWithBackdrop: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await userEvent.click(trigger);
    const dialog = await findDialog('Solicitar presupuesto');
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await expect(overlay).toBeVisible();
    // As a person does, press the backdrop once the dialog has finished appearing (Radix listens
    // for outside presses from the task after it opens).
    await Promise.all(
      [overlay as HTMLElement, dialog]
        .flatMap((element) => element.getAnimations())
        .map((a) => a.finished),
    );
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.querySelector('[data-slot="dialog-overlay"]')).toBeNull();
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expectScrollLocked(false);
  },
};

export const CloseWithButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    const dialog = await openByKeyboard(trigger, 'Solicitar presupuesto');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    await expect(dialog).toContainElement(close);
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectScrollLocked(false);
  },
};

export const CloseWithCancel: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await userEvent.click(trigger);
    await findDialog('Solicitar presupuesto');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Descartar solicitud</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>¿Descartar la solicitud?</DialogTitle>
          <DialogDescription>
            Se perderán los datos que has escrito en el formulario.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Seguir editando</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Descartar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Descartar solicitud' });
    const dialog = await openByKeyboard(trigger, '¿Descartar la solicitud?');
    // The small panel is at most 28rem (448px) wide.
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(448);
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The job-application form: longer than a phone screen, so the panel scrolls inside. */
function ApplicationDialog(props: React.ComponentProps<typeof DialogContent>) {
  const [cv, setCv] = useState<File | null>(null);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Postularme</Button>
      </DialogTrigger>
      <DialogContent {...props}>
        <DialogHeader>
          <DialogTitle>Desarrollador/a Frontend React</DialogTitle>
          <DialogDescription>
            Remoto desde España o Latinoamérica. Completa el formulario y adjunta tu CV; respondemos
            a todas las candidaturas en un plazo de 10 días.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
          <Field label="Nombre" required>
            <Input name="nombre" autoComplete="name" />
          </Field>
          <Field label="Email" required>
            <Input type="email" name="email" autoComplete="email" />
          </Field>
          <Field label="Teléfono" hint="Incluye el prefijo del país.">
            <Input type="tel" name="telefono" autoComplete="tel" />
          </Field>
          <Field label="Ciudad y país">
            <Input name="ubicacion" autoComplete="country-name" />
          </Field>
          <Field label="Años de experiencia" required>
            <Select
              name="experiencia"
              placeholder="Selecciona una opción"
              options={[
                { value: '0-2', label: 'Menos de 2 años' },
                { value: '2-5', label: 'Entre 2 y 5 años' },
                { value: '5+', label: 'Más de 5 años' },
              ]}
            />
          </Field>
          <Field label="Portafolio o GitHub" hint="Un enlace a tu trabajo más reciente.">
            <Input type="url" name="portafolio" placeholder="https://" />
          </Field>
          <Field label="CV / Curriculum Vitae" required hint="PDF, DOC o DOCX. Máximo 5 MB.">
            <FileInput
              name="cv"
              accept=".pdf,.doc,.docx"
              file={cv}
              onFileChange={setCv}
              chooseLabel="Elegir archivo"
              noFileLabel="Ningún archivo seleccionado"
              clearLabel="Quitar archivo"
              formatSize={(bytes) => formatBytes(bytes, locales.es)}
            />
          </Field>
          <Field label="Mensaje" hint="¿Por qué quieres trabajar con nosotros?">
            <Textarea name="mensaje" />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button type="submit">Enviar candidatura</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export const LongContentMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <ApplicationDialog {...args} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const trigger = canvas.getByRole('button', { name: 'Postularme' });
    const dialog = await openByKeyboard(trigger, 'Desarrollador/a Frontend React');
    await expectScrollLocked(true);
    // The panel fits the screen (1rem margin each side) and its content scrolls inside it.
    await expectOnScreen(dialog);
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(getComputedStyle(dialog).overflowY).toBe('auto');
    // Tabbing to the last button scrolls the panel down to it.
    const submit = screen.getByRole('button', { name: 'Enviar candidatura' });
    submit.focus();
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    const submitRect = submit.getBoundingClientRect();
    await expect(submitRect.bottom).toBeLessThanOrEqual(rect.bottom);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Ver política de privacidad</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>
            Política de privacidad y tratamiento de los datos personales enviados a través de los
            formularios de contacto y empleo
          </DialogTitle>
        </DialogHeader>
        <DialogDescription>
          Usamos tu nombre, email y teléfono solo para responder a tu solicitud de presupuesto o a
          tu candidatura. Conservamos los datos de las candidaturas durante un año para futuros
          procesos de selección, salvo que nos pidas borrarlos antes escribiendo a
          privacidad@agencia-ejemplo.com. No cedemos tus datos a terceros ni los usamos para
          enviarte publicidad.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Entendido</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver política de privacidad' });
    const dialog = await openByKeyboard(trigger, /Política de privacidad/);
    // The long title wraps and stays clear of the corner close button.
    const title = screen.getByRole('heading', { name: /Política de privacidad/ });
    const close = screen.getByRole('button', { name: 'Cerrar' });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
      close.getBoundingClientRect().left,
    );
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const trigger = canvas.getByRole('button', { name: 'Solicitar presupuesto' });
    await userEvent.click(trigger);
    await findDialog('Solicitar presupuesto');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'María López');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Presupuesto' }),
      '$5,000 - $10,000',
    );
    await expect(screen.getByRole('combobox', { name: 'Presupuesto' })).toHaveValue('5000-10000');
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { closeLabel: 'Close' },
  render: (args) => (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Request a quote</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Request a quote</DialogTitle>
          <DialogDescription>
            Tell us what you need and we will send you a proposal within 48 hours.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Field label="Name" required>
            <Input name="name" autoComplete="name" />
          </Field>
          <Field label="Message">
            <Textarea name="message" />
          </Field>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit">Send request</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const trigger = canvas.getByRole('button', { name: 'Request a quote' });
    const dialog = await openByKeyboard(trigger, 'Request a quote');
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us what you need and we will send you a proposal within 48 hours.',
    );
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
