import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { VitalsCard } from '../ui';
import { ratingVariant } from '../ui/tools/audit/VitalsCard';
import { tokenColor } from './fixtures/dom';
import { fill } from '../domain';
import { optionsOf } from './fixtures/variants';

const es = esAudit.report;
const en = enAudit.report;

const meta = {
  title: 'Tools/Audit/VitalsCard',
  component: VitalsCard,
  tags: ['autodocs'],
  args: {
    name: es.metrics.lcp.name,
    fullName: es.metrics.lcp.full,
    value: '2,1 s',
    rating: 'good',
    ratingLabel: es.ratings.good,
    description: es.metrics.lcp.description,
    threshold: fill(es.vitals.threshold, { good: '2,5 s', poor: '4 s' }),
  },
  argTypes: {
    rating: { control: 'inline-radio', options: optionsOf(ratingVariant) },
    headingLevel: { control: 'inline-radio', options: [3, 4] },
  },
  render: (args) => (
    <div className="max-w-xs">
      <VitalsCard {...args} />
    </div>
  ),
} satisfies Meta<typeof VitalsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LCP within the limit: a green BUENO badge. */
export const Good: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'LCP' });
    await expect(card).toHaveAttribute('data-rating', 'good');
    await expect(canvas.getByRole('heading', { name: 'LCP' })).toBeVisible();
    await expect(canvas.getByText('Largest Contentful Paint')).toBeVisible();
    await expect(canvas.getByText('2,1 s')).toBeVisible();
    const badge = canvas.getByText('BUENO');
    await expect(badge).toHaveAttribute('data-variant', 'success');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-success-soft'));
    await expect(canvas.getByText('Bueno: ≤ 2,5 s · Pobre: ≥ 4 s')).toBeVisible();
  },
};

/** CLS between the limits: a yellow MEJORAR badge. */
export const NeedsImprovement: Story = {
  args: {
    name: es.metrics.cls.name,
    fullName: es.metrics.cls.full,
    value: '0,182',
    rating: 'needs-improvement',
    ratingLabel: es.ratings['needs-improvement'],
    description: es.metrics.cls.description,
    threshold: fill(es.vitals.threshold, { good: '0,1', poor: '0,25' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'CLS' })).toHaveAttribute(
      'data-rating',
      'needs-improvement',
    );
    const badge = canvas.getByText('MEJORAR');
    await expect(badge).toHaveAttribute('data-variant', 'warning');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-warning-soft'));
  },
};

/** TBT over the poor limit: a red POBRE badge. No threshold given, none shown. */
export const Poor: Story = {
  args: {
    name: es.metrics.tbt.name,
    fullName: es.metrics.tbt.full,
    value: '740 ms',
    rating: 'poor',
    ratingLabel: es.ratings.poor,
    description: es.metrics.tbt.description,
    threshold: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'TBT' })).toHaveAttribute(
      'data-rating',
      'poor',
    );
    const badge = canvas.getByText('POBRE');
    await expect(badge).toHaveAttribute('data-variant', 'danger');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-danger-soft'));
    await expect(canvas.queryByText(/Bueno:/)).toBeNull();
  },
};

/** The three vitals side by side, as the performance tab shows them. */
export const Row: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-3">
      <VitalsCard
        name={es.metrics.lcp.name}
        fullName={es.metrics.lcp.full}
        value="2,1 s"
        rating="good"
        ratingLabel={es.ratings.good}
        description={es.metrics.lcp.description}
        threshold={fill(es.vitals.threshold, { good: '2,5 s', poor: '4 s' })}
      />
      <VitalsCard
        name={es.metrics.tbt.name}
        fullName={es.metrics.tbt.full}
        value="340 ms"
        rating="needs-improvement"
        ratingLabel={es.ratings['needs-improvement']}
        description={es.metrics.tbt.description}
        threshold={fill(es.vitals.threshold, { good: '200 ms', poor: '600 ms' })}
      />
      <VitalsCard
        name={es.metrics.cls.name}
        fullName={es.metrics.cls.full}
        value="0,312"
        rating="poor"
        ratingLabel={es.ratings.poor}
        description={es.metrics.cls.description}
        threshold={fill(es.vitals.threshold, { good: '0,1', poor: '0,25' })}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article').map((card) => card.dataset.rating)).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ]);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    value: '4.6 s',
    rating: 'poor',
    ratingLabel: en.ratings.poor,
    fullName: en.metrics.lcp.full,
    description: en.metrics.lcp.description,
    threshold: fill(en.vitals.threshold, { good: '2.5 s', poor: '4 s' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'LCP' })).toBeVisible();
    await expect(canvas.getByText('POOR')).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getByText('Good: ≤ 2.5 s · Poor: ≥ 4 s')).toBeVisible();
  },
};
