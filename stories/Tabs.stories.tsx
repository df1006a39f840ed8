import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code2, Search, ShoppingCart, Workflow } from 'lucide-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui';

const services = [
  {
    value: 'web',
    tab: 'Desarrollo web',
    icon: Code2,
    text: 'Webs corporativas rápidas y accesibles, hechas en React y Next.js.',
  },
  {
    value: 'tiendas',
    tab: 'Tiendas online',
    icon: ShoppingCart,
    text: 'Tiendas en Shopify o WooCommerce con pagos, envíos y facturación.',
  },
  {
    value: 'seo',
    tab: 'SEO',
    icon: Search,
    text: 'Auditoría técnica, contenidos y enlaces para subir en Google.',
  },
  {
    value: 'automatizacion',
    tab: 'Automatización',
    icon: Workflow,
    text: 'Conectamos tu web con tu CRM y tu correo para ahorrar horas cada semana.',
  },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'web', activationMode: 'automatic', onValueChange: fn() },
  argTypes: {
    defaultValue: { control: 'select', options: services.map((s) => s.value) },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Servicios">
        {services.map(({ value, tab }) => (
          <TabsTrigger key={value} value={value}>
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {services.map(({ value, text }) => (
        <TabsContent key={value} value={value}>
          <p>{text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Servicios' })).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    const first = canvas.getByRole('tab', { name: 'Desarrollo web' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'SEO' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = canvas.getByRole('tabpanel', { name: 'Desarrollo web' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent(/React y Next\.js/);
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const ClickTab: Story = {
  play: async ({ canvas, args }) => {
    const shops = canvas.getByRole('tab', { name: 'Tiendas online' });
    await userEvent.click(shops);
    await expect(shops).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Desarrollo web' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Tiendas online' })).toHaveTextContent(
      /Shopify o WooCommerce/,
    );
    await expect(
      canvas.queryByRole('tabpanel', { name: 'Desarrollo web' }),
    ).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledWith('tiendas');
  },
};

/** Arrow keys move between tabs and the panel follows; the ends wrap around. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const web = canvas.getByRole('tab', { name: 'Desarrollo web' });
    const shops = canvas.getByRole('tab', { name: 'Tiendas online' });
    const automation = canvas.getByRole('tab', { name: 'Automatización' });

    await userEvent.tab();
    await expect(web).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(shops).toHaveFocus();
    await expect(shops).toHaveAttribute('aria-selected', 'true');
    await expect(web).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Tiendas online' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tiendas');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(web).toHaveFocus();
    await expect(web).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Desarrollo web' })).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(automation).toHaveFocus();
    await expect(automation).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Automatización' })).toHaveTextContent(/CRM/);

    // Tab leaves the tab list for the active panel (focusable so its content can be read).
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Automatización' })).toHaveFocus();
  },
};

/** Manual activation: arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    const web = canvas.getByRole('tab', { name: 'Desarrollo web' });
    const shops = canvas.getByRole('tab', { name: 'Tiendas online' });
    web.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shops).toHaveFocus();
    await expect(shops).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Desarrollo web' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(shops).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Tiendas online' })).toBeVisible();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Servicios">
        {services.map(({ value, tab, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {services.map(({ value, text }) => (
        <TabsContent key={value} value={value}>
          <p>{text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const seo = canvas.getByRole('tab', { name: 'SEO' });
    await expect(seo.querySelector('svg')?.getBoundingClientRect().width).toBe(16);
    await userEvent.click(seo);
    await expect(seo).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'SEO' })).toHaveTextContent(/Google/);
  },
};

/** A tab that cannot be chosen yet: skipped by the arrow keys, ignored on click. */
export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Fases del proyecto">
        <TabsTrigger value="web">Diseño</TabsTrigger>
        <TabsTrigger value="tiendas" disabled>
          Desarrollo
        </TabsTrigger>
        <TabsTrigger value="seo">Lanzamiento</TabsTrigger>
      </TabsList>
      <TabsContent value="web">
        <p>Bocetos y prototipo aprobados.</p>
      </TabsContent>
      <TabsContent value="tiendas">
        <p>En cola: empieza tras la aprobación del diseño.</p>
      </TabsContent>
      <TabsContent value="seo">
        <p>Fecha prevista: 15 de junio.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const design = canvas.getByRole('tab', { name: 'Diseño' });
    const development = canvas.getByRole('tab', { name: 'Desarrollo' });
    const launch = canvas.getByRole('tab', { name: 'Lanzamiento' });
    await expect(development).toBeDisabled();
    await userEvent.click(development, { pointerEventsCheck: 0 });
    await expect(development).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Diseño' })).toBeVisible();

    design.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(launch).toHaveFocus();
    await expect(launch).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Lanzamiento' })).toHaveTextContent(/junio/);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { defaultValue: 'shops' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Services">
        <TabsTrigger value="web">Web development</TabsTrigger>
        <TabsTrigger value="shops">Online shops</TabsTrigger>
        <TabsTrigger value="seo">SEO</TabsTrigger>
      </TabsList>
      <TabsContent value="web">
        <p>Fast, accessible corporate websites built with React and Next.js.</p>
      </TabsContent>
      <TabsContent value="shops">
        <p>Shopify or WooCommerce shops with payments, shipping and invoicing.</p>
      </TabsContent>
      <TabsContent value="seo">
        <p>Technical audits, content and links to climb in Google.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const shops = canvas.getByRole('tab', { name: 'Online shops' });
    await expect(shops).toHaveAttribute('aria-selected', 'true');
    shops.focus();
    await userEvent.keyboard('{ArrowRight}');
    const seo = canvas.getByRole('tab', { name: 'SEO' });
    await expect(seo).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'SEO' })).toHaveTextContent(
      /climb in Google/,
    );
  },
};

export const LongText: Story = {
  args: { defaultValue: 'migracion' },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="Preguntas frecuentes">
        <TabsTrigger value="migracion">Migración de tienda</TabsTrigger>
        <TabsTrigger value="plazos">Plazos</TabsTrigger>
      </TabsList>
      <TabsContent value="migracion">
        <p>
          Trasladamos productos, categorías, clientes y pedidos desde PrestaShop, Magento o
          WooCommerce a Shopify, creamos las redirecciones 301 de cada URL indexada para no perder
          posicionamiento y revisamos con Search Console durante los tres meses siguientes que
          Google ha rastreado la nueva tienda sin errores.
        </p>
      </TabsContent>
      <TabsContent value="plazos">
        <p>Entre cuatro y ocho semanas según el tamaño del catálogo.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Migración de tienda' });
    await expect(panel).toBeVisible();
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
    await expect(panel.getBoundingClientRect().height).toBeGreaterThan(72);
    await userEvent.click(canvas.getByRole('tab', { name: 'Plazos' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Plazos' })).toHaveTextContent(
      /ocho semanas/,
    );
  },
};

const manyTabs = [
  ['web', 'Desarrollo web'],
  ['tiendas', 'Tiendas online'],
  ['seo', 'SEO'],
  ['diseno', 'Diseño UX/UI'],
  ['automatizacion', 'Automatización'],
  ['mantenimiento', 'Mantenimiento'],
  ['hosting', 'Hosting'],
  ['formacion', 'Formación'],
] as const;

/** Many tabs on a phone: the tab list scrolls sideways and keeps the focused tab in view. */
export const MobileManyTabs: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Todos los servicios">
        {manyTabs.map(([value, tab]) => (
          <TabsTrigger key={value} value={value}>
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {manyTabs.map(([value, tab]) => (
        <TabsContent key={value} value={value}>
          <p>Información sobre {tab.toLowerCase()} para tu negocio.</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Todos los servicios' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.scrollLeft).toBe(0);

    const last = canvas.getByRole('tab', { name: 'Formación' });
    await expect(last.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth);

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Desarrollo web' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Formación' })).toBeVisible();
    // Focusing the last tab scrolled the list so it is on screen.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth),
    );

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Hosting' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Servicios' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const seo = canvas.getByRole('tab', { name: 'SEO' });
    await expect(seo.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(seo);
    await expect(canvas.getByRole('tabpanel', { name: 'SEO' })).toBeVisible();
  },
};
