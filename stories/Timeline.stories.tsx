import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from '../ui';

const stepsEs = [
  {
    when: 'Días 1-2',
    title: 'Diseño',
    description:
      'Definimos contigo los objetivos, la estructura y los contenidos, y diseñamos la interfaz de tu sitio para que la apruebes.',
  },
  {
    when: 'Días 3-4',
    title: 'Desarrollo',
    description:
      'Programamos cada página en React, con diseño responsive, animaciones ligeras y un código limpio y fácil de mantener.',
  },
  {
    when: 'Días 5-6',
    title: 'Integración y optimización',
    description:
      'Conectamos formularios, WhatsApp y analítica, optimizamos la velocidad y el SEO, y probamos el sitio en móviles y navegadores.',
  },
  {
    when: 'Día 7',
    title: 'Entrega',
    description:
      'Publicamos tu web en tu dominio, con el hosting ya configurado, y te explicamos cómo gestionarla y actualizar tus contenidos.',
  },
];

const meta = {
  title: 'Sections/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { steps: stepsEs },
  argTypes: { steps: { control: 'object' } },
  // The step titles are h3s under the section's h2.
  decorators: [
    (Story, { parameters }) => (
      <div>
        <h2 className="sr-only">
          {parameters.lang === 'en' ? 'Your website, day by day' : 'Tu web, día a día'}
        </h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

function stepsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      item,
      when: item.querySelector('p')?.textContent,
      title: within(item).getByRole('heading', { level: 3 }).textContent,
    }));
}

/** The boxes of each step and the next one. */
function neighbours(items: HTMLElement[]): [DOMRect, DOMRect][] {
  const boxes = items.map((item) => item.getBoundingClientRect());
  return boxes.slice(1).map((next, i) => [boxes[i] as DOMRect, next]);
}

/** From tablets up the steps run left to right along one line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = stepsOf(canvas.getByRole('list'));
    await expect(steps.map(({ when, title }) => [when, title])).toEqual(
      stepsEs.map(({ when, title }) => [when, title]),
    );
    await expect(canvas.getByText(/probamos el sitio en móviles/)).toBeVisible();
    for (const [previous, next] of neighbours(steps.map(({ item }) => item))) {
      await expect(next.left).toBeGreaterThan(previous.right);
      await expect(next.top).toBe(previous.top);
    }
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    steps: [
      {
        when: 'Days 1-2',
        title: 'Design',
        description:
          "We agree on your goals, structure and content with you, then design your site's interface for your approval.",
      },
      {
        when: 'Days 3-4',
        title: 'Development',
        description:
          'We build every page in React, with responsive layouts, subtle animations and clean, maintainable code.',
      },
      {
        when: 'Days 5-6',
        title: 'Integration and optimization',
        description:
          'We connect your forms, WhatsApp and analytics, optimize speed and SEO, and test the site on phones and across browsers.',
      },
      {
        when: 'Day 7',
        title: 'Launch',
        description:
          'We publish your website on your domain, with hosting already set up, and show you how to manage it and update your content.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      stepsOf(canvas.getByRole('list')).map(({ when, title }) => `${when} ${title}`),
    ).toEqual([
      'Days 1-2 Design',
      'Days 3-4 Development',
      'Days 5-6 Integration and optimization',
      'Day 7 Launch',
    ]);
  },
};

/** On a phone the steps stack, one under the other, within the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    for (const [previous, next] of neighbours(items)) {
      await expect(next.top).toBeGreaterThan(previous.bottom);
    }
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Long titles and descriptions, with a long compound word, in the narrowest columns. */
export const LongText: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: {
    steps: [
      {
        when: 'Semanas 1-2',
        title: 'Investigación de usuarios y arquitectura de la información',
        description:
          'Entrevistamos a tus clientes, analizamos a la competencia y ordenamos el contenido en un mapa del sitio que validamos contigo antes de diseñar.',
      },
      {
        when: 'Semanas 3-5',
        title: 'Internacionalizaciónmultidioma del catálogo',
        description:
          'Traducimos fichas de producto, categorías y correos transaccionales, y configuramos monedas, impuestos y envíos para cada país.',
      },
      {
        when: 'Semana 6',
        title: 'Pruebas de carga y accesibilidad',
        description:
          'Simulamos picos de tráfico como los de una campaña de Black Friday y revisamos el sitio con lectores de pantalla y solo con teclado.',
      },
      {
        when: 'Semana 7',
        title: 'Publicación y formación',
        description:
          'Publicamos la tienda, redirigimos las direcciones antiguas y formamos a tu equipo para que gestione pedidos y contenidos.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const right = list.getBoundingClientRect().right;
    for (const heading of canvas.getAllByRole('heading', { level: 3 })) {
      await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
      await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
