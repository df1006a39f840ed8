import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, JobPosting } from '../ui';
import { postingEn, postingEs } from './fixtures/careers';
import { expectContained } from './fixtures/layout';

const onApply = fn().mockName('onApply');

const { apply: applyEs, ...contentEs } = postingEs;
const { apply: applyEn, ...contentEn } = postingEn;

const meta = {
  title: 'Sections/JobPosting',
  component: JobPosting,
  tags: ['autodocs'],
  args: {
    ...contentEs,
    // On the careers page this button opens the application dialog.
    action: (
      <Button size="lg" onClick={onApply}>
        {applyEs}
      </Button>
    ),
    titleAs: 'h3',
  },
  argTypes: {
    title: { control: 'text' },
    summary: { control: 'text' },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3'] },
    action: { control: false },
  },
} satisfies Meta<typeof JobPosting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play function's canvas: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The list that follows a list heading ('Requisitos', 'Responsabilidades'). */
function listUnder(heading: HTMLElement): HTMLElement {
  const list = heading.nextElementSibling;
  if (!(list instanceof HTMLElement) || list.tagName !== 'UL') throw new Error('No list');
  return list;
}

function itemsOf(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The posting's parts, as a screen-reader user would reach them. */
function parts(canvas: Canvas, content: typeof contentEs, level: 2 | 3 = 3) {
  const article = canvas.getByRole('article', { name: content.title });
  const inArticle = within(article);
  const requirements = inArticle.getByRole('heading', {
    name: content.requirements.title,
    level: level + 1,
  });
  const responsibilities = inArticle.getByRole('heading', {
    name: content.responsibilities.title,
    level: level + 1,
  });
  return {
    article,
    title: inArticle.getByRole('heading', { name: content.title, level }),
    requirements,
    requirementsList: listUnder(requirements),
    responsibilities,
    responsibilitiesList: listUnder(responsibilities),
  };
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const p = parts(canvas, contentEs);
    await expect(p.title).toHaveTextContent('Product Owner');
    await expect(canvas.getByText(contentEs.summary)).toBeVisible();

    // The facts are a list of badges, in order.
    const tags = within(p.article).getAllByRole('list')[0];
    if (!tags) throw new Error('No tags list');
    await expect(itemsOf(tags)).toEqual([
      'Bilingüe (español e inglés)',
      '100% remoto',
      'Salario según experiencia',
      'Conexión a internet estable',
    ]);

    await expect(itemsOf(p.requirementsList)).toEqual(contentEs.requirements.items);
    await expect(itemsOf(p.requirementsList)[0]).toBe(
      'Español e inglés fluidos, hablados y escritos.',
    );
    await expect(itemsOf(p.responsibilitiesList)).toEqual(contentEs.responsibilities.items);
    await expect(itemsOf(p.responsibilitiesList)).toHaveLength(6);

    // On a wide screen the two lists sit side by side.
    const req = p.requirements.getBoundingClientRect();
    const resp = p.responsibilities.getBoundingClientRect();
    await expect(resp.top).toBeCloseTo(req.top, 0);
    await expect(resp.left).toBeGreaterThan(p.requirementsList.getBoundingClientRect().right);

    const apply = within(p.article).getByRole('button', { name: 'Postularme a Product Owner' });
    await userEvent.click(apply);
    await expect(onApply).toHaveBeenCalledTimes(1);
    // The apply button is the posting's first and only stop in the tab order.
    apply.blur();
    await userEvent.tab();
    await expect(apply).toHaveFocus();
    await userEvent.tab();
    await expect(apply).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onApply).toHaveBeenCalledTimes(2);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    ...contentEn,
    action: (
      <Button size="lg" onClick={onApply}>
        {applyEn}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const p = parts(canvas, contentEn);
    await expect(p.requirements).toHaveTextContent('Requirements');
    await expect(p.responsibilities).toHaveTextContent('Responsibilities');
    await expect(within(p.article).getByText('100% remote')).toBeVisible();
    await expect(itemsOf(p.requirementsList)[0]).toBe(
      'Fluent spoken and written Spanish and English.',
    );
    await expect(itemsOf(p.responsibilitiesList)).toEqual(contentEn.responsibilities.items);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for Product Owner' }));
    await expect(onApply).toHaveBeenCalledTimes(1);
  },
};

/** As the page's own section heading: the title is an h2 and the list titles h3. */
export const TitleAsH2: Story = {
  args: { titleAs: 'h2' },
  play: async ({ canvas }) => {
    const p = parts(canvas, contentEs, 2);
    await expect(p.title.tagName).toBe('H2');
    await expect(p.requirements.tagName).toBe('H3');
    await expect(p.responsibilities.tagName).toBe('H3');
  },
};

const longContent = {
  title:
    'Desarrollador/a Full-Stack Sénior especializado/a en TypeScript, React, Node.js y arquitecturas-serverless-multirregión',
  summary:
    'Buscamos a alguien que lidere la migración de nuestras plataformas de comercio electrónico a una arquitectura moderna, acompañe a un equipo distribuido entre Miami, Valencia y Buenos Aires, y documente cada decisión en https://docs.nodoweb.studio/ingenieria/decisiones-de-arquitectura/2025/migracion-plataformas.',
  tags: [
    // Badges hold short facts and never wrap; these are as long as a fact gets.
    'Bilingüe (español e inglés, nivel C1 o superior)',
    '100% remoto desde Latinoamérica o la UE',
    'Salario según experiencia',
  ],
  requirements: {
    title: 'Requisitos imprescindibles y conocimientos muy valorados para el puesto',
    items: [
      'Más de seis años desarrollando aplicaciones web con TypeScript, React y Node.js en producción, con equipos de más de diez personas.',
      'Experiencia con infraestructura-como-código (Terraform/CloudFormation/Pulumi) y despliegues-continuos-multientorno.',
    ],
  },
  responsibilities: {
    title: 'Responsabilidades del día a día',
    items: [
      'Diseñar, revisar y mantener la arquitectura de las plataformas de comercio electrónico de nuestros clientes más grandes.',
      'Acompañar y formar a las personas del equipo con menos experiencia mediante revisiones de código y sesiones de pareja.',
    ],
  },
};

export const LongText: Story = {
  args: {
    ...longContent,
    action: (
      <Button size="lg" onClick={onApply}>
        Postularme
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md" data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    const p = parts(canvas, longContent);
    // The long title wraps onto several lines instead of widening the card.
    const lineHeight = Number.parseFloat(getComputedStyle(p.title).lineHeight);
    await expect(p.title.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 2);
    const texts = [
      p.title,
      canvas.getByText(longContent.summary),
      ...longContent.tags.map((tag) => canvas.getByText(tag)),
      p.requirements,
      p.responsibilities,
      ...within(p.requirementsList).getAllByRole('listitem'),
      ...within(p.responsibilitiesList).getAllByRole('listitem'),
    ];
    for (const text of texts) await expect(text).toBeVisible();
    await expectContained(column, [p.article]);
    await expectContained(p.article, texts);
    await expect(canvas.getByRole('button', { name: 'Postularme' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const p = parts(canvas, contentEs);
    // One column: responsibilities come after the whole requirements list.
    await expect(p.responsibilities.getBoundingClientRect().top).toBeGreaterThan(
      p.requirementsList.getBoundingClientRect().bottom,
    );
    await expect(p.article.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectContained(p.article, [
      p.title,
      ...within(p.article).getAllByRole('listitem'),
      canvas.getByRole('button', { name: 'Postularme a Product Owner' }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Postularme a Product Owner' }));
    await expect(onApply).toHaveBeenCalledTimes(1);
  },
};
