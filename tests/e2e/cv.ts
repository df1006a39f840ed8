// The CV the end-to-end tests attach to an application, and what the outbox records of it.
import { createHash } from 'node:crypto';

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
