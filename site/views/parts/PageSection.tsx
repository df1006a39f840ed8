import { useId } from 'react';
import type * as React from 'react';
import { Container, Section, SectionHeader } from '../../../ui';

/**
 * A page section named by its header (eyebrow, h2, introduction), with its content below:
 * the shape every content block of the service, home and technologies pages shares.
 */
export function PageSection({
  id,
  tone = 'default',
  eyebrow,
  title,
  description,
  children,
}: {
  /** Anchor id (e.g. 'servicios'). */
  id?: string;
  tone?: 'default' | 'muted' | 'dark';
  eyebrow?: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId}>
      <Container className="flex flex-col gap-12">
        <SectionHeader
          eyebrow={eyebrow}
          title={title}
          description={description}
          titleId={titleId}
          onDark={tone === 'dark'}
        />
        {children}
      </Container>
    </Section>
  );
}
