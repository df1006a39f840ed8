import type * as React from 'react';
import { cn } from '../lib/cn';

export type TechItem = {
  name: string;
  /** A logo (decorative SVG); the name is always shown as text. */
  icon?: React.ReactNode;
  description?: string;
};

export type TechListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  items: TechItem[];
  /** 'logos': tiles with logo and name; 'chips': compact names; 'cards': name and description. */
  variant?: 'logos' | 'chips' | 'cards';
  /** Light text for dark surfaces. */
  onDark?: boolean;
};

/** Technologies we use, as logo tiles, name chips or small description cards. */
export function TechList({
  items,
  variant = 'logos',
  onDark = false,
  className,
  ...props
}: TechListProps) {
  return (
    <ul
      data-slot="tech-list"
      data-variant={variant}
      className={cn(
        variant === 'logos' && 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6',
        variant === 'chips' && 'flex flex-wrap justify-center gap-2',
        variant === 'cards' && 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <li
          key={item.name}
          // Long names wrap inside their tile, chip or card instead of sticking out.
          className={cn(
            'wrap-break-word',
            variant === 'logos' &&
              'flex flex-col items-center gap-3 rounded-lg border p-5 text-center font-medium [&_svg]:size-10',
            variant === 'chips' && 'max-w-full rounded-pill border px-4 py-1.5 text-sm font-medium',
            variant === 'cards' && 'flex gap-4 rounded-lg border p-5 [&_svg]:size-8',
            onDark
              ? 'border-surface-border bg-surface-raised text-surface-foreground'
              : 'border-border bg-background text-foreground',
          )}
        >
          {variant !== 'chips' && item.icon ? item.icon : null}
          {variant === 'cards' ? (
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-display font-semibold">{item.name}</span>
              {item.description ? (
                <span
                  className={cn(
                    'text-sm',
                    onDark ? 'text-surface-muted-foreground' : 'text-muted-foreground',
                  )}
                >
                  {item.description}
                </span>
              ) : null}
            </span>
          ) : (
            <span className="max-w-full">{item.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
