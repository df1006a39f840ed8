import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleBody, type ArticleBlock } from '../ui';
import { picture } from './fixtures/images';

/** An article figure: the caption is the image's only text, so it is also its alternative. */
function figure(caption: string): ArticleBlock {
  return { type: 'image', image: picture('article-ia-desarrollo-web', ''), caption };
}

const blocksEs: ArticleBlock[] = [
  {
    type: 'paragraph',
    content:
      'Hasta hace poco, la inteligencia artificial en el desarrollo web se limitaba a algún autocompletado ingenioso y a chatbots que respondían con frases de manual. Hoy forma parte del trabajo diario de cualquier equipo que construye sitios y tiendas online.',
  },
  { type: 'heading', content: 'Asistentes de código: de autocompletar a programar en pareja' },
  { type: 'subheading', content: 'Qué hacen hoy' },
  {
    type: 'paragraph',
    content: 'En nuestro día a día, el asistente resulta especialmente útil para:',
  },
  {
    type: 'list',
    items: [
      'Generar el código repetitivo de formularios, validaciones y tipos de TypeScript.',
      'Escribir pruebas unitarias y proponer casos límite que podrían escaparse.',
      'Explicar código heredado o poco documentado antes de tocarlo.',
    ],
  },
  figure(
    'Un asistente de IA propone cambios en el editor; cada sugerencia pasa la misma revisión que el código escrito a mano.',
  ),
];

const meta = {
  title: 'Sections/ArticleBody',
  component: ArticleBody,
  tags: ['autodocs'],
  args: { blocks: blocksEs },
  argTypes: { blocks: { control: 'object' } },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyOf(canvasElement: HTMLElement): HTMLElement {
  const body = canvasElement.querySelector<HTMLElement>('[data-slot="article-body"]');
  if (!body) throw new Error('Article body not found');
  return body;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    // Headings are h2 and subheadings h3, under the page's h1 (the article title).
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Asistentes de código: de autocompletar a programar en pareja',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Qué hacen hoy' })).toBeVisible();
    await expect(canvas.getByText(/frases de manual/)).toBeVisible();

    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Generar el código repetitivo de formularios, validaciones y tipos de TypeScript.',
      'Escribir pruebas unitarias y proponer casos límite que podrían escaparse.',
      'Explicar código heredado o poco documentado antes de tocarlo.',
    ]);

    // The caption is shown under the image and read once, as the image's name.
    const caption = /Un asistente de IA propone cambios en el editor/;
    await expect(canvas.getByRole('img', { name: caption })).toBeInTheDocument();
    const figcaption = canvas.getByText(caption);
    await expect(figcaption.tagName).toBe('FIGCAPTION');
    await expect(figcaption).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    blocks: [
      {
        type: 'paragraph',
        content:
          'Not long ago, artificial intelligence in web development meant a clever autocomplete here and there and chatbots that replied with canned answers. Today it is part of the everyday work of any team that builds websites and online stores.',
      },
      { type: 'heading', content: 'Coding assistants: from autocomplete to pair programming' },
      { type: 'subheading', content: 'What they can do today' },
      {
        type: 'paragraph',
        content: 'In our day-to-day work, the assistant is especially useful for:',
      },
      {
        type: 'list',
        items: [
          'Generating boilerplate for forms, validation and TypeScript types.',
          'Writing unit tests and suggesting edge cases that are easy to miss.',
          'Explaining legacy or poorly documented code before we change it.',
        ],
      },
      figure(
        'An AI assistant suggests changes in the editor; every suggestion gets the same review as hand-written code.',
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: /Coding assistants/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'What they can do today' }),
    ).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('img', { name: /An AI assistant suggests changes/ }),
    ).toBeInTheDocument();
  },
};

/** An analytics event name and a tracking address: unbroken strings that must wrap, not overflow. */
export const LongText: Story = {
  args: {
    blocks: [
      { type: 'heading', content: 'Medir cada solicitud de presupuesto en Google Analytics 4' },
      {
        type: 'paragraph',
        content:
          'Registramos cada envío del formulario como un evento personalizado con un nombre descriptivo, por ejemplo solicitud_presupuesto_formulario_contacto_landing_tiendas_online, para distinguirlo en los informes de conversiones.',
      },
      {
        type: 'list',
        items: [
          'Enlaces de campañas con parámetros UTM completos: https://nodoweb.studio/servicios/tiendas-online?utm_source=newsletter&utm_medium=email&utm_campaign=lanzamiento_tiendas_online_primavera',
          'Un evento por paso del embudo: vista_formulario_presupuesto_paso_uno_datos_de_contacto.',
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    const blocks = [canvas.getByText(/evento personalizado/), ...canvas.getAllByRole('listitem')];
    for (const block of blocks) {
      await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth);
      await expect(block.getBoundingClientRect().right).toBeLessThanOrEqual(
        body.getBoundingClientRect().right,
      );
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    // The figure fills the column and keeps its proportions.
    const image = canvas.getByRole('img', { name: /Un asistente de IA/ });
    const box = image.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(body.clientWidth);
    await expect(box.width / box.height).toBeCloseTo(1200 / 675, 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An article without body blocks renders only its (empty) container. */
export const Empty: Story = {
  args: { blocks: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(bodyOf(canvasElement)).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
