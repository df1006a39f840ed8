import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, TOAST_DURATIONS, Toaster, toast } from '../ui';
import { withHeldClock } from './fixtures/clock';

/** How long a dismissed toast stays in the DOM (react-hot-toast's default; see Toaster's doc). */
const REMOVE_DELAY = 1000;
/** The pretend server's answer time in LoadingThenSuccess (plays move the clock past it). */
const SEND_TIME = 500;

const text = {
  es: {
    success: 'Mensaje enviado correctamente.',
    error: 'Error al enviar el mensaje. Por favor, intenta nuevamente.',
    blank: 'Te responderemos en menos de 24 horas.',
    loading: 'Enviando...',
    buttons: { success: 'Éxito', error: 'Error', blank: 'Información', loading: 'Cargando' },
  },
  en: {
    success: 'Message sent successfully.',
    error: 'Error sending the message. Please try again.',
    blank: 'We will reply within 24 hours.',
    loading: 'Sending...',
    buttons: { success: 'Success', error: 'Error', blank: 'Information', loading: 'Loading' },
  },
} as const;

/** Buttons that raise each kind of toast, as the contact form does after submitting. */
function ToastButtons({ lang = 'es' }: { lang?: 'es' | 'en' }) {
  const t = text[lang];
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast.success(t.success)}>{t.buttons.success}</Button>
      <Button variant="outline" onClick={() => toast.error(t.error)}>
        {t.buttons.error}
      </Button>
      <Button variant="outline" onClick={() => toast(t.blank)}>
        {t.buttons.blank}
      </Button>
      <Button variant="outline" onClick={() => toast.loading(t.loading)}>
        {t.buttons.loading}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  args: { dismissLabel: 'Cerrar notificación', position: 'top-right' },
  // Its plays are about the toasts' durations: the pictures' pause of toasts stays off.
  parameters: { toastTimers: 'run' },
  argTypes: {
    dismissLabel: { control: 'text' },
    position: {
      control: 'select',
      options: [
        'top-left',
        'top-center',
        'top-right',
        'bottom-left',
        'bottom-center',
        'bottom-right',
      ],
    },
  },
  render: (args) => (
    <>
      <ToastButtons />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast's visible box (react-hot-toast's bar) around a message element. */
function toastBar(message: HTMLElement): HTMLElement {
  const bar = message.closest<HTMLElement>('[data-slot="toast-message"]')?.parentElement;
  if (!bar) throw new Error('toast bar not found');
  return bar;
}

/** The live region (role status or alert) carrying a message; toasts render outside the canvas. */
async function findToast(role: 'status' | 'alert', message: string): Promise<HTMLElement> {
  const region = await waitFor(() => {
    const match = screen.getAllByRole(role).find((el) => el.textContent === message);
    if (!match) throw new Error(`no ${role} toast says "${message}"`);
    return match;
  });
  await waitFor(() => expect(region).toBeVisible());
  return region;
}

/** Top-right: flush with the container's 16px margin once the entrance animation is over. */
async function expectTopRight(bar: HTMLElement) {
  await waitFor(() => {
    const rect = bar.getBoundingClientRect();
    expect(window.innerWidth - rect.right).toBeGreaterThanOrEqual(0);
    expect(window.innerWidth - rect.right).toBeLessThanOrEqual(24);
    expect(rect.top).toBeGreaterThan(0);
    expect(rect.top).toBeLessThan(window.innerHeight / 3);
  });
}

/** A toast's live region found by its text alone, whatever its role. */
async function findToastByText(message: string): Promise<HTMLElement> {
  const region = (await screen.findByText(message)).closest<HTMLElement>('[aria-live]');
  if (!region) throw new Error('toast live region not found');
  await waitFor(() => expect(region).toBeVisible());
  return region;
}

async function expectGone(message: string, timeout = 2500) {
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument(), { timeout });
}

export const Success: Story = {
  play: ({ canvas }) =>
    withHeldClock(async (clock) => {
      toast.remove();
      await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
      const region = await findToast('status', 'Mensaje enviado correctamente.');
      await expect(region).toHaveAttribute('aria-live', 'polite');
      const bar = toastBar(region);
      await expect(within(bar).getByRole('button', { name: 'Cerrar notificación' })).toBeVisible();
      // Top-right: flush with the viewport's right margin, below the header.
      await expectTopRight(bar);
      // Success hides by itself after two seconds, then leaves the DOM a second later.
      await expect(TOAST_DURATIONS.success).toBe(2000);
      await clock.advance(TOAST_DURATIONS.success - 1);
      await expect(region).toBeVisible();
      await clock.advance(1);
      await waitFor(() => expect(bar).not.toBeVisible());
      await clock.advance(REMOVE_DELAY);
      await expect(screen.queryByText('Mensaje enviado correctamente.')).not.toBeInTheDocument();
    }),
};

export const ErrorAlert: Story = {
  play: async ({ canvas }) => {
    toast.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const region = await findToast(
      'alert',
      'Error al enviar el mensaje. Por favor, intenta nuevamente.',
    );
    // Errors interrupt: announced assertively.
    await expect(region).toHaveAttribute('aria-live', 'assertive');
    const dismiss = within(toastBar(region)).getByRole('button', { name: 'Cerrar notificación' });
    await userEvent.click(dismiss);
    await expectGone('Error al enviar el mensaje. Por favor, intenta nuevamente.');
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Information: Story = {
  play: async ({ canvas }) => {
    toast.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Información' }));
    const region = await findToast('status', 'Te responderemos en menos de 24 horas.');
    const bar = toastBar(region);
    // A plain notice has no icon: only the message and the dismiss button.
    await expect(bar.querySelectorAll('svg')).toHaveLength(1);
    // Dismiss from the keyboard.
    within(bar).getByRole('button', { name: 'Cerrar notificación' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectGone('Te responderemos en menos de 24 horas.');
  },
};

export const Loading: Story = {
  play: async ({ canvas }) => {
    toast.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Cargando' }));
    const region = await findToast('status', 'Enviando...');
    // A loading toast stays until the app replaces it, so it offers no dismiss button.
    await expect(
      within(toastBar(region)).queryByRole('button', { name: 'Cerrar notificación' }),
    ).not.toBeInTheDocument();
    await expect(TOAST_DURATIONS.loading).toBe(Number.POSITIVE_INFINITY);
  },
};

/** The contact form's flow: 'Enviando...' turns into the success message in place. */
export const LoadingThenSuccess: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => {
          const id = toast.loading('Enviando...');
          setTimeout(() => toast.success('Mensaje enviado correctamente.', { id }), SEND_TIME);
        }}
      >
        Enviar mensaje
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: ({ canvas }) =>
    withHeldClock(async (clock) => {
      toast.remove();
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
      await findToast('status', 'Enviando...');
      await clock.advance(SEND_TIME);
      const done = await findToast('status', 'Mensaje enviado correctamente.');
      await expect(screen.queryByText('Enviando...')).not.toBeInTheDocument();
      // One toast, replaced in place, now dismissible.
      await expect(screen.getAllByRole('status')).toHaveLength(1);
      await expect(
        within(toastBar(done)).getByRole('button', { name: 'Cerrar notificación' }),
      ).toBeVisible();
    }),
};

export const Stacked: Story = {
  play: async ({ canvas }) => {
    toast.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Información' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const info = await findToast('status', 'Te responderemos en menos de 24 horas.');
    const error = await findToastByText(
      'Error al enviar el mensaje. Por favor, intenta nuevamente.',
    );
    // Newest on top, the older one pushed down; both on the right edge.
    await waitFor(() =>
      expect(toastBar(error).getBoundingClientRect().bottom).toBeLessThanOrEqual(
        toastBar(info).getBoundingClientRect().top,
      ),
    );
    await expect(screen.getAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(2);
    // Dismissing one leaves the other.
    await userEvent.click(
      within(toastBar(error)).getByRole('button', { name: 'Cerrar notificación' }),
    );
    await expectGone('Error al enviar el mensaje. Por favor, intenta nuevamente.');
    await expect(screen.getByText('Te responderemos en menos de 24 horas.')).toBeVisible();
  },
};

export const HoverPauses: Story = {
  play: ({ canvas }) =>
    withHeldClock(async (clock) => {
      toast.remove();
      await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
      const region = await findToast('status', 'Mensaje enviado correctamente.');
      // Halfway through its countdown the pointer comes to rest on it: the countdown stops.
      await clock.advance(TOAST_DURATIONS.success / 2);
      await userEvent.hover(toastBar(region));
      await clock.advance(TOAST_DURATIONS.success * 2);
      await expect(region).toBeVisible();
      // Away from it, the countdown goes on from where it stopped.
      await userEvent.unhover(toastBar(region));
      await clock.advance(TOAST_DURATIONS.success / 2 - 1);
      await expect(region).toBeVisible();
      await clock.advance(1);
      await waitFor(() => expect(toastBar(region)).not.toBeVisible());
    }),
};

export const LongText: Story = {
  render: (args) => (
    <>
      <Button
        variant="outline"
        onClick={() =>
          toast.error(
            'No pudimos enviar tu candidatura porque el archivo adjunto supera los 5 MB. Comprime el PDF o envíanos un enlace a tu CV en Google Drive o Dropbox.',
          )
        }
      >
        Enviar candidatura
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    toast.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar candidatura' }));
    const region = await findToastByText(
      'No pudimos enviar tu candidatura porque el archivo adjunto supera los 5 MB. Comprime el PDF o envíanos un enlace a tu CV en Google Drive o Dropbox.',
    );
    const bar = toastBar(region);
    // The message wraps inside the 24rem (384px) box; the dismiss button stays on screen.
    const rect = bar.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(384);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    const dismiss = within(bar).getByRole('button', { name: 'Cerrar notificación' });
    await expect(dismiss.getBoundingClientRect().right).toBeLessThanOrEqual(rect.right);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    toast.remove();
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const region = await findToastByText(
      'Error al enviar el mensaje. Por favor, intenta nuevamente.',
    );
    const bar = toastBar(region);
    await expectTopRight(bar);
    const rect = bar.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  play: async ({ canvas }) => {
    toast.remove();
    await expect(document.documentElement.lang).toBe('es');
    await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
    const region = await findToast('status', 'Mensaje enviado correctamente.');
    await userEvent.click(
      within(toastBar(region)).getByRole('button', { name: 'Cerrar notificación' }),
    );
    await expectGone('Mensaje enviado correctamente.');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { dismissLabel: 'Dismiss notification' },
  render: (args) => (
    <>
      <ToastButtons lang="en" />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    toast.remove();
    await expect(document.documentElement.lang).toBe('en');
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = await findToast('status', 'Message sent successfully.');
    const bar = toastBar(region);
    await expectTopRight(bar);
    await userEvent.click(within(bar).getByRole('button', { name: 'Dismiss notification' }));
    await expectGone('Message sent successfully.');
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await findToastByText('Error sending the message. Please try again.');
  },
};
