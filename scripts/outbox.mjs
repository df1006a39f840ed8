#!/usr/bin/env node
// Lists what the local outbox received (the contact and application forms' embedded default).
// Usage: npm run outbox [-- --json] [-- --last N]   Folder: $OUTBOX_DIR or var/outbox.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const USAGE = 'Usage: npm run outbox [-- --json] [-- --last N]';

const args = process.argv.slice(2);
const dir = resolve(process.env.OUTBOX_DIR || 'var/outbox');

// Everything printed comes from strangers. C0 and C1 controls and DEL (\xNN) could move the
// cursor, retitle the window or rewrite the operator's terminal; format characters (\p{Cf}: bidi
// overrides and isolates, zero-width ones...) and the line and paragraph separators (\uNNNN)
// could reorder, hide or split what the operator reads. An outbox written before C1 controls
// were stripped on arrival may still hold them.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
const JSON_RAW = /[\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
const hex = (code, width) => code.toString(16).padStart(width, '0');
/** How one unsafe character is shown: \xNN, \uNNNN, or \u{NNNNN} beyond the BMP. */
const escaped = (char) => {
  const code = char.codePointAt(0);
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  return code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${hex(code, 5)}}`;
};
/** One line of text, its unsafe characters (tab and line feed too) made visible. */
const visible = (value) => String(value).replace(UNSAFE, escaped);

const lastIndex = args.indexOf('--last');
let last = Infinity;
if (lastIndex >= 0) {
  const value = args[lastIndex + 1];
  // Digits only: Number() also reads '0x10', '1e3' and ' 5', and '' as 0 (slice(-0) keeps all).
  if (!/^\d+$/.test(value ?? '') || Number(value) < 1) {
    const got = value === undefined ? 'nothing' : `"${visible(value)}"`;
    console.error(`${USAGE}\n--last takes a whole number of 1 or more (got ${got}).`);
    process.exit(2);
  }
  last = Number(value);
}

let text = '';
try {
  text = readFileSync(join(dir, 'outbox.jsonl'), 'utf8');
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
const entries = text
  .split('\n')
  .flatMap((line, index) => {
    if (line.trim() === '') return [];
    try {
      return [JSON.parse(line)];
    } catch {
      console.error(`Line ${index + 1} of outbox.jsonl is not a whole message (skipped).`);
      return [];
    }
  })
  .slice(Number.isFinite(last) ? -last : 0);

if (args.includes('--json')) {
  // JSON escapes C0 controls in strings itself (the line feeds left are its layout); the rest
  // it leaves raw are escaped as JSON does (\u009b, \u202e, a surrogate pair beyond the BMP),
  // so the output still parses back to the same entries.
  const json = JSON.stringify(entries, null, 2).replace(JSON_RAW, (char) =>
    // split('') gives UTF-16 code units: the two surrogates of a character beyond the BMP.
    char
      .split('')
      .map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
      .join(''),
  );
  console.log(json);
} else if (entries.length === 0) {
  console.log(`The outbox is empty (${visible(dir)}).`);
} else {
  for (const entry of entries) {
    const { params } = entry;
    console.log(
      `── ${visible(entry.receivedAt)}  ${visible(entry.template_id)}  (${visible(entry.id)})`,
    );
    console.log(`   From: ${visible(params.from_name)} <${visible(params.from_email)}>`);
    if (entry.to) console.log(`   To: ${visible(entry.to)}`);
    for (const [name, value] of Object.entries(params)) {
      if (['from_name', 'from_email', 'message'].includes(name) || value === '') continue;
      console.log(`   ${visible(name)}: ${visible(value)}`);
    }
    for (const file of entry.attachments) {
      console.log(
        `   Attachment ${visible(file.field)}: ${visible(file.filename)} (${visible(file.size)} bytes) -> ${visible(join(dir, file.stored))}`,
      );
    }
    const lines = String(params.message).split('\n');
    console.log(`   ${lines.map(visible).join('\n   ')}`);
  }
  console.log(`${entries.length} message(s) in ${visible(dir)}`);
}
