import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SkillBar, TechIcon } from '../ui';
import { marks } from './fixtures/tech-marks';

const meta = {
  title: 'Sections/SkillBar',
  component: SkillBar,
  tags: ['autodocs'],
  args: {
    name: 'React',
    icon: <TechIcon mark={marks.react} />,
    description: 'Interfaces rápidas y accesibles para webs, tiendas online y paneles a medida.',
    level: 95,
    levelLabel: 'Nivel de dominio de React',
  },
  argTypes: {
    name: { control: 'text' },
    description: { control: 'text' },
    level: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    levelLabel: { control: 'text' },
    icon: { control: false },
  },
  // The name is an h4: on the technologies page it sits under the page's h2 and a category h3.
  decorators: [
    (Story, { parameters }) => (
      <div className="max-w-md">
        <h2 className="sr-only">{parameters.lang === 'en' ? 'Technologies' : 'Tecnologías'}</h2>
        <h3 className="sr-only">Frontend</h3>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkillBar>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

/** The skill's card, found from its name. */
function cardOf(canvas: Canvas, name: string): HTMLElement {
  const card = canvas
    .getByRole('heading', { level: 4, name })
    .closest<HTMLElement>('[data-slot="skill-bar"]');
  if (!card) throw new Error('Skill card not found');
  return card;
}

/** The percentage printed next to the name (the bar's own text is for screen readers). */
function shownLevel(canvas: Canvas, name: string): HTMLElement {
  const heading = canvas.getByRole('heading', { level: 4, name });
  const row = heading.parentElement;
  if (!row) throw new Error('Heading row not found');
  return within(row).getByText(/%$/);
}

/** How much of the track the filled part covers, in percent. */
function filledPercent(bar: HTMLElement): number {
  const fill = bar.firstElementChild;
  if (!fill) throw new Error('Indicator not found');
  const track = bar.getBoundingClientRect();
  const right = Math.min(fill.getBoundingClientRect().right, track.right);
  return Math.round(((right - track.left) / track.width) * 100);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'React' })).toBeVisible();
    await expect(canvas.getByText(/Interfaces rápidas y accesibles/)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Nivel de dominio de React' });
    await expect(bar).toHaveAttribute('aria-valuenow', '95');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '95%');
    const shown = shownLevel(canvas, 'React');
    await expect(shown).toHaveTextContent('95%');
    await expect(shown).toBeVisible();
    await waitFor(() => expect(filledPercent(bar)).toBe(95));
    // The logo is decorative.
    const logo = cardOf(canvas, 'React').querySelector('svg');
    await expect(logo).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LowValue: Story = {
  args: {
    name: 'Flutter',
    icon: undefined,
    description: 'Prototipos de apps móviles cuando el cliente ya trabaja con Dart.',
    level: 10,
    levelLabel: 'Nivel de dominio de Flutter',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Nivel de dominio de Flutter' });
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(shownLevel(canvas, 'Flutter')).toHaveTextContent('10%');
    await waitFor(() => expect(filledPercent(bar)).toBe(10));
  },
};

/** Out-of-range levels are clamped to 0-100, in the bar and in the printed figure. */
export const Clamped: Story = {
  args: { level: 140 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Nivel de dominio de React' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    await expect(shownLevel(canvas, 'React')).toHaveTextContent('100%');
    await waitFor(() => expect(filledPercent(bar)).toBe(100));
  },
};

const frontend = [
  {
    name: 'React',
    icon: 'react',
    level: 95,
    description: 'Interfaces rápidas y accesibles para webs y paneles.',
  },
  {
    name: 'TypeScript',
    icon: 'typescript',
    level: 90,
    description: 'Código tipado y fácil de mantener en cada proyecto.',
  },
  {
    name: 'Next.js',
    icon: 'nextjs',
    level: 85,
    description: 'Webs con renderizado en servidor y SEO de primera.',
  },
  {
    name: 'Node.js',
    icon: 'nodejs',
    level: 90,
    description: 'APIs, integraciones y automatizaciones a medida.',
  },
] as const;

/** Several skills in a grid, as in a category of the technologies page. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      {frontend.map((skill) => (
        <SkillBar
          key={skill.name}
          name={skill.name}
          icon={<TechIcon mark={marks[skill.icon]} />}
          description={skill.description}
          level={skill.level}
          levelLabel={`Nivel de dominio de ${skill.name}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(frontend.length);
    for (const skill of frontend) {
      const bar = canvas.getByRole('progressbar', { name: `Nivel de dominio de ${skill.name}` });
      await expect(bar).toHaveAttribute('aria-valuenow', String(skill.level));
      await expect(shownLevel(canvas, skill.name)).toHaveTextContent(`${skill.level}%`);
    }
    // Two columns side by side from the small breakpoint up.
    const first = cardOf(canvas, 'React').getBoundingClientRect();
    const second = cardOf(canvas, 'TypeScript').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    await expect(second.left).toBeGreaterThan(first.right);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    description: 'Fast, accessible interfaces for websites, online stores and custom dashboards.',
    levelLabel: 'React proficiency',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Fast, accessible interfaces/)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'React proficiency' });
    await expect(bar).toHaveAttribute('aria-valuenow', '95');
    await expect(shownLevel(canvas, 'React')).toHaveTextContent('95%');
  },
};

export const LongText: Story = {
  args: {
    name: 'Arquitecturasserverlessmultirregióndealtadisponibilidad',
    icon: <TechIcon mark={marks.aws} />,
    description:
      'Diseñamos infraestructuras en AWS con funciones Lambda, colas SQS, bases de datos DynamoDB replicadas y despliegues automatizados con rollback instantáneo ante cualquier error.',
    levelLabel: 'Nivel de dominio de arquitecturas serverless',
    level: 80,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading', { level: 4, name: /Arquitecturasserverless/ });
    const card = cardOf(canvas, name.textContent ?? '');
    await expect(name).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    // The figure stays on screen next to the wrapped name.
    const shown = shownLevel(canvas, name.textContent ?? '');
    await expect(shown).toHaveTextContent('80%');
    await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'React');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const bar = canvas.getByRole('progressbar', { name: 'Nivel de dominio de React' });
    await expect(bar.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.6);
    await waitFor(() => expect(filledPercent(bar)).toBe(95));
  },
};
