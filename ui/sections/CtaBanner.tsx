import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Container } from '../primitives/Container';
import { Heading } from '../primitives/Heading';

export type CtaBannerProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title: string;
  description: string;
  /** The buttons (links). */
  actions: React.ReactNode;
  /** Optional content between text and actions (e.g. figures). */
  children?: React.ReactNode;
};

/** The closing call to action of a page: title, one sentence and buttons on the accent colour. */
export function CtaBanner({
  title,
  description,
  actions,
  children,
  className,
  ...props
}: CtaBannerProps) {
  const titleId = useId();
  return (
    <section
      data-slot="cta-banner"
      aria-labelledby={titleId}
      className={cn('bg-background py-16 sm:py-20', className)}
      {...props}
    >
      <Container>
        <div className="flex flex-col items-center gap-6 rounded-xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          {/* w-full: in a centred flex column a heading is as wide as its longest word, which
              break-word does not shrink, so a long word would stick out on a phone. */}
          <Heading level={2} id={titleId} className="w-full max-w-3xl">
            {title}
          </Heading>
          <p className="max-w-2xl text-lead">{description}</p>
          {children}
          <div className="flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
