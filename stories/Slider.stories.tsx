import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Slider, type SliderProps } from '../ui';
import { pressKey } from './fixtures/interaction';

/** Slider is controlled: the wrapper keeps the value in state, as the cropper does. */
function QualitySlider({ value: initial, onValueChange, ...props }: SliderProps) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Calidad">
      <Slider
        {...props}
        value={value}
        valueText={`${value} %`}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </Field>
  );
}

/** The slider in a narrow column, named by its Field. */
function inColumn(label: string) {
  return function SliderInColumn(args: SliderProps) {
    return (
      <div className="max-w-sm">
        <Field label={label}>
          <Slider {...args} />
        </Field>
      </div>
    );
  };
}

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: {
    value: 75,
    min: 10,
    max: 100,
    step: 1,
    valueText: '75 %',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    value: { control: { type: 'number' } },
    min: { control: { type: 'number' } },
    max: { control: { type: 'number' } },
    step: { control: { type: 'number' } },
    valueText: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  render: inColumn('Calidad'),
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its Field; the value shown beside it is the one announced. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Calidad' });
    await expect(slider).toHaveValue('75');
    await expect(slider).toHaveAttribute('aria-valuetext', '75 %');
    await expect(canvas.getByText('75 %')).toBeVisible();
    // Clicking the label focuses the control.
    await userEvent.click(canvas.getByText('Calidad'));
    await expect(slider).toHaveFocus();
  },
};

/** Reached with Tab; the arrow keys and End change the value, the text beside it follows. */
export const Keyboard: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <QualitySlider {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Calidad' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await pressKey('{ArrowRight}');
    await expect(slider).toHaveValue('76');
    await expect(slider).toHaveAttribute('aria-valuetext', '76 %');
    await expect(canvas.getByText('76 %')).toBeVisible();
    await pressKey('{End}');
    await expect(slider).toHaveValue('100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(100);
  },
};

/** Shown but not operable: out of the tab order. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <div className="max-w-sm">
      <QualitySlider {...args} />
      <button type="button">Después</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Calidad' });
    await expect(slider).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Después' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A phone: the control fills the column and is a comfortable touch target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Field label="Calidad">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const rect = canvas.getByRole('slider', { name: 'Calidad' }).getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThan(window.innerWidth * 0.5);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English: the label and the value text come from the caller. */
export const English: Story = {
  parameters: { lang: 'en' },
  args: { valueText: '75%' },
  render: inColumn('Quality'),
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Quality' });
    await expect(slider).toHaveAttribute('aria-valuetext', '75%');
  },
};
