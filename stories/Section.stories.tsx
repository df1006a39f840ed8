import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button, Container, Heading, Section } from '../ui';
import { sectionVariantConfig } from '../ui/primitives/Section';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { tone: 'default', spacing: 'md', id: 'servicios', 'aria-labelledby': 'servicios-titulo' },
  argTypes: {
    tone: { control: 'select', options: optionsOf(sectionVariantConfig.tone) },
    spacing: { control: 'select', options: optionsOf(sectionVariantConfig.spacing) },
    id: { control: 'text' },
  },
  render: (args) => (
    <Section {...args}>
      <Container>
        <Heading level={2} id="servicios-titulo">
          Servicios
        </Heading>
        <p className="mt-4 max-w-prose">
          Desarrollo web, tiendas online, SEO, diseño y automatización: todo lo que tu negocio
          necesita para vender en internet.
        </p>
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Named by its heading, the section is a region landmark.
    const section = canvas.getByRole('region', { name: 'Servicios' });
    await expect(section).toBeVisible();
    await expect(section).toHaveAttribute('id', 'servicios');
    await expect(section).toHaveAttribute('data-tone', 'default');
  },
};

export const English: Story = {
  args: { id: 'services', 'aria-labelledby': 'services-title' },
  parameters: { lang: 'en' },
  render: (args) => (
    <Section {...args}>
      <Container>
        <Heading level={2} id="services-title">
          Services
        </Heading>
        <p className="mt-4 max-w-prose">
          Web development, online shops, SEO, design and automation: everything your business needs
          to sell online.
        </p>
      </Container>
    </Section>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Services' });
    await expect(section).toHaveAttribute('id', 'services');
  },
};

/** A link such as the header's "Servicios" points at the section's anchor id. */
export const AnchorTarget: Story = {
  render: (args) => (
    <>
      <nav aria-label="Secciones" className="p-4">
        <a href="#servicios" className="font-semibold text-primary underline">
          Ir a servicios
        </a>
      </nav>
      <Section {...args}>
        <Container>
          <Heading level={2} id="servicios-titulo">
            Servicios
          </Heading>
          <p className="mt-4">Webs, tiendas online y SEO para pymes.</p>
        </Container>
      </Section>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Ir a servicios' });
    const section = canvas.getByRole('region', { name: 'Servicios' });
    await expect(link).toHaveAttribute('href', '#servicios');
    await expect(section).toHaveAttribute('id', 'servicios');
    await expect(canvasElement.ownerDocument.getElementById('servicios')).toBe(section);
    // Anchors keep clear of the fixed header: the page's scroll-padding-top is its height, and
    // the section adds no margin of its own (both would scroll it twice as far down).
    const root = canvasElement.ownerDocument.documentElement;
    await expect(getComputedStyle(root).scrollPaddingTop).toBe('72px');
    await expect(getComputedStyle(section).scrollMarginTop).toBe('0px');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Muted: Story = {
  args: { tone: 'muted' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Servicios' });
    await expect(section).toHaveAttribute('data-tone', 'muted');
    await expect(getComputedStyle(section).backgroundColor).toBe(tokenColor('--color-muted'));
  },
};

/** The night-blue hero tone: text and buttons switch to the surface's foreground colours. */
export const Dark: Story = {
  args: { tone: 'dark', id: 'contacto', 'aria-labelledby': 'contacto-titulo' },
  render: (args) => (
    <Section {...args}>
      <Container className="flex flex-col items-start gap-4">
        <Heading level={2} id="contacto-titulo">
          ¿Hablamos de tu proyecto?
        </Heading>
        <p className="max-w-prose text-surface-muted-foreground">
          Cuéntanos qué necesitas y te enviamos un presupuesto sin compromiso en 24 horas.
        </p>
        <Button>Solicitar presupuesto</Button>
      </Container>
    </Section>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '¿Hablamos de tu proyecto?' });
    await expect(section).toHaveAttribute('id', 'contacto');
    await expect(section).toHaveAttribute('data-tone', 'dark');
    await expect(getComputedStyle(section).backgroundColor).toBe(tokenColor('--color-surface'));
    const heading = canvas.getByRole('heading', { level: 2, name: '¿Hablamos de tu proyecto?' });
    await expect(getComputedStyle(heading).color).toBe(tokenColor('--color-surface-foreground'));
    await expect(canvas.getByRole('button', { name: 'Solicitar presupuesto' })).toBeVisible();
  },
};

/** The three tones stacked, as the home page alternates them. */
export const Tones: Story = {
  render: () => (
    <>
      {(
        [
          ['default', 'web', 'Desarrollo web'],
          ['muted', 'tiendas', 'Tiendas online'],
          ['dark', 'seo', 'Posicionamiento SEO'],
        ] as const
      ).map(([tone, id, title]) => (
        <Section key={id} tone={tone} spacing="sm" id={id} aria-labelledby={`${id}-titulo`}>
          <Container>
            <Heading level={2} size="h3" id={`${id}-titulo`}>
              {title}
            </Heading>
          </Container>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const expected = {
      'Desarrollo web': ['web', '--color-background'],
      'Tiendas online': ['tiendas', '--color-muted'],
      'Posicionamiento SEO': ['seo', '--color-surface'],
    } as const;
    for (const [name, [id, background]] of Object.entries(expected)) {
      const section = canvas.getByRole('region', { name });
      await expect(section).toHaveAttribute('id', id);
      await expect(getComputedStyle(section).backgroundColor).toBe(tokenColor(background));
    }
  },
};

export const Spacings: Story = {
  render: () => (
    <>
      {(['none', 'sm', 'md', 'lg'] as const).map((spacing) => (
        <Section
          key={spacing}
          tone={spacing === 'md' ? 'muted' : 'default'}
          spacing={spacing}
          aria-labelledby={`espaciado-${spacing}`}
        >
          <Container>
            <Heading level={2} size="h4" id={`espaciado-${spacing}`}>
              Espaciado {spacing}
            </Heading>
          </Container>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const padding = (spacing: string) =>
      Number.parseFloat(
        getComputedStyle(canvas.getByRole('region', { name: `Espaciado ${spacing}` })).paddingTop,
      );
    await expect(padding('none')).toBe(0);
    await expect(padding('sm')).toBeGreaterThan(padding('none'));
    await expect(padding('md')).toBeGreaterThan(padding('sm'));
    await expect(padding('lg')).toBeGreaterThan(padding('md'));
  },
};

export const LongText: Story = {
  args: { tone: 'muted' },
  render: (args) => (
    <Section {...args}>
      <Container width="narrow">
        <Heading level={2} id="servicios-titulo">
          Servicios de desarrollo web, comercio electrónico, posicionamiento en buscadores y
          automatización de procesos para pequeñas y medianas empresas
        </Heading>
        <p className="mt-4">
          Acompañamos a cada cliente desde la primera reunión hasta mucho después del lanzamiento:
          analizamos su mercado, diseñamos la experiencia, desarrollamos la web o la tienda online,
          la conectamos con sus herramientas de gestión y medimos cada mes las visitas, los
          contactos y las ventas para seguir mejorando.
        </p>
      </Container>
    </Section>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: /^Servicios de desarrollo web/ });
    await expect(section).toBeVisible();
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { tone: 'dark', spacing: 'lg' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Servicios' });
    const rect = section.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    // The smaller mobile padding (py-20 = 5rem) applies below the sm breakpoint.
    await expect(getComputedStyle(section).paddingTop).toBe('80px');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
