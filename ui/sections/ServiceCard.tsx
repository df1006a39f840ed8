import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { Button } from '../primitives/Button';
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from '../primitives/Card';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { ActionLink, Picture } from './types';

export type ServiceCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  /** A decorative icon (aria-hidden SVG). */
  icon?: React.ReactNode;
  title: string;
  description: string;
  features?: string[];
  /** Name of the features list for screen readers, e.g. 'Qué incluye'. */
  featuresLabel?: string;
  image?: Picture;
  /** Its page, or contact when the service has none. */
  action: ActionLink;
  /** Heading level of the title in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Called when the action is followed (analytics, tests). */
  onAction?: () => void;
};

/** A service: icon, title, description, features checklist, image and a call to action. */
export function ServiceCard({
  icon,
  title,
  description,
  features = [],
  featuresLabel,
  image,
  action,
  headingLevel = 'h3',
  onAction,
  className,
  ...props
}: ServiceCardProps) {
  const titleId = useId();
  return (
    <article
      data-slot="service-card"
      aria-labelledby={titleId}
      className={cn('h-full', className)}
      {...props}
    >
      <Card interactive padding="none" className="h-full overflow-hidden">
        {image ? (
          <ResponsiveImage
            {...image}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[8/5] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-4 p-6 wrap-break-word">
          <div className="flex items-center gap-3">
            {icon ? (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground [&_svg]:size-6">
                {icon}
              </span>
            ) : null}
            <CardTitle as={headingLevel} id={titleId} className="min-w-0">
              {title}
            </CardTitle>
          </div>
          <CardDescription>{description}</CardDescription>
          {features.length > 0 ? (
            <CardContent>
              <ul aria-label={featuresLabel} className="flex flex-col gap-2 text-sm">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <CheckIcon />
                    <span className="min-w-0">{feature}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          ) : null}
          <CardFooter>
            {/* Long labels (translations) wrap instead of overflowing the card. */}
            <Button asChild variant="outline" wrap>
              <Link href={action.href} onClick={onAction} aria-label={`${action.label}: ${title}`}>
                {action.label}
              </Link>
            </Button>
          </CardFooter>
        </div>
      </Card>
    </article>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-4 shrink-0 text-success"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
