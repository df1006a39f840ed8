// The image compressor's queue (site/views/parts/use-compress-queue.ts): what becomes of each
// file the visitor adds, and which thumbnails' object URLs each step frees.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCompressSettings, type CompressSettings } from '../../domain';
import {
  compressQueueReducer,
  emptyCompressQueue,
  releasedThumbnails,
  runCompressQueue,
  type CompressQueueAction,
  type CompressQueueState,
} from '../../site/views/parts/use-compress-queue';

const photo = new File([new Uint8Array(1000)], 'foto.png', { type: 'image/png' });
const notes = new File(['hola'], 'notas.txt', { type: 'text/plain' });
const webp: CompressSettings = { ...defaultCompressSettings, format: 'webp' };

const run = (actions: readonly CompressQueueAction[], from = emptyCompressQueue) =>
  actions.reduce(compressQueueReducer, from);

const added: CompressQueueAction = {
  type: 'added',
  files: [
    { id: 1, file: photo, isImage: true },
    { id: 2, file: notes, isImage: false },
  ],
  settings: webp,
};
const done = (id: number, thumbnail: string, kept = false): CompressQueueAction => ({
  type: 'done',
  id,
  bytes: new ArrayBuffer(300),
  width: 40,
  height: 30,
  kept,
  thumbnail,
});
const entry = (state: CompressQueueState, id: number) => state.entries.find((e) => e.id === id);

describe('compressor queue', () => {
  it('queues the images it is given and fails anything else at once', () => {
    const state = run([added]);
    expect(state.entries.map(({ id, state, problem }) => ({ id, state, problem }))).toEqual([
      { id: 1, state: 'queued', problem: undefined },
      { id: 2, state: 'failed', problem: 'notImage' },
    ]);
    expect(entry(state, 1)?.applied).toBe(webp);
    expect(run([added, added]).entries).toHaveLength(4);
  });

  it('shows a file working through its stages', () => {
    const decoding = run([added, { type: 'stage', id: 1, stage: 'decoding' }]);
    expect(entry(decoding, 1)).toMatchObject({ state: 'working', stage: 'decoding' });
    const encoding = run([{ type: 'stage', id: 1, stage: 'encoding' }], decoding);
    expect(entry(encoding, 1)).toMatchObject({ state: 'working', stage: 'encoding' });
    expect(entry(encoding, 2)).toBe(entry(decoding, 2));
  });

  it('keeps the result in the chosen format, named for it', () => {
    const state = run([added, done(1, 'blob:thumb-1')]);
    const result = entry(state, 1)?.result;
    expect(entry(state, 1)).toMatchObject({ state: 'done', thumbnail: 'blob:thumb-1' });
    expect(result).toMatchObject({ width: 40, height: 30, kept: false, name: 'foto.webp' });
    expect(result?.blob.type).toBe('image/webp');
    expect(result?.blob.size).toBe(300);
  });

  it('keeps the original’s name and type when encoding made nothing smaller', () => {
    const result = entry(run([added, done(1, 'blob:thumb-1', true)]), 1)?.result;
    expect(result).toMatchObject({ kept: true, name: 'foto.png' });
    expect(result?.blob.type).toBe('image/png');
  });

  it('records why a file failed', () => {
    const state = run([added, { type: 'failed', id: 1, problem: 'undecodable' }]);
    expect(entry(state, 1)).toMatchObject({ state: 'failed', problem: 'undecodable' });
  });

  it('ignores replies for files no longer in the list', () => {
    const state = run([added]);
    expect(run([{ type: 'stage', id: 9, stage: 'decoding' }, done(9, 'blob:x')], state)).toBe(
      state,
    );
  });

  it('cancels what is waiting or working and keeps what is finished', () => {
    const state = run([
      {
        type: 'added',
        files: [
          { id: 1, file: photo, isImage: true },
          { id: 2, file: photo, isImage: true },
          { id: 3, file: photo, isImage: true },
        ],
        settings: webp,
      },
      done(1, 'blob:thumb-1'),
      { type: 'stage', id: 2, stage: 'encoding' },
      { type: 'cancelled' },
    ]);
    expect(state.cancelled).toBe(true);
    expect(state.entries.map((e) => e.state)).toEqual(['done', 'cancelled', 'cancelled']);
    expect(run([{ type: 'adding' }], state).cancelled).toBe(false);
    expect(run([added], state).cancelled).toBe(false);
  });

  it('queues every image again with new settings, its thumbnail kept until the new one', () => {
    const settings = { ...webp, quality: 50 };
    const state = run([added, done(1, 'blob:thumb-1'), { type: 'requeued', settings }]);
    expect(entry(state, 1)).toMatchObject({
      state: 'queued',
      result: undefined,
      thumbnail: 'blob:thumb-1',
    });
    expect(entry(state, 1)?.applied).toBe(settings);
    expect(entry(state, 2)).toMatchObject({ state: 'failed', problem: 'notImage' });
    expect(entry(state, 2)?.applied).toBe(webp);
  });

  it('clears the list', () => {
    const state = run([added, { type: 'cancelled' }, { type: 'cleared' }]);
    expect(state).toEqual({ entries: [], cancelled: false });
  });
});

describe('compressor thumbnails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('frees none while the files stay', () => {
    const before = run([added, done(1, 'blob:thumb-1')]);
    const action: CompressQueueAction = { type: 'cancelled' };
    expect(releasedThumbnails(before, action, compressQueueReducer(before, action))).toEqual([]);
  });

  it('frees every thumbnail when the list is cleared', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const before = run([
      {
        type: 'added',
        files: [
          { id: 1, file: photo, isImage: true },
          { id: 2, file: photo, isImage: true },
        ],
        settings: webp,
      },
      done(1, 'blob:thumb-1'),
      done(2, 'blob:thumb-2'),
    ]);
    expect(runCompressQueue(before, { type: 'cleared' }).entries).toEqual([]);
    expect(revoke.mock.calls).toEqual([['blob:thumb-1'], ['blob:thumb-2']]);
  });

  it('frees the old thumbnail when a file is compressed again', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const requeued = run([added, done(1, 'blob:old'), { type: 'requeued', settings: webp }]);
    expect(revoke).not.toHaveBeenCalled();
    const after = runCompressQueue(requeued, done(1, 'blob:new'));
    expect(entry(after, 1)?.thumbnail).toBe('blob:new');
    expect(revoke.mock.calls).toEqual([['blob:old']]);
  });

  it('frees a new thumbnail at once when its file was cleared meanwhile', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    expect(runCompressQueue(emptyCompressQueue, done(1, 'blob:late'))).toBe(emptyCompressQueue);
    expect(revoke.mock.calls).toEqual([['blob:late']]);
  });
});
