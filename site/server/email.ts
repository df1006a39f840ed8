// EmailJS's two endpoints, implemented locally (architecture: the embedded default of the
// contact and application mail). Same request shapes and plain-text answers as EmailJS.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  applicationTemplate,
  contactTemplate,
  cvBytesMatch,
  cvFormatOf,
  cvFormats,
  cvProblem,
  CV_MAX_BYTES,
  formatBytes,
  isBudget,
  isEmail,
  isServiceType,
  PARAM_MAX,
  withoutControlCharacters,
} from '../../domain';
import { LOCAL_EMAIL_IDS } from '../services/email-config';
import { OutboxFullError, type IncomingFile, type Outbox, type OutboxEntry } from './outbox';
import { clientAddress, createRateLimiter, type RateLimiter } from './rate-limit';
import { BadRequest, readMultipart } from './multipart';
import { mediaTypeOf } from './request-guard';

/** JSON sends carry text only. */
export const SEND_MAX_BYTES = 64 * 1024;
/** Form sends carry the CV: its cap plus room for the text fields and multipart framing. */
export const SEND_FORM_MAX_BYTES = CV_MAX_BYTES + 256 * 1024;

type Template = {
  required: readonly string[];
  optional: readonly string[];
  /** Field names of required file attachments. */
  files: readonly string[];
  check?: (params: Record<string, string>) => string | null;
};

const templates: Record<string, Template> = {
  [LOCAL_EMAIL_IDS.contactTemplateId]: {
    ...contactTemplate,
    check: (params) => {
      const service = params.service_type ?? '';
      if (service && !isServiceType(service)) {
        return "'service_type' is not one of the offered services.";
      }
      const budget = params.budget ?? '';
      if (budget && !isBudget(budget)) return "'budget' is not one of the offered ranges.";
      return null;
    },
  },
  [LOCAL_EMAIL_IDS.applicationTemplateId]: applicationTemplate,
};

/** EmailJS's envelope fields: everything else of a request is a template parameter. */
const envelope = ['lib_version', 'user_id', 'service_id', 'template_id', 'accessToken'];

/**
 * Parameters dropped unread: a recipient named by the request (older clients sent to_email).
 * Every message goes to the owner's address, the outbox's own setting: never the visitor's pick.
 */
const ignoredParams = ['to_email'];

/** EmailJS's envelope: this server's public key and service; the template is storeMessage's. */
function checkEnvelope(fields: Record<string, unknown>): void {
  if (fields.user_id !== LOCAL_EMAIL_IDS.publicKey)
    throw new BadRequest('The Public Key is invalid.');
  if (fields.service_id !== LOCAL_EMAIL_IDS.serviceId)
    throw new BadRequest('The service ID is invalid.');
  if (typeof fields.template_id !== 'string') throw new BadRequest('The template ID is invalid.');
  if (typeof fields.lib_version !== 'string' || fields.lib_version.length > 20) {
    throw new BadRequest("'lib_version' is required.");
  }
}

function checkParams(template: Template, params: Record<string, unknown>): Record<string, string> {
  const allowed = new Set([...template.required, ...template.optional]);
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (ignoredParams.includes(name)) continue;
    if (!allowed.has(name)) throw new BadRequest(`Unknown parameter '${name}'.`);
    if (typeof value !== 'string') throw new BadRequest(`'${name}' must be text.`);
    // Stored as typed: no escape sequence reaches whoever reads the outbox in a terminal.
    const text = withoutControlCharacters(value);
    const max = name === 'message' ? PARAM_MAX.message : PARAM_MAX.text;
    if (text.length > max)
      throw new BadRequest(`'${name}' is too long (at most ${max} characters).`);
    clean[name] = text;
  }
  for (const name of template.required) {
    if (!clean[name]?.trim()) throw new BadRequest(`'${name}' is required.`);
  }
  if (!isEmail(clean.from_email ?? ''))
    throw new BadRequest("'from_email' must be an email address.");
  const problem = template.check?.(clean);
  if (problem) throw new BadRequest(problem);
  return clean;
}

/** The contact template (the quote request) or the application template (with the CV). */
export const TEMPLATE_IDS = {
  contact: LOCAL_EMAIL_IDS.contactTemplateId,
  application: LOCAL_EMAIL_IDS.applicationTemplateId,
} as const;

/** The most parts a form send can use: EmailJS's envelope, a to_email, the largest template. */
const FORM_PARTS_MAX =
  envelope.length +
  ignoredParams.length +
  Math.max(
    ...Object.values(templates).map(
      (template) => template.required.length + template.optional.length + template.files.length,
    ),
  );

const cvExtensions = cvFormats.map((format) => format.extension);
/** '.pdf, .doc or .docx' */
const cvExtensionList = `${cvExtensions.slice(0, -1).join(', ')} or ${cvExtensions.at(-1)}`;

/** A CV must be one of the CV formats by name, within the size cap, and its first bytes must agree. */
async function checkCv(field: string, file: File): Promise<IncomingFile> {
  const filename = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'cv';
  const format = cvFormatOf(filename);
  const problem = cvProblem({ name: filename, size: file.size });
  if (!format || problem === 'type') {
    throw new BadRequest(`'${field}' must be a ${cvExtensionList} file.`);
  }
  if (problem === 'empty') throw new BadRequest(`'${field}' is empty.`);
  if (problem === 'size')
    throw new BadRequest(`'${field}' is larger than ${formatBytes(CV_MAX_BYTES, 'en-US')}.`);
  const data = new Uint8Array(await file.arrayBuffer());
  if (!cvBytesMatch(format, data)) {
    const name = format.extension.slice(1).toUpperCase();
    throw new BadRequest(`'${field}' is not a valid ${name} file.`);
  }
  return { field, filename, type: format.mime, data };
}

/**
 * Checks a message's parameters and attachments against its template and appends it to the
 * outbox: the local EmailJS endpoints' sends, and the forms posted with no script
 * (site/server/form-posts.ts). Throws BadRequest with the reason, or the outbox's errors.
 */
export async function storeMessage(
  outbox: Outbox,
  message: {
    endpoint: OutboxEntry['endpoint'];
    templateId: string;
    libVersion: string;
    params: Record<string, unknown>;
    files: Record<string, File>;
  },
): Promise<void> {
  const template = Object.hasOwn(templates, message.templateId)
    ? templates[message.templateId]
    : undefined;
  if (!template) throw new BadRequest('The template ID is invalid.');
  const clean = checkParams(template, message.params);
  const extra = Object.keys(message.files).filter((name) => !template.files.includes(name));
  if (extra.length > 0) throw new BadRequest(`Unknown attachment '${extra[0]}'.`);
  const attachments: IncomingFile[] = [];
  for (const name of template.files) {
    const file = message.files[name];
    if (!file) throw new BadRequest(`'${name}' is required.`);
    attachments.push(await checkCv(name, file));
  }
  await outbox.append(
    {
      endpoint: message.endpoint,
      service_id: LOCAL_EMAIL_IDS.serviceId,
      template_id: message.templateId,
      lib_version: withoutControlCharacters(message.libVersion),
      params: clean,
    },
    attachments,
  );
}

export type EmailRoutesOptions = {
  outbox: Outbox;
  /** The per-client limiter, shared with the forms posted with no script; else one of its own. */
  limiter?: RateLimiter | undefined;
};

/** Sends per client address and window, by default (both endpoints and the page forms together). */
export const EMAIL_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };

/** EMAIL_RATE_LIMIT (sends per client in 10 minutes) from the environment; throws on a bad one. */
export function emailRateLimitFromEnv(env: Record<string, string | undefined> = process.env) {
  const value = env.EMAIL_RATE_LIMIT?.trim();
  const max = value ? Number(value) : EMAIL_RATE_LIMIT.max;
  if (!Number.isInteger(max) || max < 1) {
    throw new Error('EMAIL_RATE_LIMIT must be a whole number of sends per 10 minutes (1 or more).');
  }
  return { max, windowMs: EMAIL_RATE_LIMIT.windowMs };
}

/** The routes under /api/v1.0/email. */

export function emailRoutes({
  outbox,
  limiter = createRateLimiter(EMAIL_RATE_LIMIT),
}: EmailRoutesOptions) {
  const routes = new Hono();

  routes.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const { allowed, retryAfterS } = limiter(clientAddress(c));
    if (!allowed) {
      c.header('Retry-After', String(retryAfterS));
      return c.text('Too Many Requests', 429);
    }
    await next();
  });

  const tooLarge = (max: number) =>
    bodyLimit({
      maxSize: max,
      onError: (c) =>
        c.text(`The request is too large (at most ${formatBytes(max, 'en-US')}).`, 413),
    });

  async function store(
    c: Context,
    endpoint: 'send' | 'send-form',
    fields: Record<string, unknown>,
    params: Record<string, unknown>,
    files: Record<string, File>,
  ) {
    checkEnvelope(fields);
    await storeMessage(outbox, {
      endpoint,
      templateId: String(fields.template_id),
      libVersion: String(fields.lib_version),
      params,
      files,
    });
    return c.text('OK', 200);
  }

  routes.post('/send', tooLarge(SEND_MAX_BYTES), async (c) => {
    if (mediaTypeOf(c) !== 'application/json') {
      return c.text('The request body must be JSON.', 400);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.text('The request body must be JSON.', 400);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return c.text('The request body must be a JSON object.', 400);
    }
    const fields = body as Record<string, unknown>;
    const params = fields.template_params;
    if (!params || typeof params !== 'object' || Array.isArray(params)) {
      return c.text("'template_params' must be an object.", 400);
    }
    return store(c, 'send', fields, params as Record<string, unknown>, {});
  });

  routes.post('/send-form', tooLarge(SEND_FORM_MAX_BYTES), async (c) => {
    if (mediaTypeOf(c) !== 'multipart/form-data') {
      return c.text('The request body must be multipart form data.', 400);
    }
    // The body is in memory already (bodyLimit).
    // Read as it arrives, within bodyLimit's cap.
    const form = await readMultipart(
      c.req.header('Content-Type') ?? '',
      c.req.raw.body,
      FORM_PARTS_MAX,
    );
    // Maps, not objects: a field named constructor or toString would be found on
    // Object.prototype ('given more than once'), and one named __proto__ would set the prototype.
    // Object.fromEntries makes every name an own property, so each is judged as a name.
    const fields = new Map<string, string>();
    const params = new Map<string, string>();
    const files = new Map<string, File>();
    for (const [name, value] of form.entries()) {
      if (fields.has(name) || params.has(name) || files.has(name)) {
        return c.text(`'${name}' is given more than once.`, 400);
      }
      if (typeof value !== 'string') files.set(name, value);
      else if (envelope.includes(name)) fields.set(name, value);
      // Multipart's CRLF line breaks become \n with the other control characters (checkParams).
      else params.set(name, value);
    }
    return store(
      c,
      'send-form',
      Object.fromEntries(fields),
      Object.fromEntries(params),
      Object.fromEntries(files),
    );
  });

  routes.onError((error, c) => {
    if (error instanceof BadRequest) return c.text(error.message, 400);
    // The form keeps its values and says the send failed; the owner's disk is not filled up.
    if (error instanceof OutboxFullError) {
      return c.text('The outbox is full: the message was not stored. Please try again later.', 507);
    }
    console.error('email endpoint:', error);
    return c.text('The message could not be stored. Please try again.', 500);
  });

  return routes;
}
