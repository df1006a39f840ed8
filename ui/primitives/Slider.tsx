import type * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './Field';

export type SliderProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: number;
  onValueChange: (value: number) => void;
  /** The value as people read it (e.g. '75 %', '1.5×'), announced instead of the bare number. */
  valueText?: string;
};

/**
 * A range control on the native input: arrow keys, Page Up/Down, Home/End and touch come from
 * the platform; labelled by its Field. The value shown beside it is the one announced.
 */
export function Slider({ value, onValueChange, valueText, className, ...props }: SliderProps) {
  const wired = useFieldControl(props);
  return (
    <div data-slot="slider" className={cn('flex items-center gap-3', className)}>
      <input
        type="range"
        value={value}
        onChange={(event) => onValueChange(Number(event.target.value))}
        aria-valuetext={valueText}
        className={cn(
          'h-11 min-w-0 flex-1 cursor-pointer accent-primary',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...wired}
      />
      {valueText ? (
        <span aria-hidden="true" className="w-16 shrink-0 text-right text-sm tabular-nums">
          {valueText}
        </span>
      ) : null}
    </div>
  );
}
