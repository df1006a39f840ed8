// The page a form posted with no script comes back to (site/server/form-posts.ts): the page's
// own prerendered document, read with a tokenizer (our build's HTML; the visitor's values are
// only ever written escaped), with the answer put in.
//   - sent: a notice before the form (the form's island is left as it is: it hydrates empty), or
//     before the <dialog> that holds it, which is closed.
//   - problems or failed: a notice at the top of the form saying what to correct (each item a
//     link to its field) or that it could not be sent, every value the visitor typed back in its
//     field, the invalid fields marked aria-invalid; a <dialog> that holds it is open. The form's
//     island wrapper is removed: the form stays plain HTML that posts again, so a script arriving
//     later cannot hydrate it empty over the values.
// A page may hold several posting forms (the careers page: the open position's, in a dialog, and
// the general one); each is told apart by where it posts (its `action`, none for the page's own).
// The notice is ui's Notice (ui/sections/Notice.tsx) in the same markup, written here (the server
// renders no React), focused (autofocus) so it is read first and scrolled to.
import { Parser } from 'htmlparser2';

export type FormSlot = 'contact-form' | 'application-form';

/** A posting form of a page: its data-slot, and where it posts (its `action`; none: its page). */
export type PageForm = { slot: FormSlot; action: string | undefined };

export type FormAnswer =
  | { kind: 'sent'; message: string }
  | {
      kind: 'problems' | 'failed';
      /** The notice's heading (problems) or its whole message (failed). */
      message: string;
      /** Each field to correct, by name, with what to do. */
      problems: readonly { field: string; message: string }[];
      /** What the visitor sent, by field name (never a file: browsers do not take one back). */
      values: Readonly<Record<string, string>>;
    };

/** The notice's id: a link or a redirect after a send points at it. */
export const FORM_ANSWER_ID = 'form-answer';

/** Fields the answer never writes back: the honeypot (a person leaves it empty) and files. */
const NOT_REFILLED = new Set(['website']);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function openTag(name: string, attributes: Record<string, string>): string {
  const written = Object.entries(attributes).map(([key, value]) =>
    value === '' ? key : `${key}="${escapeAttribute(value)}"`,
  );
  return `<${[name, ...written].join(' ')}>`;
}

type Edit = { start: number; end: number; text: string };

const isForm = (name: string, attributes: Record<string, string>, form: PageForm) =>
  name === 'form' &&
  attributes['data-slot'] === form.slot &&
  attributes.action === form.action &&
  attributes.method?.toLowerCase() === 'post';

/** The page's posting form that posts to `action` (none: to the page itself), if any. */
export function pageFormOf(html: string, action?: string): PageForm | null {
  let found: PageForm | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== 'form' || attributes.method?.toLowerCase() !== 'post') return;
      const slot = attributes['data-slot'];
      if (
        (slot === 'contact-form' || slot === 'application-form') &&
        attributes.action === action
      ) {
        found = { slot, action };
      }
    },
  });
  parser.end(html);
  return found;
}

/** The ids of a form's named fields, by name (the problems' links point at them). */
function fieldIds(html: string, form: PageForm): Map<string, string> {
  const ids = new Map<string, string>();
  let depth = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'form' && (depth > 0 || isForm(name, attributes, form))) depth += 1;
      else if (depth > 0 && attributes.name && attributes.id && !ids.has(attributes.name)) {
        ids.set(attributes.name, attributes.id);
      }
    },
    onclosetag(name) {
      if (name === 'form' && depth > 0) {
        depth -= 1;
        if (depth === 0) parser.pause();
      }
    },
  });
  parser.end(html);
  return ids;
}

function noticeHtml(answer: FormAnswer, ids: Map<string, string>): string {
  if (answer.kind === 'sent') {
    return `<div data-slot="notice" data-tone="success" role="status" id="${FORM_ANSWER_ID}" tabindex="-1" autofocus=""><p>${escapeText(answer.message)}</p></div>`;
  }
  const items = answer.problems
    .map(
      ({ field, message }) =>
        `<li><a href="#${escapeAttribute(ids.get(field) ?? FORM_ANSWER_ID)}">${escapeText(message)}</a></li>`,
    )
    .join('');
  return `<div data-slot="notice" data-tone="error" role="alert" id="${FORM_ANSWER_ID}" tabindex="-1" autofocus=""><p>${escapeText(answer.message)}</p>${items ? `<ul>${items}</ul>` : ''}</div>`;
}

/**
 * The page's HTML with the answer to its form (`form`) put in. Problem items name fields by their
 * `name`; their links point at each field's id as the page renders it.
 */
export function answerPage(html: string, form: PageForm, answer: FormAnswer): string {
  const notice = noticeHtml(answer, fieldIds(html, form));
  const edits: Edit[] = [];
  const islands: { start: number; end: number }[] = [];
  const dialogs: { start: number; end: number; attributes: Record<string, string> }[] = [];
  let formIsland: { start: number; end: number } | null = null;
  let islandDepthAtForm = -1;
  let inForm = false;
  let done = false;
  let textarea: { name: string; contentStart: number } | null = null;
  let select: string | null = null;
  const refill = answer.kind !== 'sent';
  const values = answer.kind === 'sent' ? {} : answer.values;
  const invalid = new Set(answer.kind === 'sent' ? [] : answer.problems.map((p) => p.field));
  const valueOf = (name: string | undefined) =>
    name !== undefined && !NOT_REFILLED.has(name) && Object.hasOwn(values, name)
      ? values[name]
      : undefined;

  const parser = new Parser({
    onopentag(name, attributes) {
      const start = parser.startIndex;
      const end = parser.endIndex + 1;
      if (name === 'astro-island') islands.push({ start, end });
      if (name === 'dialog') dialogs.push({ start, end, attributes });
      if (done) return;
      if (!inForm && isForm(name, attributes, form)) {
        inForm = true;
        formIsland = islands.at(-1) ?? null;
        islandDepthAtForm = islands.length;
        const dialog = dialogs.at(-1);
        if (answer.kind === 'sent') {
          // Outside the island, which hydrates over what it rendered, and outside a dialog,
          // which is closed.
          const at = dialog ? dialog.start : formIsland ? formIsland.start : start;
          edits.push({ start: at, end: at, text: notice });
        } else {
          edits.push({ start: end, end, text: notice });
          // The visitor sent it from a dialog: open (not modal: that takes a script) to show it.
          if (dialog) {
            edits.push({
              start: dialog.start,
              end: dialog.end,
              text: openTag('dialog', { ...dialog.attributes, open: '' }),
            });
          }
        }
        return;
      }
      if (!inForm || !refill) return;
      const field = attributes.name;
      const marked = field !== undefined && invalid.has(field);
      if (name === 'input') {
        const type = (attributes.type ?? 'text').toLowerCase();
        const value = type === 'file' || type === 'hidden' ? undefined : valueOf(field);
        if (value === undefined && !marked) return;
        const next = { ...attributes };
        if (value !== undefined) next.value = value;
        if (marked) next['aria-invalid'] = 'true';
        edits.push({ start, end, text: openTag(name, next) });
      } else if (name === 'textarea') {
        if (marked)
          edits.push({
            start,
            end,
            text: openTag(name, { ...attributes, 'aria-invalid': 'true' }),
          });
        const value = valueOf(field);
        if (value !== undefined && field) textarea = { name: field, contentStart: end };
      } else if (name === 'select') {
        select = valueOf(field) !== undefined ? (field ?? null) : null;
        if (marked)
          edits.push({
            start,
            end,
            text: openTag(name, { ...attributes, 'aria-invalid': 'true' }),
          });
      } else if (name === 'option' && select !== null) {
        const next = { ...attributes };
        if ((attributes.value ?? '') === values[select]) next.selected = '';
        else delete next.selected;
        edits.push({ start, end, text: openTag(name, next) });
      }
    },
    onclosetag(name, implied) {
      if (name === 'dialog') dialogs.pop();
      if (name === 'astro-island') {
        const island = islands.pop();
        if (island && island === formIsland && !implied && refill) {
          edits.push({ start: island.start, end: island.end, text: '' });
          edits.push({ start: parser.startIndex, end: parser.endIndex + 1, text: '' });
        }
        return;
      }
      if (!inForm) return;
      if (name === 'form' && islands.length === islandDepthAtForm) {
        inForm = false;
        done = true;
      } else if (name === 'textarea' && textarea) {
        const value = values[textarea.name] ?? '';
        edits.push({
          start: textarea.contentStart,
          end: parser.startIndex,
          text: escapeText(value),
        });
        textarea = null;
      } else if (name === 'select') {
        select = null;
      }
    },
  });
  parser.end(html);

  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
