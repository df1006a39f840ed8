import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxAttachment = {
  field: string;
  filename: string;
  type: string;
  size: number;
  sha256: string;
  /** Path of the stored copy, relative to the outbox folder. */
  stored: string;
};

export type OutboxEntry = {
  id: string;
  receivedAt: string;
  endpoint: 'send' | 'send-form';
  service_id: string;
  template_id: string;
  lib_version: string;
  params: Record<string, string>;
  attachments: OutboxAttachment[];
};

export type IncomingFile = { field: string; filename: string; type: string; data: Uint8Array };

export const OUTBOX_FILE = 'outbox.jsonl';

async function writeDurably(path: string, data: string | Uint8Array, flag: 'a' | 'wx') {
  const handle = await open(path, flag);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The local mail catcher: every accepted message becomes one JSON line of `outbox.jsonl`, its
 * attachments files under `attachments/`. Each write reaches the disk (fsync) before the caller
 * answers 200, and writes are queued so two requests never interleave their lines.
 */
export function createOutbox(dir: string) {
  const file = join(dir, OUTBOX_FILE);
  const attachmentsDir = join(dir, 'attachments');
  let queue: Promise<unknown> = Promise.resolve();
  let ready: Promise<void> | undefined;

  const prepare = () =>
    (ready ??= (async () => {
      await mkdir(attachmentsDir, { recursive: true });
      await syncFolder(dir);
    })());

  async function write(
    message: Omit<OutboxEntry, 'id' | 'receivedAt' | 'attachments'>,
    files: readonly IncomingFile[],
  ): Promise<OutboxEntry> {
    await prepare();
    const receivedAt = new Date().toISOString();
    const id = `${receivedAt.replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
    const attachments: OutboxAttachment[] = [];
    for (const [index, incoming] of files.entries()) {
      const extension = /\.[a-z0-9]{1,5}$/i.exec(incoming.filename)?.[0]?.toLowerCase() ?? '';
      const stored = join('attachments', `${id}-${index + 1}${extension}`);
      await writeDurably(join(dir, stored), incoming.data, 'wx');
      attachments.push({
        field: incoming.field,
        filename: incoming.filename,
        type: incoming.type,
        size: incoming.data.byteLength,
        sha256: createHash('sha256').update(incoming.data).digest('hex'),
        stored,
      });
    }
    if (attachments.length > 0) await syncFolder(attachmentsDir);
    const entry: OutboxEntry = { id, receivedAt, ...message, attachments };
    await writeDurably(file, `${JSON.stringify(entry)}\n`, 'a');
    await syncFolder(dir);
    return entry;
  }

  return {
    dir,
    file,
    /** Stores a message; resolves once it is on disk. */
    append(
      message: Omit<OutboxEntry, 'id' | 'receivedAt' | 'attachments'>,
      files: readonly IncomingFile[] = [],
    ): Promise<OutboxEntry> {
      const run = queue.then(() => write(message, files));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** Every message in an outbox folder, oldest first (no folder yet: none). */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(join(dir, OUTBOX_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}
