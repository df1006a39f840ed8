// The contact and application forms posted with no script (a script blocked, failed or not yet
// run): each form has method="post" and no action, so it posts to its page's own address. The
// server checks the values by the forms' own rules (domain/form-checks.ts), delivers the message
// like the script would (the local outbox, or EmailJS's API with the account's private key), and
// answers in the page's language (a page with two forms, the careers page, is told which one by
// the position its address names: site/app/positions.ts):
//   - sent: 303 to the page with SENT_PARAM, which shows the notice (Post/Redirect/Get: a reload
//     does not send twice, and nothing typed goes into an address);
//   - problems: 422 with the page, what to correct and every value kept (form-answer.ts);
//   - not delivered: the page with the failure message and every value kept (503, or 429 when
//     the client sent too many).
// Other sites' pages may not post (sameSiteOnly in app.ts); the mail endpoints' per-client
// limit counts these sends too.
import type { Context } from 'hono';
import {
  applicationMessage,
  applicationProblems,
  contactProblems,
  contactTemplateParams,
  cvBytesMatch,
  cvFormatOf,
  emptyApplication,
  emptyContact,
  fill,
  formatBytes,
  isEnglishLevel,
  PARAM_MAX,
  type ApplicationValues,
  type ContactValues,
} from '../../domain';
import { positionAction, positionInSearch, positions, type PositionKey } from '../app/positions';
import enForms from '../i18n/en/forms.json';
import { textFacts } from '../i18n/facts';
import esForms from '../i18n/es/forms.json';
import { documentFile, resolvePath, sentParam, type Lang } from '../routes';
import { SEND_FORM_MAX_BYTES } from './email';
import { BadRequest, readMultipart } from './multipart';
import {
  answerPage,
  FORM_ANSWER_ID,
  pageFormOf,
  type FormAnswer,
  type PageForm,
} from './form-answer';
import { clientAddress, type RateLimiter } from './rate-limit';
import { mediaTypeOf } from './request-guard';
import type { StaticFile } from './static';

const formTexts = { es: esForms, en: enForms } as const;

/** A message for the owner, from either form: the template's parameters and its files. */
export type PageFormMessage = {
  template: 'contact' | 'application';
  params: Record<string, string>;
  files: Record<string, File>;
};

/** Delivers a message (the local outbox, or EmailJS); throws BadRequest for refused values. */
export type MailDelivery = (message: PageFormMessage) => Promise<void>;

export type FormPostsOptions = {
  files: ReadonlyMap<string, StaticFile>;
  /** None: the forms cannot be delivered without a script (every post says so). */
  deliver?: MailDelivery | undefined;
  /** The mail endpoints' per-client limiter, shared. */
  limiter: RateLimiter;
};

/** What a page answers: HTML with its status. */
export type PageAnswer = { html: string; status: 200 | 422 | 429 | 503 };

/**
 * The largest quote request a page posts: its longest values, each character percent-encoded as
 * up to 9 bytes (3 bytes of UTF-8), with room for the names.
 */
const CONTACT_POST_MAX_BYTES = 9 * (PARAM_MAX.message + 6 * PARAM_MAX.text) + 4 * 1024;

/** Parts a form post may have: the application's fields, the CV and the honeypot, with room. */
const FORM_POST_PARTS_MAX = 16;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function contactValues(form: FormData): ContactValues {
  const values = { ...emptyContact };
  for (const name of Object.keys(values) as (keyof ContactValues)[])
    values[name] = text(form, name);
  return values;
}

function applicationValues(form: FormData): ApplicationValues {
  const level = text(form, 'englishLevel');
  const cv = form.get('cv');
  return {
    ...emptyApplication,
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    salary: text(form, 'salary'),
    experience: text(form, 'experience'),
    message: text(form, 'message'),
    englishLevel: isEnglishLevel(level) ? level : emptyApplication.englishLevel,
    // A file input left empty sends a nameless, empty file.
    cv: cv instanceof File && (cv.name !== '' || cv.size > 0) ? cv : null,
  };
}

/** The text fields a page gets back (never the file). */
function typed(values: ContactValues | ApplicationValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

type Checked = {
  problems: { field: string; message: string }[];
  values: Record<string, string>;
  message: PageFormMessage;
};

function checkContact(form: FormData, lang: Lang): Checked {
  const texts = formTexts[lang].contact;
  const values = contactValues(form);
  const problems = Object.entries(contactProblems(values)).map(([field, key]) => ({
    field,
    message: fill(texts.errors[key], textFacts(lang)),
  }));
  return {
    problems,
    values: typed(values),
    message: { template: 'contact', params: contactTemplateParams(values), files: {} },
  };
}

async function checkApplication(
  form: FormData,
  lang: Lang,
  position: PositionKey,
): Promise<Checked> {
  const texts = formTexts[lang];
  const values = applicationValues(form);
  const found = applicationProblems(values);
  // The form checks a CV's name and size; here its first bytes must agree with its name too.
  const format = values.cv ? cvFormatOf(values.cv.name) : undefined;
  if (values.cv && format && !found.cv) {
    const head = new Uint8Array(await values.cv.slice(0, 16).arrayBuffer());
    if (!cvBytesMatch(format, head)) found.cv = 'cvType';
  }
  const problems = Object.entries(found).map(([field, key]) => ({
    field,
    // A message may say a limit ({{cvMaxSize}}): the facts the pages' texts are filled with.
    message: fill(texts.application.errors[key], textFacts(lang)),
  }));
  return {
    problems,
    values: typed(values),
    message: {
      template: 'application',
      params: {
        from_name: values.name.trim(),
        from_email: values.email.trim(),
        // Spanish labels: the owner reads every application in one language, as the script sends it.
        message: applicationMessage(values, positions[position], {
          ...formTexts.es.application.compose,
          englishLevelName: formTexts.es.application.englishLevels[values.englishLevel],
        }),
      },
      files: values.cv ? { cv: values.cv } : {},
    },
  };
}

export function formPosts({ files, deliver, limiter }: FormPostsOptions) {
  const forms = new Map<string, PageForm | null>();
  /**
   * The page's document and the posting form the query names (the position of an application;
   * none: the page's own form), if it holds one.
   */
  const pageOf = (pathname: string, search: string) => {
    const resolved = resolvePath(pathname, search);
    const file = resolved.notFound ? undefined : files.get(documentFile(resolved));
    if (!file) return null;
    const position = positionInSearch(search, resolved.lang);
    if (!position) return null;
    const action = positionAction(position, resolved.lang);
    const key = `${file.urlPath}${action ?? ''}`;
    if (!forms.has(key)) forms.set(key, pageFormOf(file.body.toString('utf8'), action));
    const form = forms.get(key);
    return form ? { file, form, position, lang: resolved.lang } : null;
  };

  /** The page with the notice that its form was sent (SENT_PARAM), or null. */
  function sentPage(pathname: string, search: string): PageAnswer | null {
    const lang = resolvePath(pathname, search).lang;
    if (!new URLSearchParams(search).has(sentParam[lang])) return null;
    const page = pageOf(pathname, search);
    if (!page) return null;
    const texts = formTexts[page.lang];
    const message =
      page.form.slot === 'contact-form' ? texts.contact.success : texts.application.success;
    return {
      html: answerPage(page.file.body.toString('utf8'), page.form, { kind: 'sent', message }),
      status: 200,
    };
  }

  /** Answers a form posted to a page: a redirect once sent, else the page with the answer. */
  async function post(c: Context): Promise<Response | PageAnswer | null> {
    const url = new URL(c.req.url);
    let pathname = url.pathname;
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const page = pageOf(pathname, url.search);
    if (!page) return null;
    c.header('Cache-Control', 'no-store');
    const answer = (kind: FormAnswer, status: PageAnswer['status']): PageAnswer => ({
      html: answerPage(page.file.body.toString('utf8'), page.form, kind),
      status,
    });

    const multipart = page.form.slot === 'application-form';
    const type = mediaTypeOf(c);
    if (type !== (multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded')) {
      return c.text('The form must be sent as the page sends it.', 415);
    }
    const max = multipart ? SEND_FORM_MAX_BYTES : CONTACT_POST_MAX_BYTES;
    const tooLarge = () =>
      c.text(`The request is too large (at most ${formatBytes(max, 'en-US')}).`, 413);
    const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
    if (declared > max) return tooLarge();
    let form: FormData;
    try {
      // A body of no declared size is capped by the route (app.ts: bodyLimit, the largest form).
      if (multipart) {
        form = await readMultipart(
          c.req.header('Content-Type') ?? '',
          c.req.raw.body,
          FORM_POST_PARTS_MAX,
        );
      } else {
        const body = new Uint8Array(await c.req.arrayBuffer());
        if (body.byteLength > max) return tooLarge();
        form = toFormData(new URLSearchParams(new TextDecoder().decode(body)));
      }
    } catch (error) {
      if (error instanceof BadRequest) return c.text(error.message, 400);
      throw error;
    }

    const texts = formTexts[page.lang];
    const checked =
      page.form.slot === 'contact-form'
        ? checkContact(form, page.lang)
        : await checkApplication(form, page.lang, page.position);
    const failure =
      page.form.slot === 'contact-form' ? texts.contact.failure : texts.application.failure;
    // An application's page never gets its CV back: say so beside what else to correct.
    const cvAgain =
      page.form.slot === 'application-form' && !checked.problems.some((p) => p.field === 'cv')
        ? [{ field: 'cv', message: texts.answer.cvAgain }]
        : [];
    if (checked.problems.length > 0) {
      return answer(
        {
          kind: 'problems',
          message: texts.answer.problems,
          problems: [...checked.problems, ...cvAgain],
          values: checked.values,
        },
        422,
      );
    }
    const failed = (status: PageAnswer['status']) =>
      answer(
        { kind: 'failed', message: failure, problems: cvAgain, values: checked.values },
        status,
      );

    const { allowed, retryAfterS } = limiter(clientAddress(c));
    if (!allowed) {
      c.header('Retry-After', String(retryAfterS));
      return failed(429);
    }
    const sent = () => {
      // The position stays named: the notice goes beside its form.
      const action = positionAction(page.position, page.lang);
      url.search = `${action ? `${action}&` : '?'}${sentParam[page.lang]}`;
      url.hash = FORM_ANSWER_ID;
      return c.redirect(`${url.pathname}${url.search}${url.hash}`, 303);
    };
    // The honeypot, filled by bots: a silent success, nothing sent (as the script does).
    if (text(form, 'website') !== '') return sent();
    if (!deliver) return failed(503);
    try {
      await deliver(checked.message);
    } catch (error) {
      // Values the forms' rules let through but the delivery refuses (an edited page's).
      if (error instanceof BadRequest) return failed(422);
      console.error('form post:', error);
      return failed(503);
    }
    return sent();
  }

  return { post, sentPage };
}

function toFormData(params: URLSearchParams): FormData {
  const form = new FormData();
  for (const [name, value] of params) form.append(name, value);
  return form;
}
