// The contact and application mail client (EmailJS SDK 4.x). It sends and maps the provider's
// failures; the forms decide what the visitor sees (no toasts here).
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import {
  applicationMessage,
  applicationTemplate,
  contactTemplateParams,
  type ApplicationMessageLabels,
  type ApplicationTemplateParams,
  type ApplicationValues,
  type ContactValues,
  SEND_TIMEOUT_MS,
  sendTimeoutMs,
} from '../../domain';
import { EMAILJS_ORIGIN, emailConfig, type EmailConfig } from './email-config';

/** Why a send failed (spec section 8: the provider's statuses and thrown strings). */
export type EmailFailureKind =
  | 'headless' // 451 Unavailable For Headless Browser
  | 'blocked' // 403 Forbidden (blocklisted value)
  | 'throttled' // 429 Too Many Requests (the SDK's rate limit or the server's)
  | 'network' // status 0 'Network Error': no answer at all
  | 'timeout' // no whole answer in time (a hung or trickling server)
  | 'configuration' // missing public key, service id or template id (thrown as plain strings)
  | 'rejected'; // any other answer (400 bad input, 413 too large, 5xx)

export class EmailSendError extends Error {
  constructor(
    readonly kind: EmailFailureKind,
    readonly status: number,
    readonly text: string,
  ) {
    super(`Email not sent (${kind}, ${status}): ${text}`);
    this.name = 'EmailSendError';
  }
}

const kindsByStatus: Record<number, EmailFailureKind> = {
  0: 'network',
  403: 'blocked',
  429: 'throttled',
  451: 'headless',
};

/** Turns whatever the SDK threw into one typed error. */
export function toEmailSendError(error: unknown): EmailSendError {
  if (error instanceof EmailSendError) return error;
  if (error instanceof EmailJSResponseStatus) {
    return new EmailSendError(kindsByStatus[error.status] ?? 'rejected', error.status, error.text);
  }
  // The SDK throws its configuration and parameter errors as plain strings.
  if (typeof error === 'string') return new EmailSendError('configuration', 0, error);
  // fetch() itself failed (offline, connection dropped): EmailJS's 'Network Error'.
  if (error instanceof TypeError) return new EmailSendError('network', 0, 'Network Error');
  return new EmailSendError('rejected', 0, error instanceof Error ? error.message : String(error));
}

/** One send per form every few seconds from a browser (EmailJS limitRate, kept per form). */
export const SEND_THROTTLE_MS = 5_000;

/**
 * A detached form holding exactly the application's fields and the CV, for sendForm (which
 * reads a <form>): the visible form's own inputs have other names and no composed message.
 */
export function applicationFormElement(
  fields: ApplicationTemplateParams,
  cv: File,
): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  const file = document.createElement('input');
  file.type = 'file';
  file.name = applicationTemplate.files[0];
  const transfer = new DataTransfer();
  transfer.items.add(cv);
  file.files = transfer.files;
  form.append(file);
  return form;
}

let initialisedFor: string | null = null;

/**
 * Where limitRate keeps each form's last send. init() replaces the SDK's own storage with the
 * one it is given (none: limitRate silently stops working), so it always gets this one.
 */
const sendTimes = {
  get: (key: string) => Promise.resolve(readStorage(key)),
  set: (key: string, value: string) => Promise.resolve(writeStorage(key, value)),
  remove: (key: string) => Promise.resolve(writeStorage(key, null)),
};

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: no throttle rather than no form
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage blocked or full: the send still goes out
  }
}

/** Points the SDK at EmailJS or, by default, at this site's own EmailJS-compatible server. */
function prepare(config: EmailConfig) {
  const origin = config.hosted ? EMAILJS_ORIGIN : window.location.origin;
  if (initialisedFor === origin) return;
  emailjs.init({ publicKey: config.publicKey, storageProvider: sendTimes }, origin);
  initialisedFor = origin;
}

async function settle(
  sending: () => Promise<EmailJSResponseStatus>,
  timeoutMs: number,
): Promise<void> {
  let result: EmailJSResponseStatus;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The SDK takes no abort signal: past the deadline the request may still land, but the
  // visitor is told now, with every value kept, instead of waiting on a spinner.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EmailSendError('timeout', 0, `No answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    result = await Promise.race([sending(), deadline]);
  } catch (error) {
    throw toEmailSendError(error);
  } finally {
    clearTimeout(timer);
  }
  // Success is status 200 only (spec section 7).
  if (result.status !== 200) throw new EmailSendError('rejected', result.status, result.text);
}

/** Sends a quote request. Resolves on status 200; rejects with EmailSendError. */
export function sendContactMessage(
  values: ContactValues,
  config: EmailConfig = emailConfig,
): Promise<void> {
  return settle(() => {
    prepare(config);
    return emailjs.send(config.serviceId, config.contactTemplateId, contactTemplateParams(values), {
      publicKey: config.publicKey,
      limitRate: { id: 'contact-form', throttle: SEND_THROTTLE_MS },
    });
  }, SEND_TIMEOUT_MS);
}

/** Sends a job application with the CV attached. Resolves on status 200; rejects with EmailSendError. */
export function sendApplication(
  values: ApplicationValues,
  position: string,
  labels: ApplicationMessageLabels,
  config: EmailConfig = emailConfig,
): Promise<void> {
  return settle(
    () => {
      if (!values.cv) throw new EmailSendError('rejected', 0, 'No CV attached');
      prepare(config);
      const form = applicationFormElement(
        {
          from_name: values.name.trim(),
          from_email: values.email.trim(),
          message: applicationMessage(values, position, labels),
        },
        values.cv,
      );
      return emailjs.sendForm(config.serviceId, config.applicationTemplateId, form, {
        publicKey: config.publicKey,
        limitRate: { id: 'application-form', throttle: SEND_THROTTLE_MS },
      });
    },
    sendTimeoutMs(values.cv?.size ?? 0),
  );
}
