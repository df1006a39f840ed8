import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of buttonVariants, exported for story controls (cva hides its config). */
export const buttonVariantConfig = {
  variant: {
    primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
    secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
    outline:
      'border border-input bg-transparent text-foreground hover:border-primary hover:text-primary-soft-foreground hover:bg-primary-soft',
    ghost: 'bg-transparent text-foreground hover:bg-muted',
    /** Ghost on the dark surface (header, mobile menu). */
    'ghost-surface': 'bg-transparent text-surface-foreground hover:bg-surface-raised',
    /** Text link look; takes no size (no height or padding). */
    link: 'text-primary underline-offset-4 hover:underline',
    whatsapp: 'bg-whatsapp text-whatsapp-foreground shadow-sm hover:bg-whatsapp-hover',
    /** Outline on the dark surface (heroes, dark sections). */
    'outline-surface':
      'border border-surface-border bg-transparent text-surface-foreground hover:border-surface-accent hover:bg-surface-raised',
    /** Outline on the accent colour (closing call-to-action band). */
    'outline-primary':
      'border border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover',
  },
  // Heights are minimums, so a label allowed to wrap (wrap: true) grows the button.
  size: {
    sm: 'min-h-9 px-3 text-sm',
    md: 'min-h-11 px-5 text-base',
    lg: 'min-h-13 px-7 text-lg',
    icon: 'size-11',
    'icon-sm': 'size-9',
    'icon-md': 'size-10',
  },
  /** Let a long label wrap onto more lines instead of overflowing (translations, phones). */
  wrap: {
    false: 'whitespace-nowrap',
    true: 'max-w-full whitespace-normal py-2',
  },
  justify: {
    center: 'justify-center text-center',
    between: 'justify-between text-left',
    start: 'justify-start text-left',
  },
  shape: {
    rounded: 'rounded-md',
    pill: 'rounded-pill',
  },
} as const;

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center gap-2 font-semibold',
    'transition-[color,background-color,border-color,box-shadow,opacity] duration-(--duration-fast) ease-out-soft',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: buttonVariantConfig,
    defaultVariants: {
      variant: 'primary',
      size: 'md',
      wrap: false,
      justify: 'center',
      shape: 'rounded',
    },
  },
);

type ButtonBaseProps = Omit<React.ComponentProps<'button'>, 'aria-label'> &
  Omit<VariantProps<typeof buttonVariants>, 'size'> & {
    /** Render the child element (e.g. a link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

/** An icon-only button has no visible text, so its accessible name is required. */
export type ButtonProps = ButtonBaseProps &
  (
    | { size?: 'sm' | 'md' | 'lg' | null; 'aria-label'?: string }
    | { size: 'icon' | 'icon-sm' | 'icon-md'; 'aria-label': string }
  );

export function Button({
  className,
  variant,
  size,
  wrap,
  justify,
  shape,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  // A link-look button has no box: no height or padding from a size.
  const boxSize = variant === 'link' ? null : size;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={boxSize ?? (variant === 'link' ? undefined : 'md')}
      // A bare <button> inside a form submits by default; make "button" the safe default.
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size: boxSize, wrap, justify, shape }), className)}
      {...props}
    />
  );
}
