import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProjectTypePicker, type ProjectType } from '../ui';

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
    onOpenChange: fn(),
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

/** The menu button, named by the label and the current choice (or the placeholder). */
function trigger(canvas: Canvas, choice = 'Selecciona un tipo de proyecto') {
  return canvas.getByRole('button', { name: `Tipo de proyecto ${choice}` });
}

/** Radix renders the menu in a portal on document.body, outside the story's canvas. */
async function findMenu(): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** The chosen type's panel, found from its title (h3). */
function panelOf(title: HTMLElement): HTMLElement {
  const panel = title.closest<HTMLElement>('[data-state="chosen"]');
  if (!panel) throw new Error('Details panel not found');
  return panel;
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    await expect(button).toBeVisible();
    await expect(button).toHaveTextContent('Selecciona un tipo de proyecto');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/te mostramos qué incluye/)).toBeVisible();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

export const OpenByClick: Story = {
  play: async ({ canvas, args }) => {
    const button = trigger(canvas);
    await userEvent.click(button);
    const menu = await findMenu();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(5);
    await expect(items.map((item) => item.textContent)).toEqual(titlesEs);
    for (const item of items) await expect(item).toHaveAttribute('aria-checked', 'false');
    // As wide as the button, right below it.
    const menuBox = menu.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await expect(menuBox.top).toBeGreaterThanOrEqual(buttonBox.bottom);
    await expect(Math.abs(menuBox.width - buttonBox.width)).toBeLessThanOrEqual(1);
  },
};

export const OpenByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = trigger(canvas);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findMenu();
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Aplicación Web' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'Aplicación Móvil' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await expect(args.onValueChange).toHaveBeenCalledWith('mobile');

    const chosen = trigger(canvas, 'Aplicación Móvil');
    await expect(chosen).toHaveTextContent('Aplicación Móvil');
    await waitFor(() => expect(chosen).toHaveFocus());
    const title = canvas.getByRole('heading', { level: 3, name: 'Aplicación Móvil' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText('Notificaciones push y modo sin conexión')).toBeVisible();
    await expect(canvas.getByText('React Native')).toBeVisible();

    // ArrowDown opens it again, with the chosen type checked.
    await userEvent.keyboard('{ArrowDown}');
    await findMenu();
    await expect(screen.getByRole('menuitemradio', { name: 'Aplicación Móvil' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed();
  },
};

export const ChoosingClosesAndShows: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(trigger(canvas));
    await findMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'E-commerce' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('ecommerce');
    await expectClosed();

    await expect(trigger(canvas, 'E-commerce')).toHaveTextContent('E-commerce');
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
    for (const name of names) await expect(within(badges).getByText(name ?? '')).toBeVisible();
    // The panel is announced politely when it changes.
    await expect(panel).toHaveAttribute('aria-live', 'polite');
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'ecommerce' },
  play: async ({ canvas }) => {
    const button = trigger(canvas, 'E-commerce');
    await expect(canvas.getByRole('heading', { level: 3, name: 'E-commerce' })).toBeVisible();
    await expect(canvas.getByText('Stripe')).toBeVisible();
    await userEvent.click(button);
    await findMenu();
    await expect(screen.getByRole('menuitemradio', { name: 'E-commerce' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'Aplicación Web' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const button = trigger(canvas);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await findMenu();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Nothing chosen: the hint stays.
    await expect(canvas.getByText(/te mostramos qué incluye/)).toBeVisible();
    await expect(button).toHaveTextContent('Selecciona un tipo de proyecto');
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
    const button = canvas.getByRole('button', { name: 'Project type Choose a project type' });
    await expect(canvas.getByText(/Pick a project type/)).toBeVisible();
    await userEvent.click(button);
    const menu = await findMenu();
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(typesEn.map((type) => type.title));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Enterprise System' }));
    await expectClosed();
    await expect(args.onValueChange).toHaveBeenCalledWith('enterprise');
    await expect(
      canvas.getByRole('button', { name: 'Project type Enterprise System' }),
    ).toBeVisible();
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
    // The button keeps one line and ends the long title with an ellipsis.
    const button = canvas.getByRole('button', { name: /Tipo de proyecto Plataforma/ });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    const menu = await findMenu();
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Sistema Empresarial' }));
    await expectClosed();
    const title = canvas.getByRole('heading', { level: 3, name: 'Sistema Empresarial' });
    const card = panelOf(title).firstElementChild;
    if (!(card instanceof HTMLElement)) throw new Error('Details card not found');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
