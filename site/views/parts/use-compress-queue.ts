// The image compressor's queue apart from its view: what became of each file the visitor added
// (a pure reducer), and the hook that feeds the workers, owns the thumbnails' object URLs and
// writes the ZIP.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  compressLimitValid,
  imageOutputFormats,
  outputFileName,
  uniqueFileNames,
  type CompressSettings,
} from '../../../domain';
import type { CompressItem } from '../../../ui';
import { createCompressor, type Compressor, type CompressReply } from '../../services/compress';
import { imageFormatOf, saveFile } from '../../services/files';

/** A compressed file, ready to save. */
export type CompressResult = {
  blob: Blob;
  width: number;
  height: number;
  /** The original's bytes (metadata removed): encoding made nothing smaller. */
  kept: boolean;
  name: string;
};

/** One file the visitor added, and what became of it. */
export type CompressEntry = {
  id: number;
  file: File;
  state: CompressItem['state'];
  stage?: 'decoding' | 'encoding';
  problem?: 'notImage' | 'undecodable' | 'failed';
  result?: CompressResult;
  /** Object URL of the result's small picture, owned by the queue. */
  thumbnail?: string;
  /** The settings it was (or is being) compressed with. */
  applied: CompressSettings;
};

export type CompressQueueState = {
  entries: readonly CompressEntry[];
  /** The visitor stopped the run (until files are added or compressed again). */
  cancelled: boolean;
};

export const emptyCompressQueue: CompressQueueState = { entries: [], cancelled: false };

export type CompressQueueAction =
  /** The visitor chose files: a cancelled run is no longer the news. */
  | { type: 'adding' }
  /** The files, each sniffed: images are queued, anything else fails at once. */
  | {
      type: 'added';
      files: readonly { id: number; file: File; isImage: boolean }[];
      settings: CompressSettings;
    }
  | { type: 'stage'; id: number; stage: 'decoding' | 'encoding' }
  | { type: 'failed'; id: number; problem: 'undecodable' | 'failed' }
  | {
      type: 'done';
      id: number;
      bytes: ArrayBuffer;
      width: number;
      height: number;
      kept: boolean;
      /** Object URL of the result's small picture. */
      thumbnail: string;
    }
  /** Every image compressed again with new settings. */
  | { type: 'requeued'; settings: CompressSettings }
  | { type: 'cancelled' }
  | { type: 'cleared' };

const update = (
  state: CompressQueueState,
  id: number,
  change: (entry: CompressEntry) => Partial<CompressEntry>,
): CompressQueueState =>
  state.entries.some((e) => e.id === id)
    ? {
        ...state,
        entries: state.entries.map((e) => (e.id === id ? { ...e, ...change(e) } : e)),
      }
    : state;

/** The queue's transitions; pure, so object URLs are created and revoked by the caller. */
export function compressQueueReducer(
  state: CompressQueueState,
  action: CompressQueueAction,
): CompressQueueState {
  switch (action.type) {
    case 'adding':
      return state.cancelled ? { ...state, cancelled: false } : state;
    case 'added':
      return {
        cancelled: false,
        entries: [
          ...state.entries,
          ...action.files.map(({ id, file, isImage }): CompressEntry =>
            isImage
              ? { id, file, state: 'queued', applied: action.settings }
              : { id, file, state: 'failed', problem: 'notImage', applied: action.settings },
          ),
        ],
      };
    case 'stage':
      return update(state, action.id, () => ({ state: 'working', stage: action.stage }));
    case 'failed':
      return update(state, action.id, () => ({ state: 'failed', problem: action.problem }));
    case 'done': {
      const { bytes, width, height, kept, thumbnail } = action;
      return update(state, action.id, ({ file, applied: { format } }) => ({
        state: 'done',
        thumbnail,
        result: kept
          ? { blob: new Blob([bytes], { type: file.type }), width, height, kept, name: file.name }
          : {
              blob: new Blob([bytes], { type: imageOutputFormats[format].mime }),
              width,
              height,
              kept,
              name: outputFileName(file.name, '', format),
            },
      }));
    }
    case 'requeued':
      return {
        cancelled: false,
        entries: state.entries.map((e) =>
          e.problem === 'notImage'
            ? e
            : {
                ...e,
                state: 'queued',
                stage: undefined,
                problem: undefined,
                result: undefined,
                applied: action.settings,
              },
        ),
      };
    case 'cancelled':
      return {
        cancelled: true,
        entries: state.entries.map((e) =>
          e.state === 'queued' || e.state === 'working' ? { ...e, state: 'cancelled' } : e,
        ),
      };
    case 'cleared':
      return emptyCompressQueue;
  }
}

/**
 * The object URLs an action let go of: thumbnails the queue held before and no longer holds, and
 * a new one it never took (its file was cleared while being compressed).
 */
export function releasedThumbnails(
  before: CompressQueueState,
  action: CompressQueueAction,
  after: CompressQueueState,
): string[] {
  const kept = new Set(after.entries.flatMap((e) => (e.thumbnail ? [e.thumbnail] : [])));
  const held = before.entries.flatMap((e) => (e.thumbnail ? [e.thumbnail] : []));
  const offered = action.type === 'done' ? [action.thumbnail] : [];
  return [...new Set([...held, ...offered])].filter((url) => !kept.has(url));
}

/** One step of the queue: the next state, with the object URLs it let go of revoked. */
export function runCompressQueue(
  before: CompressQueueState,
  action: CompressQueueAction,
): CompressQueueState {
  const after = compressQueueReducer(before, action);
  for (const url of releasedThumbnails(before, action, after)) URL.revokeObjectURL(url);
  return after;
}

const actionOf = (reply: CompressReply, thumbnail: (blob: Blob) => string): CompressQueueAction => {
  if ('stage' in reply) return { type: 'stage', id: reply.id, stage: reply.stage };
  if ('failed' in reply) return { type: 'failed', id: reply.id, problem: reply.failed };
  const { bytes, width, height, kept } = reply.done;
  return {
    type: 'done',
    id: reply.id,
    bytes,
    width,
    height,
    kept,
    thumbnail: thumbnail(reply.done.thumbnail),
  };
};

export type CompressQueue = CompressQueueState & {
  /** Both size limits are valid: files can be compressed with these settings. */
  limitsValid: boolean;
  /** While the ZIP is being written. */
  zipping: boolean;
  /** Sniffs the files and queues the images with the current settings. */
  add: (files: File[]) => Promise<void>;
  /** Compresses every image again with the current settings. */
  recompress: () => void;
  cancel: () => void;
  clearAll: () => void;
  /** Saves one result. */
  download: (id: number) => void;
  /** Saves every result in one ZIP of that name. */
  downloadAll: (zipName: string) => Promise<void>;
};

/**
 * The compressor's queue: Squoosh's codecs in a pool of workers (site/services/compress.ts), fed
 * with the given settings. Leaving the page stops the workers and frees every thumbnail.
 */
export function useCompressQueue(settings: CompressSettings): CompressQueue {
  const [state, setState] = useState(emptyCompressQueue);
  // The queue as of the last action, not the last render: workers reply between renders, and a
  // thumbnail is revoked by the action that drops it.
  const current = useRef(state);
  const compressor = useRef<Compressor | null>(null);
  const nextId = useRef(1);
  const [zipping, setZipping] = useState(false);

  const dispatch = useCallback((action: CompressQueueAction) => {
    current.current = runCompressQueue(current.current, action);
    setState(current.current);
  }, []);

  useEffect(
    () => () => {
      compressor.current?.cancel();
      for (const entry of current.current.entries)
        if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
    },
    [],
  );

  const engine = () => {
    compressor.current ??= createCompressor((reply) =>
      dispatch(actionOf(reply, (blob) => URL.createObjectURL(blob))),
    );
    return compressor.current;
  };

  const limitsValid =
    compressLimitValid(settings.maxWidth) && compressLimitValid(settings.maxHeight);

  const add = async (files: File[]) => {
    if (!limitsValid) return;
    dispatch({ type: 'adding' });
    const sniffed = await Promise.all(
      files.map(async (file) => ({
        id: nextId.current++,
        file,
        isImage: (await imageFormatOf(file)) !== null,
      })),
    );
    dispatch({ type: 'added', files: sniffed, settings });
    const jobs = sniffed.filter((f) => f.isImage);
    if (jobs.length > 0) engine().add(jobs.map(({ id, file }) => ({ id, file, settings })));
  };

  const recompress = () => {
    if (!limitsValid) return;
    const again = current.current.entries.filter((e) => e.problem !== 'notImage');
    dispatch({ type: 'requeued', settings });
    engine().add(again.map(({ id, file }) => ({ id, file, settings })));
  };

  const cancel = () => {
    compressor.current?.cancel();
    dispatch({ type: 'cancelled' });
  };

  const clearAll = () => {
    compressor.current?.cancel();
    dispatch({ type: 'cleared' });
  };

  const download = (id: number) => {
    const result = current.current.entries.find((e) => e.id === id)?.result;
    if (result) saveFile(result.blob, result.name);
  };

  const downloadAll = async (zipName: string) => {
    const done = current.current.entries.flatMap((e) => (e.result ? [e.result] : []));
    if (done.length === 0) return;
    setZipping(true);
    try {
      const { downloadZip } = await import('client-zip');
      const names = uniqueFileNames(done.map((r) => r.name));
      const zip = await downloadZip(
        done.map((r, i) => ({ name: names[i] ?? r.name, input: r.blob })),
      ).blob();
      saveFile(zip, zipName);
    } finally {
      setZipping(false);
    }
  };

  return {
    ...state,
    limitsValid,
    zipping,
    add,
    recompress,
    cancel,
    clearAll,
    download,
    downloadAll,
  };
}
