import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { ProjectionCard } from '../ui';

const es = esAudit.report.projection;
const en = enAudit.report.projection;

const meta = {
  title: 'Tools/Audit/ProjectionCard',
  component: ProjectionCard,
  tags: ['autodocs'],
  args: {
    title: es.title,
    description: es.description,
    rows: [
      { label: es.withImprovements, score: 97, delta: '+25' },
      { label: es.withoutChanges, score: 62, delta: '−10' },
    ],
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    rows: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-md">
      <ProjectionCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProjectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both scenarios: score, change and a bar coloured by the score's band. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Proyección a 6 meses' })).toBeVisible();
    const [improved, unchanged] = canvas.getAllByRole('listitem');
    await expect(improved).toHaveTextContent('Con mejoras97/100+25');
    await expect(improved).toHaveAttribute('data-tone', 'success');
    await expect(unchanged).toHaveTextContent('Sin cambios62/100−10');
    await expect(unchanged).toHaveAttribute('data-tone', 'warning');
  },
};

/** A poor starting point: the unchanged scenario falls into the danger band. */
export const PoorStart: Story = {
  args: {
    rows: [
      { label: es.withImprovements, score: 63, delta: '+25' },
      { label: es.withoutChanges, score: 28, delta: '−10' },
    ],
  },
  play: async ({ canvas }) => {
    const [improved, unchanged] = canvas.getAllByRole('listitem');
    await expect(improved).toHaveAttribute('data-tone', 'warning');
    await expect(unchanged).toHaveAttribute('data-tone', 'danger');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: en.title,
    description: en.description,
    rows: [
      { label: en.withImprovements, score: 97, delta: '+25' },
      { label: en.withoutChanges, score: 62, delta: '−10' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '6-month projection' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('With improvements97');
  },
};

/** A phone: rows fit, bars span the card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const region = canvas.getByRole('region').getBoundingClientRect();
    for (const row of canvas.getAllByRole('listitem')) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(region.right);
    }
  },
};
