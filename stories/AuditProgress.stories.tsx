import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUDIT_STEPS, type AuditStep } from '../domain/audit/types';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { AuditProgress, type AuditProgressStep } from '../ui';
import { fill } from '../domain';

const es = esAudit.progress;
const en = enAudit.progress;

/** The steps as the page shows them with `current` running: those before done, those after pending. */
function stepsAt(current: AuditStep, texts = es, detail?: string): AuditProgressStep[] {
  const at = AUDIT_STEPS.indexOf(current);
  return AUDIT_STEPS.map((id, index) => ({
    id,
    label: texts.steps[id],
    state: index < at ? 'done' : index === at ? 'current' : 'pending',
    ...(index === at && detail ? { detail } : {}),
  }));
}

/** The step a person is told is running: the one marked as the current step. */
function currentStep(canvasElement: HTMLElement): HTMLElement {
  const step = canvasElement.querySelector<HTMLElement>('[aria-current="step"]');
  if (!step) throw new Error('No current step');
  return step;
}

const meta = {
  title: 'Tools/Audit/AuditProgress',
  component: AuditProgress,
  tags: ['autodocs'],
  args: {
    steps: stepsAt('loading'),
    elapsed: fill(es.elapsed, { seconds: 8 }),
    texts: es,
    onCancel: fn(),
  },
  argTypes: {
    elapsed: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    steps: { control: 'object' },
    texts: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-xl">
      <AuditProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof AuditProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a free slot: the queue position under the step; the run can be cancelled. */
export const Queued: Story = {
  args: {
    steps: stepsAt('queued', es, fill(es.queuePosition, { position: 2 })),
    elapsed: fill(es.elapsed, { seconds: 3 }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const step = currentStep(canvasElement);
    await expect(step).toHaveTextContent('En cola (en curso)');
    await expect(within(step).getByText('Puesto 2 en la cola')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Validando la URL (completado)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar análisis' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Loading the page: only its label is in the live region, not the whole list; time is shown. */
export const LoadingPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Analizando tu web' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Cargando la página$/);
    await expect(canvasElement.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
    const steps = within(canvas.getByRole('list', { name: 'Pasos del análisis' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(AUDIT_STEPS.length);
    await expect(steps.getByText('Comprobando el sitemap')).toHaveTextContent(
      'Comprobando el sitemap (pendiente)',
    );
    await expect(canvas.getByText('8 s')).toBeVisible();
  },
};

/** Checking the sitemap: five steps done. */
export const Sitemap: Story = {
  args: { steps: stepsAt('sitemap'), elapsed: fill(es.elapsed, { seconds: 21 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Comprobando el sitemap');
    await expect(canvas.getByRole('status')).toHaveTextContent('Comprobando el sitemap');
    await expect(canvasElement.querySelectorAll('[data-state="done"]')).toHaveLength(5);
  },
};

/** The last step, the AI's analysis; without onCancel there is no cancel button. */
export const AiAnalysis: Story = {
  args: { steps: stepsAt('ai'), elapsed: fill(es.elapsed, { seconds: 34 }), onCancel: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Análisis con IA (en curso)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Análisis con IA');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    texts: en,
    steps: stepsAt('queued', en, fill(en.queuePosition, { position: 3 })),
    elapsed: fill(en.elapsed, { seconds: 5 }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Analyzing your website' })).toBeVisible();
    await expect(currentStep(canvasElement)).toHaveTextContent(
      'In the queue (in progress)Position 3 in the queue',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('In the queue');
    await expect(canvas.getByRole('button', { name: 'Cancel analysis' })).toBeVisible();
  },
};

/** A phone: the steps and the full-width cancel button fit. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { steps: stepsAt('queued', es, fill(es.queuePosition, { position: 12 })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const cancel = canvas.getByRole('button', { name: es.cancel });
    await expect(cancel.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(cancel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** With two competitors: each has its own progress under the visitor's steps. */
export const WithCompetitors: Story = {
  args: {
    steps: stepsAt('sitemap'),
    sites: [
      {
        id: '0',
        label: 'https://www.competidor-uno.com/',
        state: 'current',
        status: fill(es.queuePosition, { position: 1 }),
      },
      {
        id: '1',
        label: 'https://www.competidor-dos.com/',
        state: 'pending',
        status: es.site.pending,
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: es.competitors });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Puesto 1 en la cola');
    await expect(items[1]).toHaveTextContent(es.site.pending);
  },
};

/** A competitor that could not be measured says why; the other is done; the run goes on. */
export const CompetitorFailed: Story = {
  args: {
    steps: stepsAt('ai'),
    sites: [
      { id: '0', label: 'https://www.competidor-uno.com/', state: 'done', status: es.site.done },
      {
        id: '1',
        label: 'https://www.una-direccion-de-competidor-muy-larga-que-no-cabe.com/servicios/',
        state: 'failed',
        status: esAudit.errors['not-found'],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const items = within(canvas.getByRole('list', { name: es.competitors })).getAllByRole(
      'listitem',
    );
    await expect(items[1]).toHaveAttribute('data-state', 'failed');
    await expect(items[1]).toHaveTextContent(esAudit.errors['not-found']);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** In English, on a phone: the competitors' list wraps, nothing spills sideways. */
export const CompetitorsMobileEnglish: Story = {
  parameters: { lang: 'en' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    texts: en,
    steps: stepsAt('loading', en),
    sites: [
      { id: '0', label: 'https://www.competitor-one.com/', state: 'done', status: en.site.done },
      {
        id: '1',
        label: 'https://www.competitor-two.com/',
        state: 'current',
        status: en.steps.gathering,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: en.competitors })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
