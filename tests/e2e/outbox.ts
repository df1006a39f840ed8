// What the forms send, as the end-to-end tests check it: the CV they attach to an application,
// what the outbox records of it, and the message a sender's address finds in the suite's outbox
// (the served site's, tests/e2e/global-setup.ts).
import { createHash } from 'node:crypto';
import { expect, inject } from 'vitest';
import { readOutbox, type OutboxEntry } from '../../site/server/outbox';

/** A small but real PDF document. */
export const cvPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The outbox's record of cvPdf sent as `filename` (OutboxEntry attachments). */
export const cvAttachment = (filename: string) => ({
  field: 'cv',
  filename,
  size: cvPdf.length,
  sha256: sha256(cvPdf),
});

/** The messages in the suite's outbox whose sender is `email`, now. */
export async function sentFrom(email: string): Promise<OutboxEntry[]> {
  return (await readOutbox(inject('outboxDir'))).filter(
    (entry) => entry.params.from_email === email,
  );
}

/** The message from `email`, once it has arrived (room for a busy two-core machine). */
export async function arrived(email: string): Promise<OutboxEntry> {
  await expect
    .poll(async () => (await sentFrom(email)).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const [entry] = await sentFrom(email);
  if (!entry) throw new Error(`Nothing from ${email}`);
  return entry;
}
