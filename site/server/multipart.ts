// A multipart form body, read as it arrives and refused as soon as it is not what a form sends
// (the mail endpoint's CV and the pages' forms posted with no script).
import busboy, { type Busboy } from 'busboy';
import { CV_MAX_BYTES, PARAM_MAX } from '../../domain';

/** A message the endpoint refuses, with the reason it gives (400). */
export class BadRequest extends Error {}

/** The body is given to the parser in pieces this big: between them, a refused form stops. */
const MULTIPART_FEED_BYTES = 64 * 1024;

/**
 * The most bytes a text field may take: PARAM_MAX.message characters of up to 3 bytes of UTF-8
 * each (a line break is 2, CRLF). A longer value could only be refused later, as too long.
 */
const FIELD_MAX_BYTES = 3 * PARAM_MAX.message;

/**
 * The form data of a multipart body (its size capped by the caller), read by busboy, which counts
 * the parts as it meets them: the count and the form are one reading, so no body can show the
 * counter fewer parts than the form holds. The header is judged before a byte of the body is
 * read; the body is read as it arrives, in pieces, and reading stops at the first part past
 * `maxParts`, so a body of thousands of tiny parts is not read to its end.
 * A file is kept up to one byte past the CV cap: enough for the callers' own CV check to say it
 * is too large (a page shows that beside the values kept), never more of it.
 * Throws BadRequest when it is not multipart form data, has more than `maxParts` parts or a text
 * value longer than any field takes.
 */
export async function readMultipart(
  contentType: string,
  body: ReadableStream<Uint8Array> | null,
  maxParts: number,
): Promise<FormData> {
  const notMultipart = () => new BadRequest('The request body must be multipart form data.');
  // Exactly one `boundary=` in the whole header, quoted values included. MIME readers disagree
  // on a boundary named twice (the first or the last) or inside another parameter's quoted value
  // (x="; boundary=a"; boundary=b): such a header is one body to one reader and another body to
  // the next (a proxy's, a log's, a counter's beside the parser). No browser sends one, so it is
  // refused rather than guessed at. busboy reads urlencoded bodies too: the type is checked here.
  const namings = contentType.match(/boundary\s*=/gi)?.length ?? 0;
  if (namings !== 1 || !/^\s*multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  let parser: Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers write a file's name in UTF-8 (busboy's default reads it as Latin-1).
      defParamCharset: 'utf8',
      limits: {
        // busboy says partsLimit once the count reaches this: one past the most allowed.
        parts: maxParts + 1,
        fileSize: CV_MAX_BYTES + 1,
        fieldSize: FIELD_MAX_BYTES + 1,
      },
    });
  } catch {
    throw notMultipart();
  }

  // In the body's order: a file's bytes arrive after its slot is taken.
  const entries: [string, string | File | null][] = [];
  let refusal: BadRequest | null = null;
  const refuse = (error: BadRequest) => {
    refusal ??= error;
  };
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) {
      refuse(
        new BadRequest(
          `'${name}' is too long (no field takes more than ${PARAM_MAX.message} characters).`,
        ),
      );
    } else entries.push([name, value]);
  });
  parser.on('file', (name, stream, info) => {
    const entry: [string, File | null] = [name, null];
    entries.push(entry);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      entry[1] = new File([Buffer.concat(chunks)], info.filename ?? '', { type: info.mimeType });
    });
    stream.on('error', () => refuse(notMultipart()));
  });
  parser.on('partsLimit', () =>
    refuse(new BadRequest(`The form has too many fields (at most ${maxParts}).`)),
  );
  parser.on('error', () => refuse(notMultipart()));
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));

  const reader = body?.getReader();
  try {
    while (reader && !refusal) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let at = 0; at < value.byteLength && !refusal; at += MULTIPART_FEED_BYTES) {
        const piece = value.subarray(at, at + MULTIPART_FEED_BYTES);
        await new Promise<void>((resolve) => parser.write(piece, () => resolve()));
      }
    }
  } catch (error) {
    parser.destroy();
    throw error; // the body's own failure (its size limit, a closed connection)
  }
  if (refusal) {
    // The rest is never read: the answer goes out, and the connection with it.
    void reader?.cancel().catch(() => {});
    parser.destroy();
    throw refusal;
  }
  parser.end();
  await closed;
  if (refusal) throw refusal;
  const form = new FormData();
  for (const [name, value] of entries) {
    // A part with no name, or a file cut short by the end of the body.
    if (name === undefined || value === null) throw notMultipart();
    form.append(name, value);
  }
  return form;
}
