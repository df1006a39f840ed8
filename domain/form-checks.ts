// What makes a quote request or a job application sendable (spec sections 3-5): one rule, read
// by the forms as the visitor types (ui/forms) and by the server when a form arrives without
// JavaScript (site/server/form-posts.ts). Each problem is named by the key of its message in the
// forms' texts (site/i18n/*/forms.json: contact.errors, application.errors).
import type { ApplicationValues } from './application';
import type { ContactValues } from './contact';
import { isServiceType } from './contact';
import { cvProblem, type CvProblem } from './cv';
import { isEmail } from './email';

/**
 * A send sooner than this after the first keystroke is a bot's: the forms answer it with a silent
 * success and send nothing (the honeypot's companion).
 */
export const MIN_FILL_MS = 2_000;

export type ContactErrorKey = 'name' | 'email' | 'emailFormat' | 'serviceType' | 'message';
export type ApplicationErrorKey =
  'name' | 'email' | 'emailFormat' | 'phone' | 'salary' | 'experience' | 'cv' | 'cvType' | 'cvSize';

/** Each invalid field, with the key of the message that says what to correct. */
export type FormProblems<V, K extends string> = Partial<Record<keyof V & string, K>>;

/** The contact form's fields in the order they appear (focus goes to the first invalid one). */
export const contactFieldOrder = ['name', 'email', 'serviceType', 'message'] as const;

/** A quote request's problems (a page's own form presets its service type, which is valid). */
export function contactProblems(
  values: ContactValues,
): FormProblems<ContactValues, ContactErrorKey> {
  const problems: FormProblems<ContactValues, ContactErrorKey> = {};
  if (!values.name.trim()) problems.name = 'name';
  if (!values.email.trim()) problems.email = 'email';
  else if (!isEmail(values.email)) problems.email = 'emailFormat';
  if (!isServiceType(values.serviceType)) problems.serviceType = 'serviceType';
  if (!values.message.trim()) problems.message = 'message';
  return problems;
}

/** The application form's fields in the order they appear. */
export const applicationFieldOrder = [
  'name',
  'email',
  'phone',
  'salary',
  'experience',
  'cv',
  'message',
] as const;

const applicationRequired = ['name', 'email', 'phone', 'salary', 'experience'] as const;

/** The message of each CV problem (an empty file is not a readable PDF, DOC or DOCX either). */
const cvProblemKeys = {
  missing: 'cv',
  type: 'cvType',
  empty: 'cvType',
  size: 'cvSize',
} as const satisfies Record<CvProblem | 'missing', ApplicationErrorKey>;

/** A job application's problems: every field but the cover letter is required, and a CV. */
export function applicationProblems(
  values: ApplicationValues,
): FormProblems<ApplicationValues, ApplicationErrorKey> {
  const problems: FormProblems<ApplicationValues, ApplicationErrorKey> = {};
  for (const name of applicationRequired) if (!values[name].trim()) problems[name] = name;
  if (values.email.trim() && !isEmail(values.email)) problems.email = 'emailFormat';
  const cv = values.cv ? cvProblem(values.cv) : 'missing';
  if (cv) problems.cv = cvProblemKeys[cv];
  return problems;
}
