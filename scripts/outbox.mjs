#!/usr/bin/env node
// Lists what the local outbox received (the contact and application forms' embedded default).
// Usage: npm run outbox [-- --json] [-- --last N]   Folder: $OUTBOX_DIR or var/outbox.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const dir = resolve(process.env.OUTBOX_DIR || 'var/outbox');
const lastIndex = args.indexOf('--last');
const last = lastIndex >= 0 ? Number(args[lastIndex + 1]) : Infinity;

let text = '';
try {
  text = readFileSync(join(dir, 'outbox.jsonl'), 'utf8');
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
const entries = text
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line))
  .slice(Number.isFinite(last) ? -last : 0);

if (args.includes('--json')) {
  console.log(JSON.stringify(entries, null, 2));
} else if (entries.length === 0) {
  console.log(`The outbox is empty (${dir}).`);
} else {
  for (const entry of entries) {
    const { params } = entry;
    console.log(`── ${entry.receivedAt}  ${entry.template_id}  (${entry.id})`);
    console.log(`   From: ${params.from_name} <${params.from_email}>`);
    if (entry.to) console.log(`   To: ${entry.to}`);
    for (const [name, value] of Object.entries(params)) {
      if (['from_name', 'from_email', 'message'].includes(name) || value === '') continue;
      console.log(`   ${name}: ${value}`);
    }
    for (const file of entry.attachments) {
      console.log(
        `   Attachment ${file.field}: ${file.filename} (${file.size} bytes) -> ${join(dir, file.stored)}`,
      );
    }
    console.log(`   ${String(params.message).split('\n').join('\n   ')}`);
  }
  console.log(`${entries.length} message(s) in ${dir}`);
}
