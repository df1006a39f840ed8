import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, Notice } from '../ui';

const meta = {
  title: 'Sections/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    message:
      'La auditoría se hace en esta página con JavaScript, y tu navegador no lo está ejecutando. Actívalo y vuelve a cargar la página, o pídenos la auditoría desde la página de contacto y te la enviamos por email.',
    action: <Link href="/contacto">Ir a contacto</Link>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'error'] },
    message: { control: 'text' },
    items: { control: 'object' },
    action: { control: false },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a page needs to work (the audit with no script): a note, with the way on. */
export const Info: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(/necesita|JavaScript/);
    await expect(canvas.getByRole('link', { name: 'Ir a contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  },
};

/** A form posted with no script, sent: a status. */
export const Success: Story = {
  args: { tone: 'success', message: 'Mensaje enviado correctamente.', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mensaje enviado correctamente.');
  },
};

/** A form posted with no script, with fields to correct: an alert, each item a link to its field. */
export const Error: Story = {
  args: {
    tone: 'error',
    message: 'Aún no lo hemos enviado. Revisa estos campos:',
    items: [
      { href: '#email', label: 'Escribe un email válido, por ejemplo nombre@empresa.com.' },
      { href: '#message', label: 'Cuéntanos brevemente qué necesitas.' },
    ],
    action: undefined,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Aún no lo hemos enviado. Revisa estos campos:');
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#email', '#message']);
  },
};

/** A form that could not be delivered: the alert alone, in English. */
export const FailedEnglish: Story = {
  parameters: { lang: 'en' },
  args: {
    tone: 'error',
    message: 'Error sending the message. Please try again.',
    items: [
      {
        href: '#cv',
        label:
          'Attach your CV again: for your security, the browser does not keep the file you chose.',
      },
    ],
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Please try again/);
    await expect(canvas.getByRole('link', { name: /Attach your CV again/ })).toBeVisible();
  },
};

/** The tools' note, long, on a phone: it wraps inside its box. */
export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    message:
      'Esta herramienta trabaja en tu navegador, sin subir nada a ningún servidor, y para eso necesita JavaScript, que tu navegador no está ejecutando. Actívalo y vuelve a cargar la página.',
    action: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByRole('note');
    await expect(note).toBeVisible();
    await expect(note.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
