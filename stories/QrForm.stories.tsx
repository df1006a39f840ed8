import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyQr, qrPayload, type QrValues } from '../domain';
import { QrForm, type QrFormTexts } from '../ui';

const textsEs: QrFormTexts = {
  typesLabel: 'Tipo de contenido',
  types: {
    url: 'URL',
    text: 'Texto',
    email: 'Email',
    phone: 'Teléfono',
    contact: 'Tarjeta de Contacto',
    wifi: 'WiFi',
  },
  fields: {
    url: { label: 'URL', placeholder: 'https://ejemplo.com' },
    text: { label: 'Texto', placeholder: 'Escribe el texto del código' },
    email: { label: 'Dirección de email', placeholder: 'nombre@ejemplo.com' },
    subject: { label: 'Asunto' },
    message: { label: 'Mensaje' },
    phone: { label: 'Teléfono', placeholder: '+1234567890' },
    name: { label: 'Nombre completo' },
    company: { label: 'Empresa' },
    ssid: { label: 'Nombre de la red' },
    password: { label: 'Contraseña' },
    security: { label: 'Seguridad' },
    hidden: { label: 'Red oculta' },
  },
  securities: { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'Sin contraseña' },
};

const textsEn: QrFormTexts = {
  typesLabel: 'Content type',
  types: {
    url: 'URL',
    text: 'Text',
    email: 'Email',
    phone: 'Phone',
    contact: 'Contact Card',
    wifi: 'WiFi',
  },
  fields: {
    url: { label: 'URL', placeholder: 'https://example.com' },
    text: { label: 'Text', placeholder: 'Type the text of the code' },
    email: { label: 'Email address', placeholder: 'name@example.com' },
    subject: { label: 'Subject' },
    message: { label: 'Message' },
    phone: { label: 'Phone', placeholder: '+1234567890' },
    name: { label: 'Full name' },
    company: { label: 'Company' },
    ssid: { label: 'Network name' },
    password: { label: 'Password' },
    security: { label: 'Security' },
    hidden: { label: 'Hidden network' },
  },
  securities: { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'No password' },
};

/** The form as a page holds it: its values in state, each change also reported to onChange. */
function Stateful({
  initial,
  ...props
}: React.ComponentProps<typeof QrForm> & { initial: QrValues }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <QrForm
        {...props}
        values={values}
        onChange={(next) => {
          setValues(next);
          props.onChange(next);
        }}
      />
      <output data-testid="payload" className="mt-4 block text-xs whitespace-pre-wrap">
        {qrPayload(values)}
      </output>
    </>
  );
}

const meta = {
  title: 'Tools/QrForm',
  component: QrForm,
  tags: ['autodocs'],
  args: { values: emptyQr, texts: textsEs, onChange: fn() },
  render: (args) => <Stateful {...args} initial={args.values} />,
} satisfies Meta<typeof QrForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The URL type, empty: typing gives the code's content. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'URL' })).toBeChecked();
    const input = canvas.getByRole('textbox', { name: 'URL' });
    await expect(input).toHaveAttribute('placeholder', 'https://ejemplo.com');
    await userEvent.type(input, 'https://nodoweb.studio');
    await expect(canvas.getByTestId('payload')).toHaveTextContent('https://nodoweb.studio');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'url', data: 'https://nodoweb.studio' }),
    );
  },
};

/** Reached with the keyboard: the checked type shows the focus ring. */
export const TypeFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'URL' })).toHaveFocus();
  },
};

/** Arrow keys move between the types; the email type builds a mailto link. */
export const KeyboardEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'URL' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const email = canvas.getByRole('radio', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(email).toBeChecked();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Dirección de email' }),
      'ana@example.com',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Asunto' }), 'Cotización & diseño');
    await expect(canvas.getByTestId('payload')).toHaveTextContent(
      'mailto:ana@example.com?subject=Cotizaci%C3%B3n%20%26%20dise%C3%B1o',
    );
  },
};

/** Text chosen: only its group of fields shows, named after its type. */
export const TextType: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Texto' }));
    await expect(canvas.getByRole('radio', { name: 'Texto' })).toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'URL' })).toBeNull();
    const group = within(canvas.getByRole('group', { name: 'Texto' }));
    await userEvent.type(group.getByRole('textbox', { name: 'Texto' }), 'Hola, ¿qué tal?');
    await expect(canvas.getByTestId('payload')).toHaveTextContent('Hola, ¿qué tal?');
  },
};

/** The contact card, filled, on a phone: its fields stack. */
export const ContactCardMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    values: {
      ...emptyQr,
      type: 'contact',
      name: 'José Peña',
      phone: '+58 412 555 0101',
      email: 'jose@example.com',
      company: 'Peña, Hijos y Asociados Consultores Internacionales',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('José Peña');
    await expect(canvas.getByTestId('payload')).toHaveTextContent('ORG:Peña\\, Hijos');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A WiFi network: without a password the password field goes away. */
export const Wifi: Story = {
  args: { values: { ...emptyQr, type: 'wifi', ssid: 'Oficina', password: 'a;b' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payload')).toHaveTextContent('WIFI:T:WPA;S:Oficina;P:a\\;b;;');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Seguridad' }), 'nopass');
    await expect(canvas.queryByRole('textbox', { name: 'Contraseña' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Red oculta' }));
    await expect(canvas.getByTestId('payload')).toHaveTextContent(
      'WIFI:T:nopass;S:Oficina;H:true;;',
    );
  },
};

/** In English, on the phone type. */
export const English: Story = {
  args: { texts: textsEn, values: { ...emptyQr, type: 'phone' } },
  play: async ({ canvas }) => {
    const types = canvas.getByRole('group', { name: 'Content type' });
    await expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['URL', 'Text', 'Email', 'Phone', 'Contact Card', 'WiFi']);
    await expect(within(types).getByRole('radio', { name: 'Phone' })).toBeChecked();
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAttribute('placeholder', '+1234567890');
    await userEvent.type(phone, '+1 234 567 890');
    await expect(canvas.getByTestId('payload')).toHaveTextContent('tel:+1234567890');
  },
};
