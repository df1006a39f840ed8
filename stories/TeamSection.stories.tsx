import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamSection, type TeamMember } from '../ui';
import { picture } from './fixtures/images';
import { expectContained } from './fixtures/layout';

const membersEs: TeamMember[] = [
  {
    count: '4',
    role: 'Desarrolladores',
    description: 'Especialistas en React, Next.js, WordPress y Shopify.',
  },
  {
    count: '1',
    role: 'Analista SEO',
    description: 'Auditorías técnicas, palabras clave y analítica.',
  },
  {
    count: '1',
    role: 'Creadora de contenido',
    description: 'Textos, artículos y fichas de producto que venden.',
  },
  {
    count: '+',
    role: 'Equipo en crecimiento',
    description: 'Sumamos talento a medida que crecen nuestros clientes.',
  },
];

const membersEn: TeamMember[] = [
  {
    count: '4',
    role: 'Developers',
    description: 'Specialists in React, Next.js, WordPress and Shopify.',
  },
  { count: '1', role: 'SEO analyst', description: 'Technical audits, keywords and analytics.' },
  {
    count: '1',
    role: 'Content creator',
    description: 'Copy, articles and product pages that sell.',
  },
  { count: '+', role: 'Growing team', description: 'We add talent as our clients grow.' },
];

type Canvas = StoryContext['canvas'];

/** Each member card as read aloud: count, role and description. */
async function expectMembers(canvas: Canvas, members: TeamMember[]) {
  const items = canvas.getAllByRole('listitem');
  await expect(items).toHaveLength(members.length);
  for (const [i, member] of members.entries()) {
    const item = items[i];
    if (!item) throw new Error(`No card for ${member.role}`);
    await expect(item).toBeVisible();
    await expect(within(item).getByText(member.count)).toBeVisible();
    await expect(within(item).getByText(member.role)).toBeVisible();
    await expect(within(item).getByText(member.description)).toBeVisible();
  }
}

function rectOf(element: Element | undefined): DOMRect {
  if (!element) throw new Error('Element not found');
  return element.getBoundingClientRect();
}

const meta = {
  title: 'Sections/TeamSection',
  component: TeamSection,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Quiénes somos',
    title: 'Un equipo pequeño, senior y cercano',
    description:
      'En Nodo Web Studio hablas directamente con quien diseña y programa tu web. Sin intermediarios, sin plantillas y con plazos que se cumplen.',
    location: 'Con base en Venezuela, al servicio de clientes de todo el mundo',
    members: membersEs,
    missionTitle: 'Nuestra misión',
    mission:
      'Que cualquier negocio, grande o pequeño, tenga una web rápida, accesible y rentable, construida con el mismo cuidado que las de las grandes marcas.',
    image: picture('team', 'El equipo de Nodo Web Studio reunido en la oficina'),
  },
} satisfies Meta<typeof TeamSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Un equipo pequeño, senior y cercano' });
    await expect(
      within(section).getByRole('heading', {
        level: 2,
        name: 'Un equipo pequeño, senior y cercano',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Quiénes somos')).toBeVisible();
    await expect(canvas.getByText(/Sin intermediarios/)).toBeVisible();
    await expect(
      canvas.getByText('Con base en Venezuela, al servicio de clientes de todo el mundo'),
    ).toBeVisible();
    await expectMembers(canvas, membersEs);
    await expect(
      canvas.getByRole('img', { name: 'El equipo de Nodo Web Studio reunido en la oficina' }),
    ).toBeVisible();

    // The mission is a quotation captioned by its title.
    const mission = canvas.getByRole('figure');
    await expect(within(mission).getByText('Nuestra misión')).toBeVisible();
    const quote = within(mission).getByText(/Que cualquier negocio/);
    await expect(quote.tagName).toBe('BLOCKQUOTE');
  },
};

/** Two columns on a wide screen: who we are beside the picture and the mission. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    const mission = canvas.getByRole('figure');
    await expect(mission.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right,
    );
    const items = canvas.getAllByRole('listitem');
    // Members in a two-by-two grid.
    await expect(Math.round(rectOf(items[0]).top)).toBe(Math.round(rectOf(items[1]).top));
  },
};

export const WithoutImage: Story = {
  args: { image: undefined, eyebrow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Quiénes somos')).not.toBeInTheDocument();
    await expect(canvas.getByRole('figure')).toBeVisible();
    await expectMembers(canvas, membersEs);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    eyebrow: 'About us',
    title: 'A small, senior, hands-on team',
    description:
      'At Nodo Web Studio you talk directly to the people who design and build your website. No middlemen, no templates, and deadlines that are met.',
    location: 'Based in Venezuela, serving clients worldwide',
    members: membersEn,
    missionTitle: 'Our mission',
    mission:
      'That every business, large or small, has a fast, accessible and profitable website, built with the same care as those of the big brands.',
    image: picture('team', 'The Nodo Web Studio team together at the office'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'A small, senior, hands-on team' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Based in Venezuela, serving clients worldwide')).toBeVisible();
    await expectMembers(canvas, membersEn);
    await expect(canvas.getByText('Our mission')).toBeVisible();
  },
};

const longArgs = {
  title: 'Un equipo pequeño, senior y cercano que trabaja contigo desde el primer boceto',
  description:
    'En Nodo Web Studio hablas directamente con quien diseña, programa, optimiza y mantiene tu web: sinintermediariosniplantillasprefabricadas, con plazos que se cumplen y presupuestos cerrados.',
  location:
    'Con base en Venezuela, al servicio de clientes de todo el mundo en español, inglés, portugués y cualquieridiomaquenecesites',
  members: [
    {
      count: '4',
      role: 'Desarrolladores full-stack especializados en comercio electrónico',
      description: 'ReactNext.jsWordPressShopifyWooCommerceyPrestaShop sin secretos.',
    },
    ...membersEs.slice(1),
  ],
  mission:
    'Que cualquier negocio, grande o pequeño, tenga una web rápida, accesible y rentable: webrápidaaccesibleyrentableparatodoslosnegociosdelmundo.',
};

/** Nothing in the section sticks out of it, on either side. */
async function expectWrapped(canvas: Canvas) {
  const section = canvas.getByRole('region', { name: /trabaja contigo/ });
  await expectContained(section, [
    canvas.getByRole('heading', { level: 2 }),
    canvas.getByText(/sinintermediarios/),
    canvas.getByText(/cualquieridioma/),
    ...canvas.getAllByRole('listitem'),
    canvas.getByRole('figure'),
  ]);
}

export const LongText: Story = {
  args: longArgs,
  play: async ({ canvas }) => {
    await expectWrapped(canvas);
  },
};

/** The same long text on a phone. */
export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: longArgs,
  play: async ({ canvas }) => {
    await expectWrapped(canvas);
  },
};

/** One column on a phone: the members stack, the mission follows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const items = canvas.getAllByRole('listitem');
    await expect(rectOf(items[1]).top).toBeGreaterThan(rectOf(items[0]).bottom);
    const mission = canvas.getByRole('figure');
    await expect(mission.getBoundingClientRect().top).toBeGreaterThan(
      rectOf(items[items.length - 1]).bottom,
    );
    await expect(mission.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
