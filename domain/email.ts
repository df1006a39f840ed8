// Email addresses and the two mail templates (spec section 7): what the browser's mail client
// sends and what the local EmailJS endpoint accepts, named once.

/** A pragmatic address check: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/**
 * The contact template's parameters: the required ones, then the optional ones. No recipient:
 * mail goes to the owner's address, fixed in the template (EmailJS) or the server's setting (the
 * local outbox). A recipient the visitor could set would make the form an open relay.
 */
export const contactTemplate = {
  required: ['from_name', 'from_email', 'message'],
  optional: ['company', 'phone', 'service_type', 'budget'],
  files: [],
} as const;

/** The application template's parameters and its one attachment, the CV. */
export const applicationTemplate = {
  required: ['from_name', 'from_email', 'message'],
  optional: [],
  files: ['cv'],
} as const;

type ParamsOf<T extends { required: readonly string[]; optional: readonly string[] }> = Record<
  T['required'][number] | T['optional'][number],
  string
>;

export type ContactTemplateParams = ParamsOf<typeof contactTemplate>;
export type ApplicationTemplateParams = ParamsOf<typeof applicationTemplate>;

/** The longest value a template parameter may carry: one line (name, email, phone…), or the message. */
export const PARAM_MAX = { text: 254, message: 10_000 } as const;

/**
 * The longest value a form field takes (its maxLength). The application's message parameter is
 * composed from the cover letter plus a few short lines (salary, experience, English level),
 * so the letter leaves room for them under PARAM_MAX.message.
 */
export const FIELD_MAX = { text: PARAM_MAX.text, message: PARAM_MAX.message - 1_000 } as const;

/** How long a send may wait for its answer, beyond the upload of its body. */
export const SEND_TIMEOUT_MS = 20_000;
/** The upload allowance: a slow mobile uplink, 256 kbit/s, in bytes per millisecond. */
const SLOW_UPLINK_BYTES_PER_MS = 32;

/**
 * When a send of this many bytes counts as failed: 20 s, plus the time a slow phone needs to
 * upload it. The form gives up then (a hung or trickling server would otherwise leave it sending
 * for ever), and the server stops waiting for a request body of that size then too.
 */
export function sendTimeoutMs(uploadBytes: number): number {
  return SEND_TIMEOUT_MS + Math.ceil(uploadBytes / SLOW_UPLINK_BYTES_PER_MS);
}
