import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { TrendList } from '../ui';

const es = esAudit.report.trends;
const en = enAudit.report.trends;

const meta = {
  title: 'Tools/Audit/TrendList',
  component: TrendList,
  tags: ['autodocs'],
  args: { title: es.title, items: es.items },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    items: { control: 'object' },
  },
} satisfies Meta<typeof TrendList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three trends of the sector, each titled one level below the list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tendencias del sector' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(es.items.map((item) => item.title));
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { title: en.title, items: en.items },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Industry trends' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Search with AI answers' })).toBeVisible();
  },
};

/** A phone: the trends stack in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
