import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonTable } from '../ui';

const rowsEs = [
  {
    aspect: 'Visibilidad ante tu cliente',
    values: [
      'Invisibles: todo se entrega con la marca de tu agencia',
      'Visibles como partner tecnológico de tu agencia',
    ],
  },
  { aspect: 'Margen para tu agencia', values: ['+20% de margen', 'Margen estándar'] },
  {
    aspect: 'Relación con el cliente',
    values: [
      'Solo tu agencia trata con el cliente; nosotros trabajamos en segundo plano',
      'Tu agencia lidera la relación y participamos en las reuniones técnicas cuando hace falta',
    ],
  },
  {
    aspect: 'Ejecución',
    values: [
      'Nuestro equipo desarrolla y entrega bajo tu marca, con confidencialidad total (NDA)',
      'Trabajo conjunto, con funciones definidas para cada equipo',
    ],
  },
  {
    aspect: 'Ideal para',
    values: [
      'Agencias que quieren ampliar sus servicios y conservar toda la relación con el cliente',
      'Agencias que quieren reforzar su propuesta con un socio técnico especializado',
    ],
  },
];

const captionEs = 'Comparación de los modelos de colaboración en marca blanca y en co-branding';

const meta = {
  title: 'Sections/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    caption: captionEs,
    columns: ['Aspecto', 'Marca blanca', 'Co-branding'],
    rows: rowsEs,
  },
  argTypes: {
    caption: { control: 'text' },
    columns: { control: 'object' },
    rows: { control: 'object' },
    highlight: { control: { type: 'number', min: 0, step: 1 } },
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: captionEs });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Aspecto',
      'Marca blanca',
      'Co-branding',
    ]);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(rowsEs.map((row) => row.aspect));
    const margin = within(table).getByRole('row', { name: /Margen para tu agencia/ });
    await expect(within(margin).getByRole('cell', { name: '+20% de margen' })).toBeVisible();
    await expect(within(margin).getByRole('cell', { name: 'Margen estándar' })).toBeVisible();
    // Side by side, the column headers name the options: no label repeated in the cells.
    await expect(headers[1]).toBeVisible();
    await expect(within(margin).getByText('Marca blanca:')).not.toBeVisible();
  },
};

/** The recommended option (white label) stands out, in its header and in every cell. */
export const Highlighted: Story = {
  args: { highlight: 0 },
  play: async ({ canvas }) => {
    const [aspect, whiteLabel, coBranding] = canvas.getAllByRole('columnheader');
    await expect(whiteLabel).toHaveAttribute('data-highlight');
    await expect(aspect).not.toHaveAttribute('data-highlight');
    await expect(coBranding).not.toHaveAttribute('data-highlight');
    for (const row of canvas.getAllByRole('row').slice(1)) {
      const [first, second] = within(row).getAllByRole('cell');
      await expect(first).toHaveAttribute('data-highlight');
      await expect(second).not.toHaveAttribute('data-highlight');
    }
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    caption: 'Comparison of the white-label and co-branding partnership models',
    columns: ['Aspect', 'White label', 'Co-branding'],
    highlight: 0,
    rows: [
      {
        aspect: 'Visibility to your client',
        values: [
          "Invisible: everything is delivered under your agency's brand",
          "Visible as your agency's technology partner",
        ],
      },
      { aspect: "Your agency's margin", values: ['+20% margin', 'Standard margin'] },
      {
        aspect: 'Client relationship',
        values: [
          'Only your agency deals with the client; we work behind the scenes',
          'Your agency leads the relationship and we join technical meetings when needed',
        ],
      },
      {
        aspect: 'Delivery',
        values: [
          'Our team builds and delivers under your brand, with total confidentiality (NDA)',
          'Joint delivery, with clear roles for each team',
        ],
      },
      {
        aspect: 'Ideal for',
        values: [
          'Agencies that want to offer more services and keep full ownership of the client relationship',
          'Agencies that want to strengthen their pitch with a specialist technical partner',
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: 'Comparison of the white-label and co-branding partnership models',
    });
    await expect(within(table).getByRole('columnheader', { name: 'White label' })).toBeVisible();
    await expect(
      within(table).getByRole('rowheader', { name: "Your agency's margin" }),
    ).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '+20% margin' })).toBeVisible();
  },
};

/** On a phone each aspect is a card, and every value says which option it belongs to. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(within(row).getByRole('rowheader')).toBeVisible();
      await expect(within(row).getByText('Marca blanca:')).toBeVisible();
      await expect(within(row).getByText('Co-branding:')).toBeVisible();
    }
  },
};

/** Long aspects and values, and a long compound word, at the narrowest width that keeps columns. */
export const LongText: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: {
    columns: ['Aspecto', 'Marca blanca con acuerdo de confidencialidad', 'Co-branding'],
    rows: [
      {
        aspect: 'Responsable de la comunicación diaria con el cliente final',
        values: [
          'Tu agencia se encarga de todas las reuniones, los correos y las llamadas; nosotros preparamos los informes de avance con tu marca para que los presentes tú',
          'Compartimos un canal de comunicación con tu equipo y con tu cliente, con un responsable técnico asignado y disponible de lunes a viernes',
        ],
      },
      {
        aspect: 'Integraciones incluidas',
        values: [
          'Pasarelasdepagointernacionalesmultimoneda, ERP, CRM y automatizaciones con n8n',
          'Las mismas integraciones, presentadas como trabajo conjunto',
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const frame = table.parentElement;
    if (!frame) throw new Error('Table frame not found');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(canvas.getByRole('cell', { name: /Pasarelasdepago/ })).toBeVisible();
  },
};
