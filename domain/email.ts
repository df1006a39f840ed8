// Email addresses and the two mail templates (spec section 7): what the browser's mail client
// sends and what the local EmailJS endpoint accepts, named once.
import type { ApplicationValues } from './application';
import type { ContactValues } from './contact';

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

/**
 * Contact template parameters as spec section 7 lists them, but for to_email: the recipient is
 * the owner's, set in the template (or by the local outbox), never by the browser.
 */
export function contactTemplateParams(values: ContactValues): ContactTemplateParams {
  return {
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    service_type: values.serviceType,
    budget: values.budget,
    message: values.message.trim(),
  };
}

/** Labels of the composed application message, in the visitor's language. */
export type ApplicationMessageLabels = {
  position: string;
  phone: string;
  salary: string;
  experience: string;
  englishLevel: string;
  /** The level's name, e.g. 'Intermedio'. */
  englishLevelName: string;
  coverMessage: string;
  noCoverMessage: string;
};

/** The one text the application email carries besides name and address (spec section 7). */
export function applicationMessage(
  values: ApplicationValues,
  position: string,
  labels: ApplicationMessageLabels,
): string {
  const cover = values.message.trim();
  return [
    `${labels.position}: ${position}`,
    `${labels.phone}: ${values.phone.trim()}`,
    `${labels.salary}: ${values.salary.trim()}`,
    `${labels.experience}: ${values.experience.trim()}`,
    `${labels.englishLevel}: ${labels.englishLevelName}`,
    '',
    `${labels.coverMessage}:`,
    cover || labels.noCoverMessage,
  ].join('\n');
}
