import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProjectTypePicker, type ProjectType } from '../ui';
import { pressKey } from './fixtures/interaction';
import { press } from './fixtures/pointer';

const typesEs: ProjectType[] = [
  {
    id: 'web',
    title: 'Aplicación Web',
    description:
      'Plataformas, portales de clientes y paneles de gestión a medida que funcionan en cualquier navegador.',
    details: [
      'Paneles de administración y portales de clientes',
      'Integración con APIs y pasarelas de pago',
      'Autenticación segura y roles de usuario',
      'Despliegue en la nube con escalado automático',
    ],
    recommended: ['React', 'Next.js', 'Node.js', 'PostgreSQL'],
  },
  {
    id: 'mobile',
    title: 'Aplicación Móvil',
    description: 'Apps para iOS y Android con una sola base de código y experiencia nativa.',
    details: [
      'Una sola base de código para iOS y Android',
      'Notificaciones push y modo sin conexión',
      'Publicación en App Store y Google Play',
    ],
    recommended: ['React Native', 'Expo', 'Firebase'],
  },
  {
    id: 'ecommerce',
    title: 'E-commerce',
    description: 'Tiendas online rápidas, seguras y preparadas para vender desde el primer día.',
    details: [
      'Catálogo, carrito y checkout optimizados para móvil',
      'Pagos con tarjeta, PayPal y Bizum',
      'Gestión de envíos, inventario y facturas',
      'SEO técnico para fichas de producto',
    ],
    recommended: ['Shopify', 'Next.js', 'Stripe', 'MongoDB'],
  },
  {
    id: 'enterprise',
    title: 'Sistema Empresarial',
    description: 'ERP, CRM e intranets adaptados a los procesos reales de tu empresa.',
    details: [
      'Automatización de flujos de trabajo',
      'Informes y cuadros de mando en tiempo real',
      'Integración con tu ERP y CRM actuales',
      'Control de accesos y registro de auditoría',
    ],
    recommended: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
  },
  {
    id: 'marketing',
    title: 'Marketing Digital',
    description: 'Webs y landing pages pensadas para captar clientes y medir cada campaña.',
    details: [
      'Landing pages de alta conversión',
      'Analítica y seguimiento de campañas',
      'Pruebas A/B y optimización continua',
    ],
    recommended: ['Next.js', 'WordPress', 'Google Analytics', 'HubSpot'],
  },
];

const typesEn: ProjectType[] = [
  {
    id: 'web',
    title: 'Web Application',
    description: 'Custom platforms, client portals and dashboards that run in any browser.',
    details: [
      'Admin dashboards and client portals',
      'API and payment gateway integrations',
      'Secure sign-in and user roles',
      'Cloud deployment with autoscaling',
    ],
    recommended: ['React', 'Next.js', 'Node.js', 'PostgreSQL'],
  },
  {
    id: 'mobile',
    title: 'Mobile App',
    description: 'iOS and Android apps from a single codebase with a native feel.',
    details: [
      'One codebase for iOS and Android',
      'Push notifications and offline mode',
      'App Store and Google Play publishing',
    ],
    recommended: ['React Native', 'Expo', 'Firebase'],
  },
  {
    id: 'ecommerce',
    title: 'E-commerce',
    description: 'Fast, secure online stores ready to sell from day one.',
    details: [
      'Mobile-first catalogue, cart and checkout',
      'Card, PayPal and Apple Pay payments',
      'Shipping, stock and invoicing',
      'Technical SEO for product pages',
    ],
    recommended: ['Shopify', 'Next.js', 'Stripe', 'MongoDB'],
  },
  {
    id: 'enterprise',
    title: 'Enterprise System',
    description: 'ERP, CRM and intranets shaped around how your company really works.',
    details: [
      'Workflow automation',
      'Real-time reports and dashboards',
      'Integration with your current ERP and CRM',
      'Access control and audit log',
    ],
    recommended: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
  },
  {
    id: 'marketing',
    title: 'Digital Marketing',
    description: 'Websites and landing pages built to win customers and measure every campaign.',
    details: [
      'High-converting landing pages',
      'Campaign analytics and tracking',
      'A/B testing and continuous optimisation',
    ],
    recommended: ['Next.js', 'WordPress', 'Google Analytics', 'HubSpot'],
  },
];

const titlesEs = typesEs.map((type) => type.title);

const meta = {
  title: 'Sections/ProjectTypePicker',
  component: ProjectTypePicker,
  tags: ['autodocs'],
  args: {
    types: typesEs,
    label: 'Tipo de proyecto',
    placeholder: 'Selecciona un tipo de proyecto',
    hint: 'Elige un tipo de proyecto y te mostramos qué incluye y con qué tecnologías lo construiríamos.',
    detailsTitle: 'Qué incluye',
    recommendedTitle: 'Tecnologías recomendadas',
    onValueChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    detailsTitle: { control: 'text' },
    recommendedTitle: { control: 'text' },
    defaultValue: { control: 'select', options: [undefined, ...typesEs.map((type) => type.id)] },
    types: { control: 'object' },
  },
  // The picker's chosen type is an h3 under the technologies section's h2.
  decorators: [
    (Story) => (
      <>
        <h2 className="sr-only">Tecnologías por tipo de proyecto</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ProjectTypePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

/** The picker: a native select, named by its label. */
function picker(canvas: Canvas, name = 'Tipo de proyecto'): HTMLSelectElement {
  return canvas.getByRole('combobox', { name }) as HTMLSelectElement;
}

/** What the closed picker shows: the chosen type, or the placeholder. */
const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '';

/** The open list (the select's own picker, drawn in the page), once it shows. */
async function expectOpen(select: HTMLSelectElement) {
  await waitFor(() => expect(select.matches(':open')).toBe(true));
}

async function expectClosed(select: HTMLSelectElement) {
  await waitFor(() => expect(select.matches(':open')).toBe(false));
}

/** The chosen type's panel, found from its title (h3). */
function panelOf(title: HTMLElement): HTMLElement {
  const panel = title.closest<HTMLElement>('[data-state="chosen"]');
  if (!panel) throw new Error('Details panel not found');
  return panel;
}

/** Nothing chosen yet: the select says so and the hint shows. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const select = picker(canvas);
    await expect(select).toBeVisible();
    await expect(select).toHaveValue('');
    await expect(shown(select)).toBe('Selecciona un tipo de proyecto');
    await expect(canvas.getByText(/te mostramos qué incluye/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    // The placeholder is not one of the choices.
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(titlesEs);
  },
};

/** Reached with Tab: the focus ring shows. */
export const Focus: Story = {
  play: async ({ canvas }) => {
    const select = picker(canvas);
    await pressKey('{Tab}');
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
  },
};

/** Room under the picker for its open list, which the story's picture shows. */
const withRoomForTheList: Story['decorators'] = [
  (Story) => (
    <div className="min-h-[26rem]">
      <Story />
    </div>
  ),
];

/** A click opens the list, right under the select, every type in it, none chosen. */
export const OpenByClick: Story = {
  decorators: withRoomForTheList,
  play: async ({ canvas }) => {
    const select = picker(canvas);
    await press(select);
    await expectOpen(select);
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(titlesEs);
    for (const option of options) await expect((option as HTMLOptionElement).selected).toBe(false);
    const first = options[0]?.getBoundingClientRect();
    await expect(first?.top).toBeGreaterThanOrEqual(select.getBoundingClientRect().bottom);
  },
};

/** By keyboard: Enter opens the list, the arrows move, Enter chooses and closes it. */
export const OpenByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const select = picker(canvas);
    await pressKey('{Tab}');
    await expect(select).toHaveFocus();
    await pressKey('{Enter}');
    await expectOpen(select);
    await pressKey('{ArrowDown}');
    await pressKey('{Enter}');
    await expectClosed(select);
    await expect(select).toHaveValue('mobile');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mobile');
    await expect(select).toHaveFocus();
    const title = canvas.getByRole('heading', { level: 3, name: 'Aplicación Móvil' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText('Notificaciones push y modo sin conexión')).toBeVisible();
    await expect(canvas.getByText('React Native')).toBeVisible();
  },
};

/** A type chosen: the list closes and the type's details and technologies show. */
export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    const select = picker(canvas);
    await press(select);
    await expectOpen(select);
    await press(within(select).getByRole('option', { name: 'E-commerce' }));
    await expectClosed(select);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('ecommerce');
    await expect(shown(select)).toBe('E-commerce');

    await expect(canvas.queryByText(/te mostramos qué incluye/)).not.toBeInTheDocument();
    const title = canvas.getByRole('heading', { level: 3, name: 'E-commerce' });
    const panel = panelOf(title);
    await expect(within(panel).getByText(/preparadas para vender/)).toBeVisible();
    await expect(
      within(panel).getByRole('heading', { level: 4, name: 'Qué incluye' }),
    ).toBeVisible();
    await expect(within(panel).getByText('Pagos con tarjeta, PayPal y Bizum')).toBeVisible();

    const recommended = within(panel).getByRole('heading', {
      level: 4,
      name: 'Tecnologías recomendadas',
    });
    await expect(recommended).toBeVisible();
    const badges = recommended.nextElementSibling;
    if (!(badges instanceof HTMLElement)) throw new Error('Recommended list not found');
    const names = within(badges)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Shopify', 'Next.js', 'Stripe', 'MongoDB']);
    // The panel is announced politely when it changes.
    await expect(panel).toHaveAttribute('aria-live', 'polite');
  },
};

/** Opened again, the list marks the chosen type. */
export const Preselected: Story = {
  args: { defaultValue: 'ecommerce' },
  decorators: withRoomForTheList,
  play: async ({ canvas }) => {
    const select = picker(canvas);
    await expect(shown(select)).toBe('E-commerce');
    await expect(canvas.getByRole('heading', { level: 3, name: 'E-commerce' })).toBeVisible();
    await expect(canvas.getByText('Stripe')).toBeVisible();
    await press(select);
    await expectOpen(select);
    const option = (name: string) =>
      within(select).getByRole('option', { name }) as HTMLOptionElement;
    await expect(option('E-commerce').selected).toBe(true);
    await expect(option('Aplicación Web').selected).toBe(false);
  },
};

/** Esc closes the list with nothing chosen; focus stays on the select. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const select = picker(canvas);
    select.focus();
    await pressKey('{Enter}');
    await expectOpen(select);
    await pressKey('{ArrowDown}');
    await pressKey('{Escape}');
    await expectClosed(select);
    await expect(select).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Nothing chosen: the hint stays.
    await expect(canvas.getByText(/te mostramos qué incluye/)).toBeVisible();
    await expect(shown(select)).toBe('Selecciona un tipo de proyecto');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    types: typesEn,
    label: 'Project type',
    placeholder: 'Choose a project type',
    hint: 'Pick a project type to see what it includes and which technologies we would use.',
    detailsTitle: 'What it includes',
    recommendedTitle: 'Recommended technologies',
  },
  decorators: [
    (Story) => (
      <>
        <h2 className="sr-only">Technologies by project type</h2>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, args }) => {
    const select = picker(canvas, 'Project type');
    await expect(shown(select)).toBe('Choose a project type');
    await expect(canvas.getByText(/Pick a project type/)).toBeVisible();
    await press(select);
    await expectOpen(select);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(typesEn.map((type) => type.title));
    await press(within(select).getByRole('option', { name: 'Enterprise System' }));
    await expectClosed(select);
    await expect(args.onValueChange).toHaveBeenCalledWith('enterprise');
    await expect(shown(select)).toBe('Enterprise System');
    await expect(
      canvas.getByRole('heading', { level: 4, name: 'Recommended technologies' }),
    ).toBeVisible();
    await expect(canvas.getByText('Docker')).toBeVisible();
  },
};

const longType: ProjectType = {
  id: 'platform',
  title: 'Plataforma de interoperabilidad Multiorganizacionalinterdepartamental',
  description:
    'Conectamos sistemas heredados, proveedores externos y aplicaciones propias en una sola plataforma con trazabilidad completa de cada operación.',
  details: [
    'Sincronización bidireccional de datos maestros entre ERP, CRM y almacén',
    'Orquestación de procesos con colas de mensajes y reintentos automáticos',
    'Paneles de observabilidad con alertas por correo, Slack y Microsoft Teams',
  ],
  recommended: ['Kubernetes', 'Apache Kafka', 'PostgreSQL', 'OpenTelemetry', 'TypeScript'],
};

export const LongText: Story = {
  args: { types: [...typesEs, longType], defaultValue: 'platform' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: /Multiorganizacional/ });
    const panel = panelOf(title).firstElementChild;
    if (!(panel instanceof HTMLElement)) throw new Error('Details card not found');
    await expect(title).toBeVisible();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    // The select keeps one line (the long title ends with an ellipsis) inside its column.
    const select = picker(canvas);
    await expect(shown(select)).toMatch(/^Plataforma/);
    const column = select.closest('[data-slot="project-type-picker"]')?.getBoundingClientRect();
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(column?.right ?? 0);
    await expect(select.getBoundingClientRect().height).toBeLessThan(60);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const select = picker(canvas);
    const box = select.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await press(select);
    await expectOpen(select);
    const option = within(select).getByRole('option', { name: 'Sistema Empresarial' });
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await press(option);
    await expectClosed(select);
    const title = canvas.getByRole('heading', { level: 3, name: 'Sistema Empresarial' });
    const card = panelOf(title).firstElementChild;
    if (!(card instanceof HTMLElement)) throw new Error('Details card not found');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
