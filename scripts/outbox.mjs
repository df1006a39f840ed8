#!/usr/bin/env node
// Lists what the local outbox received (the contact and application forms' embedded default).
// Usage: npm run outbox [-- --json] [-- --last N]   Folder: $OUTBOX_DIR or var/outbox.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const dir = resolve(process.env.OUTBOX_DIR || 'var/outbox');
const lastIndex = args.indexOf('--last');
const last = lastIndex >= 0 ? Number(args[lastIndex + 1]) : Infinity;

// Everything printed comes from strangers: C0 and C1 controls and DEL are shown as \xNN, so no
// stored text can move the cursor, retitle the window or rewrite the operator's terminal.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const hex = (char) => char.charCodeAt(0).toString(16).padStart(2, '0');
/** One line of text, its controls (tab and line feed too) made visible. */
const visible = (value) => String(value).replace(CONTROLS, (char) => `\\x${hex(char)}`);

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
  // JSON escapes C0 controls itself; DEL and C1 are escaped the same way (\u009b).
  const json = JSON.stringify(entries, null, 2).replace(
    /[\u007f-\u009f]/g,
    (char) => `\\u00${hex(char)}`,
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
