// Text as a person types it, for every field the site accepts (the chat, the mail forms).

// C0 controls other than tab and line feed, DEL and the C1 controls: nothing a person types, and
// what an escape sequence needs to rewrite a terminal that later shows the text (U+009B is a
// whole CSI on its own, which a terminal reading UTF-8 may still obey).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** The text with its line breaks as `\n` and every other control character but tab removed. */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/** `{{name}}` placeholders filled in, as i18next does, for texts read outside i18next. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
