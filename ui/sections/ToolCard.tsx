import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { Badge } from '../primitives/Badge';
import { buttonVariants } from '../primitives/Button';

export type ToolCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  /** A decorative icon (aria-hidden SVG). */
  icon: React.ReactNode;
  title: string;
  description: string;
  href: string;
  /** The button's text, e.g. 'Usar Herramienta'. */
  action: string;
  /** An outside tool: opens in a new tab, with this badge (e.g. 'EXTERNO') and hint. */
  external?: { badge: string; newTabHint: string };
};

/** A tool of the utilities hub: icon, name, what it does and the way in. */
export function ToolCard({
  icon,
  title,
  description,
  href,
  action,
  external,
  className,
  ...props
}: ToolCardProps) {
  const button = cn(buttonVariants({ variant: external ? 'outline' : 'primary' }), 'mt-auto w-fit');
  return (
    <article
      data-slot="tool-card"
      data-external={external ? '' : undefined}
      className={cn(
        'flex h-full flex-col gap-4 rounded-lg border border-border bg-background p-6 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-12 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground [&_svg]:size-6">
          {icon}
        </span>
        {external ? <Badge variant="outline">{external.badge}</Badge> : null}
      </div>
      <h3 className="font-display text-h4 font-semibold wrap-break-word">{title}</h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={button}>
          {action}
          <span className="sr-only">
            {' '}
            {title} {external.newTabHint}
          </span>
        </a>
      ) : (
        <Link href={href} className={button}>
          {action}
          <span className="sr-only"> {title}</span>
        </Link>
      )}
    </article>
  );
}
