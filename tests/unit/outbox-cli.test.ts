// `npm run outbox` (scripts/outbox.mjs) prints what strangers sent: nothing it prints may drive
// the operator's terminal, whatever the outbox file holds.
import { spawnSync } from 'node:child_process';
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

type Run = { status: number | null; stdout: string; stderr: string };

/** The script's run over an outbox holding the entries, then a line cut short. */
function runOver(entries: OutboxEntry[], ...args: string[]): Run {
  const dir = join(mkdtempSync(join(tmpdir(), 'outbox-cli-')), 'outbox\u001b[7m');
  mkdirSync(dir, { recursive: true });
  // Then a line cut short (a crash mid-write): skipped with a note, not echoed, not fatal.
  const lines = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
  writeFileSync(join(dir, OUTBOX_FILE), `${lines}{"partial":\n`);
  return spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, OUTBOX_DIR: dir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The script's printout over the crafted entry; a failed run fails the test. */
function run(...args: string[]) {
  const { status, stdout, stderr } = runOver([crafted], ...args);
  expect(stderr).toBe('Line 2 of outbox.jsonl is not a whole message (skipped).\n');
  expect(status).toBe(0);
  return stdout;
}

// Any control character but the line feeds that end the printed lines, any format character
// (bidi overrides and isolates, zero-width ones...) and the Unicode line and paragraph
// separators: what would reorder, hide or break what the operator reads.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/u;

// A message that reads backwards from its U+202E on, with the override closed (U+202C), an
// isolate, zero-width characters, a line separator and a C1 CSI that an outbox written before
// C1 controls were stripped on arrival may still hold.
const disguised: OutboxEntry = {
  ...crafted,
  id: '20260102000000000-efgh',
  receivedAt: '2026-01-02T00:00:00.000Z',
  template_id: 'contact',
  params: {
    from_name: 'Ana\u202egnp.exe\u202c',
    from_email: 'ana\u200b@example.com',
    subject: '\u2066Hola\u2069\ufeff',
    message: 'Línea\u2028otra\u2029fin\u009b2J\u{e0041}',
  },
  attachments: [],
};

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

  it('shows bidi overrides, zero-width and other format characters and U+2028/9 as \\uNNNN', () => {
    const { status, stdout } = runOver([disguised]);
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain('From: Ana\\u202egnp.exe\\u202c <ana\\u200b@example.com>');
    expect(stdout).toContain('subject: \\u2066Hola\\u2069\\ufeff');
    expect(stdout).toContain('   Línea\\u2028otra\\u2029fin\\x9b2J\\u{e0041}');
  });

  it('--json: escapes them the same way, and parses back to the same entries', () => {
    const { status, stdout } = runOver([disguised], '--json');
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain('"from_name": "Ana\\u202egnp.exe\\u202c"');
    expect(JSON.parse(stdout)).toEqual([disguised]);
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['']])(
    '--last %j: a usage error on stderr, non-zero, and no message printed',
    (value) => {
      const { status, stdout, stderr } = runOver([crafted], '--last', value);
      expect(status).not.toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^Usage: npm run outbox .*--last N/m);
      expect(stderr).toMatch(/whole number of 1 or more/);
    },
  );

  it('--last takes the number after it: the newest N messages, a usage error without one', () => {
    const second = { ...crafted, id: 'second', params: { ...crafted.params, message: 'Dos' } };
    const newest = runOver([crafted, second, disguised], '--last', '2');
    expect(newest.status).toBe(0);
    expect(newest.stdout).toContain('(second)');
    expect(newest.stdout).toContain('(20260102000000000-efgh)');
    expect(newest.stdout).not.toContain('abcd');
    expect(newest.stdout).toContain('2 message(s)');
    for (const rest of [[], ['--json']]) {
      const { status, stdout, stderr } = runOver([crafted], '--last', ...rest);
      expect(status).not.toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/whole number of 1 or more/);
    }
  });
});
