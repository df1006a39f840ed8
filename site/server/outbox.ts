import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isEmail } from '../../domain';
import { siteConfig } from '../config';

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
  /** The owner's address (OUTBOX_TO): the To a real EmailJS template fixes. */
  to: string;
  endpoint: 'send' | 'send-form';
  service_id: string;
  template_id: string;
  lib_version: string;
  params: Record<string, string>;
  attachments: OutboxAttachment[];
};

/** What a request gives the outbox: the rest of an entry is the outbox's own. */
export type OutboxMessage = Omit<OutboxEntry, 'id' | 'receivedAt' | 'to' | 'attachments'>;

export type IncomingFile = { field: string; filename: string; type: string; data: Uint8Array };

export const OUTBOX_FILE = 'outbox.jsonl';

/** Messages and CVs are personal data: readable by the server's own user alone. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

export type OutboxSettings = {
  /** Who every message is for: the owner, never an address a request names. */
  recipient: string;
};

/** The outbox's settings from the environment (see .env.example); throws on a bad value. */
export function outboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  const recipient = env.OUTBOX_TO?.trim() || siteConfig.email;
  if (!isEmail(recipient)) throw new Error('OUTBOX_TO must be an email address.');
  return { recipient };
}

async function writeDurably(path: string, data: string | Uint8Array, flag: 'a' | 'wx') {
  const handle = await open(path, flag, FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Sets a mode on what exists; a folder the server does not own keeps its own, with a warning. */
async function tighten(path: string, mode: number) {
  try {
    await chmod(path, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EPERM') throw error;
    console.warn(`outbox: ${path} is not the server's own, its mode stays as it is.`);
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
export function createOutbox(dir: string, { recipient }: OutboxSettings = outboxSettingsFromEnv()) {
  const file = join(dir, OUTBOX_FILE);
  const attachmentsDir = join(dir, 'attachments');
  let queue: Promise<unknown> = Promise.resolve();
  let ready: Promise<void> | undefined;

  const prepare = () =>
    (ready ??= (async () => {
      await mkdir(attachmentsDir, { recursive: true, mode: FOLDER_MODE });
      // An outbox made by an earlier version (0755 folders, a 0644 file) is closed too.
      await tighten(dir, FOLDER_MODE);
      await tighten(attachmentsDir, FOLDER_MODE);
      await tighten(file, FILE_MODE);
      await syncFolder(dir);
    })().catch((error: unknown) => {
      ready = undefined; // the next message tries again
      throw error;
    }));

  async function write(
    message: OutboxMessage,
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
    const entry: OutboxEntry = { id, receivedAt, to: recipient, ...message, attachments };
    await writeDurably(file, `${JSON.stringify(entry)}\n`, 'a');
    await syncFolder(dir);
    return entry;
  }

  return {
    dir,
    file,
    /** Stores a message; resolves once it is on disk. */
    append(message: OutboxMessage, files: readonly IncomingFile[] = []): Promise<OutboxEntry> {
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
