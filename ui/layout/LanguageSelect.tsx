import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';

export type LanguageOption = {
  /** BCP 47 code, e.g. 'es'. */
  lang: string;
  /** The language's own name, e.g. 'Español'. */
  label: string;
  /** The same page in that language. */
  href: string;
  current: boolean;
};

export type LanguageSelectProps = Omit<React.ComponentProps<'nav'>, 'onSelect'> & {
  /** Accessible name of the selector, e.g. 'Idioma'. */
  label: string;
  options: readonly LanguageOption[];
  /** Called before navigating to another language (the site stores the choice). */
  onSelect?: (lang: string) => void;
  tone?: 'dark' | 'light';
};

/**
 * Links to the same page in each language. Real links: they work without JavaScript and
 * crawlers follow them (with hreflang).
 */
export function LanguageSelect({
  label,
  options,
  onSelect,
  tone = 'dark',
  className,
  ...props
}: LanguageSelectProps) {
  return (
    <nav aria-label={label} data-slot="language-select" className={className} {...props}>
      <ul
        className={cn(
          'inline-flex items-center gap-0.5 rounded-pill border p-0.5 text-sm font-semibold',
          tone === 'dark' ? 'border-surface-border' : 'border-border',
        )}
      >
        {options.map((option) => (
          <li key={option.lang}>
            <Link
              href={option.href}
              hrefLang={option.lang}
              lang={option.lang}
              aria-current={option.current ? 'true' : undefined}
              onClick={() => {
                if (!option.current) onSelect?.(option.lang);
              }}
              className={cn(
                'inline-flex min-h-9 items-center rounded-pill px-3 transition-colors duration-(--duration-fast)',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                option.current
                  ? 'bg-primary text-primary-foreground'
                  : tone === 'dark'
                    ? 'text-surface-foreground hover:bg-surface-raised'
                    : 'text-foreground hover:bg-muted',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
