import type * as React from 'react';
import { Container, Notice, Section } from '../../../ui';

/**
 * What a tool that runs in the browser tells a browser that runs no script (turned off, blocked):
 * a <noscript>, so no other visitor sees it, above the tool's prerendered form.
 */
export function NoScriptNotice({ message, action }: { message: string; action?: React.ReactNode }) {
  return (
    <noscript>
      <Section spacing="sm" className="pb-0 sm:pb-0">
        <Container width="narrow">
          <Notice message={message} action={action} />
        </Container>
      </Section>
    </noscript>
  );
}
