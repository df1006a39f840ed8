// The CV an application carries (spec section 5): its formats and size, checked by the form
// before sending and by the server on arrival.

/** A CV format: its extension, its MIME type and the first bytes every such file starts with. */
export type CvFormat = {
  extension: `.${string}`;
  mime: string;
  /** Any one of these byte sequences at the start of the file. */
  signatures: readonly (readonly number[])[];
};

export const cvFormats = [
  {
    extension: '.pdf',
    mime: 'application/pdf',
    signatures: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  },
  {
    extension: '.doc',
    mime: 'application/msword',
    signatures: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE compound file
  },
  {
    extension: '.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signatures: [[0x50, 0x4b, 0x03, 0x04]], // ZIP
  },
] as const satisfies readonly CvFormat[];

/** Largest CV accepted: 5 MB (the server refuses bigger requests too). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The file picker's `accept` list: the formats' extensions. */
export const cvAccept = cvFormats.map((format) => format.extension).join(',');

/** The format a file name says it is, by its extension (any case); none: not a CV format. */
export function cvFormatOf(name: string): CvFormat | undefined {
  const lower = name.toLowerCase();
  return cvFormats.find((format) => lower.endsWith(format.extension));
}

/** Why a chosen file cannot be sent as a CV: its type, empty, or too large. */
export type CvProblem = 'type' | 'empty' | 'size';

/** What the name and size alone tell about a CV (the form's check; the server adds its bytes). */
export function cvProblem(file: { name: string; size: number }): CvProblem | null {
  if (!cvFormatOf(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > CV_MAX_BYTES) return 'size';
  return null;
}

/** Whether a file's first bytes are those of the format its name claims. */
export function cvBytesMatch(format: CvFormat, bytes: Uint8Array): boolean {
  return format.signatures.some((signature) => signature.every((byte, i) => bytes[i] === byte));
}
