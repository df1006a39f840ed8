import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
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
  /** The EmailJS endpoint the browser sent it to, or 'page-form': a form posted with no script. */
  endpoint: 'send' | 'send-form' | 'page-form';
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
const ATTACHMENTS = 'attachments';
/** Attachments being written: renamed to their own name once whole, removed if not. */
const TEMP_PREFIX = '.tmp-';

/** Messages and CVs are personal data: readable by the server's own user alone. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** The outbox's default size cap: room for some forty maximum-size CVs. */
export const OUTBOX_MAX_BYTES = 200 * 1024 * 1024;

export type OutboxSettings = {
  /** Who every message is for: the owner, never an address a request names. */
  recipient: string;
  /** The most the outbox holds on disk (messages and attachments); beyond it, OutboxFullError. */
  maxBytes: number;
};

/** The outbox's settings from the environment (see .env.example); throws on a bad value. */
export function outboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  const recipient = env.OUTBOX_TO?.trim() || siteConfig.email;
  if (!isEmail(recipient)) throw new Error('OUTBOX_TO must be an email address.');
  const max = env.OUTBOX_MAX_BYTES?.trim();
  const maxBytes = max ? Number(max) : OUTBOX_MAX_BYTES;
  if (!/^\d*$/.test(max ?? '') || !Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new Error('OUTBOX_MAX_BYTES must be a whole number of bytes above 0.');
  }
  return { recipient, maxBytes };
}

/** The outbox (or its disk) has no room for a message: nothing of it was stored. */
export class OutboxFullError extends Error {
  constructor() {
    super('The outbox is full.');
    this.name = 'OutboxFullError';
  }
}

const isDiskFull = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException).code ?? '');

async function writeDurably(path: string, data: Uint8Array) {
  const handle = await open(path, 'wx', FILE_MODE);
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

async function removeQuietly(path: string) {
  await unlink(path).catch(() => undefined);
}

/**
 * Makes the messages file if there is none, and cuts a last line a crash left unfinished (its
 * sender was never told it arrived), so the next message starts on a line of its own.
 */
async function endWithWholeLine(path: string) {
  const handle = await open(path, 'a+', FILE_MODE);
  try {
    const { size } = await handle.stat();
    const chunk = Buffer.alloc(64 * 1024);
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      const { bytesRead } = await handle.read(chunk, 0, end - start, start);
      const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (newline >= 0) {
        end = start + newline + 1;
        break;
      }
      end = start;
    }
    if (end < size) {
      console.warn(`outbox: removed an unfinished last line (${size - end} bytes) of ${path}.`);
      await handle.truncate(end);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Bytes the outbox holds: its messages file and every attachment. */
async function measure(file: string, attachmentsDir: string): Promise<number> {
  let total = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  for (const name of await readdir(attachmentsDir)) {
    total += await stat(join(attachmentsDir, name)).then(
      (info) => (info.isFile() ? info.size : 0),
      () => 0,
    );
  }
  return total;
}

/**
 * The local mail catcher: every accepted message becomes one JSON line of `outbox.jsonl`, its
 * attachments files under `attachments/`. Each write reaches the disk (fsync) before the caller
 * answers 200, and writes are queued so two requests never interleave their lines.
 *
 * A message is stored whole or not at all: it must fit under the size cap (checked before any
 * byte is written, against a running total measured once), each attachment is written to a
 * temporary file and renamed once on disk, and a failed write removes what the message had
 * written (its attachments, the part of its line), so the outbox never holds half a message.
 */
export function createOutbox(
  dir: string,
  { recipient, maxBytes }: OutboxSettings = outboxSettingsFromEnv(),
) {
  const file = join(dir, OUTBOX_FILE);
  const attachmentsDir = join(dir, ATTACHMENTS);
  let queue: Promise<unknown> = Promise.resolve();
  let ready: Promise<void> | undefined;
  /** Bytes on disk: the messages file's size and every attachment's, kept with each write. */
  let used = 0;

  const prepare = () =>
    (ready ??= (async () => {
      await mkdir(attachmentsDir, { recursive: true, mode: FOLDER_MODE });
      // An outbox made by an earlier version (0755 folders, a 0644 file) is closed too.
      await tighten(dir, FOLDER_MODE);
      await tighten(attachmentsDir, FOLDER_MODE);
      await tighten(file, FILE_MODE);
      // What a crash left half-written was never answered 200: it goes.
      for (const name of await readdir(attachmentsDir)) {
        if (name.startsWith(TEMP_PREFIX)) await removeQuietly(join(attachmentsDir, name));
      }
      await endWithWholeLine(file);
      used = await measure(file, attachmentsDir);
      // The messages file exists from here on: a message's last step is appending its line.
      await syncFolder(dir);
    })().catch((error: unknown) => {
      ready = undefined; // the next message tries again
      throw error;
    }));

  /** Whether `bytes` more fit. Over the cap, the folder is measured again: room may be made. */
  async function fits(bytes: number): Promise<boolean> {
    if (used + bytes <= maxBytes) return true;
    used = await measure(file, attachmentsDir);
    return used + bytes <= maxBytes;
  }

  async function write(
    message: OutboxMessage,
    files: readonly IncomingFile[],
  ): Promise<OutboxEntry> {
    await prepare();
    const receivedAt = new Date().toISOString();
    const id = `${receivedAt.replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
    const copies = files.map((incoming, index) => {
      const extension = /\.[a-z0-9]{1,5}$/i.exec(incoming.filename)?.[0]?.toLowerCase() ?? '';
      const name = `${id}-${index + 1}`;
      const attachment: OutboxAttachment = {
        field: incoming.field,
        filename: incoming.filename,
        type: incoming.type,
        size: incoming.data.byteLength,
        sha256: createHash('sha256').update(incoming.data).digest('hex'),
        stored: join(ATTACHMENTS, `${name}${extension}`),
      };
      return { attachment, data: incoming.data, temp: join(attachmentsDir, TEMP_PREFIX + name) };
    });
    const attachments = copies.map(({ attachment }) => attachment);
    const entry: OutboxEntry = { id, receivedAt, to: recipient, ...message, attachments };
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    const bytes = line.byteLength + attachments.reduce((sum, { size }) => sum + size, 0);
    if (!(await fits(bytes))) throw new OutboxFullError();

    const written: string[] = [];
    try {
      for (const { attachment, data, temp } of copies) {
        const final = join(dir, attachment.stored);
        written.push(temp);
        await writeDurably(temp, data);
        await rename(temp, final);
        written.push(final);
      }
      if (copies.length > 0) await syncFolder(attachmentsDir);
      await appendLine(line);
    } catch (error) {
      for (const path of written) await removeQuietly(path);
      throw isDiskFull(error) ? new OutboxFullError() : error;
    }
    used += bytes;
    return entry;
  }

  /** Appends one whole line, or (on a failed write) puts the file back as it was. */
  async function appendLine(line: Buffer) {
    const handle = await open(file, 'a', FILE_MODE);
    try {
      // Writes are queued: the size now is where this line starts.
      const { size } = await handle.stat();
      try {
        await handle.writeFile(line);
        await handle.sync();
      } catch (error) {
        await handle.truncate(size).catch((undo: unknown) => {
          console.error('outbox: could not remove a half-written line:', undo);
        });
        throw error;
      }
    } finally {
      await handle.close();
    }
  }

  return {
    dir,
    file,
    /** Stores a message; resolves once it is on disk, rejects with OutboxFullError without room. */
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
