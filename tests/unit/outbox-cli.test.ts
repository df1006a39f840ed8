// `npm run outbox` (scripts/outbox.mjs) prints what strangers sent: nothing it prints may drive
// the operator's terminal, whatever the outbox file holds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OUTBOX_FILE, type OutboxEntry } from '../../site/server/outbox';

const script = fileURLToPath(new URL('../../scripts/outbox.mjs', import.meta.url));

// An entry written before controls were stripped on input, or by hand: every printed field
// carries an escape sequence, a C1 CSI (\u009b), DEL or a carriage return.
const crafted: OutboxEntry = {
  id: '20260101000000000-abcd\u001b[2J',
  receivedAt: '2026-01-01T00:00:00.000Z\u001b]0;owned\u0007',
  to: 'hola@nodoweb.studio\r',
  endpoint: 'send-form',
  service_id: 'local',
  template_id: 'application\u009b31m',
  lib_version: '4.4.1',
  params: {
    from_name: 'Ana\u001b[1A\u001b[2K',
    from_email: 'ana@example.com\u007f',
    phone: '600\u001b[8m',
    message: 'Hola\n\u001b[31mrojo\tcon tab\u001b[0m\nfin',
  },
  attachments: [
    {
      field: 'cv\u001b[5m',
      filename: 'cv\u001b]8;;http://evil\u0007.pdf',
      type: 'application/pdf',
      size: 9,
      sha256: '0',
      stored: 'attachments/x\u001b[2J.pdf',
    },
  ],
};

function run(...args: string[]) {
  const dir = join(mkdtempSync(join(tmpdir(), 'outbox-cli-')), 'outbox\u001b[7m');
  mkdirSync(dir, { recursive: true });
  // Then a line cut short (a crash mid-write): skipped with a note, not echoed, not fatal.
  writeFileSync(join(dir, OUTBOX_FILE), `${JSON.stringify(crafted)}\n{"partial":\n`);
  return execFileSync(process.execPath, [script, ...args], {
    env: { ...process.env, OUTBOX_DIR: dir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

// Any control character but the line feeds that end the printed lines.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('npm run outbox', () => {
  it('shows every control character of every printed field as \\xNN, never raw', () => {
    const out = run();
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain('From: Ana\\x1b[1A\\x1b[2K <ana@example.com\\x7f>');
    expect(out).toContain('To: hola@nodoweb.studio\\x0d');
    expect(out).toContain('application\\x9b31m');
    expect(out).toContain('phone: 600\\x1b[8m');
    expect(out).toContain('Attachment cv\\x1b[5m: cv\\x1b]8;;http://evil\\x07.pdf');
    expect(out).toContain('x\\x1b[2J.pdf');
    expect(out).toContain('outbox\\x1b[7m');
    // The message keeps its lines; within them, controls are shown.
    expect(out).toContain('   Hola\n   \\x1b[31mrojo\\x09con tab\\x1b[0m\n   fin');
    expect(out).toContain('1 message(s)');
  });

  it('--json: escapes DEL and C1 too, and parses back to the same entries', () => {
    const out = run('--json');
    expect(out).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(out)).toEqual([crafted]);
  });
});
