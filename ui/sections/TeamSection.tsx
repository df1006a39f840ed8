import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Container } from '../primitives/Container';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import { SectionHeader } from './SectionHeader';
import type { Picture } from './types';

export type TeamMember = { count: string; role: string; description: string };

export type TeamSectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  eyebrow?: string;
  title: string;
  description: string;
  /** Where the team is, e.g. based in Venezuela serving global clients. */
  location: string;
  members: TeamMember[];
  missionTitle: string;
  mission: string;
  image?: Picture;
};

/** About the agency: who is on the team, where it works from and its mission. */
export function TeamSection({
  eyebrow,
  title,
  description,
  location,
  members,
  missionTitle,
  mission,
  image,
  className,
  ...props
}: TeamSectionProps) {
  const titleId = useId();
  return (
    <section
      data-slot="team-section"
      aria-labelledby={titleId}
      className={cn('bg-background py-16 text-foreground wrap-break-word sm:py-24', className)}
      {...props}
    >
      {/* Explicit minmax(0, 1fr) columns: a long word must wrap, not widen the layout. */}
      <Container className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          <SectionHeader
            align="start"
            eyebrow={eyebrow}
            title={title}
            description={description}
            titleId={titleId}
          />
          <p className="flex items-center gap-2 font-medium text-primary-soft-foreground">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-pill bg-primary" />
            <span className="min-w-0">{location}</span>
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {members.map((member) => (
              <li
                key={member.role}
                className="flex gap-4 rounded-lg border border-border bg-background p-5 shadow-card"
              >
                <span className="font-display text-3xl font-bold text-primary tabular-nums">
                  {member.count}
                </span>
                <span className="flex min-w-0 flex-col gap-1 wrap-break-word">
                  <span className="font-display font-semibold">{member.role}</span>
                  <span className="text-sm text-muted-foreground">{member.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6">
          {image ? (
            <ResponsiveImage
              {...image}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="w-full rounded-xl object-cover shadow-elevated"
            />
          ) : null}
          <figure className="rounded-xl bg-surface p-8 text-surface-foreground">
            <figcaption className="font-display text-sm font-semibold tracking-widest text-surface-accent uppercase">
              {missionTitle}
            </figcaption>
            <blockquote className="mt-3 text-lead">{mission}</blockquote>
          </figure>
        </div>
      </Container>
    </section>
  );
}
