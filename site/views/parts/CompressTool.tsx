import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPRESS_EDGE,
  compressLimitValid,
  defaultCompressSettings,
  formatBytes,
  IMAGE_ACCEPT,
  imageOutputFormats,
  outputFileName,
  reductionPercent,
  uniqueFileNames,
  type CompressSettings,
} from '../../../domain';
import {
  Button,
  Card,
  CompressResults,
  CompressSettingsPanel,
  Container,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Heading,
  ImageCompare,
  ImageDropZone,
  Section,
  type CompressItem,
} from '../../../ui';
import { usePage } from '../../app/page-context';
import { locales } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { createCompressor, type Compressor, type CompressReply } from '../../services/compress';
import { imageFormatOf, saveFile } from '../../services/files';
import { ToolPromo } from './ToolPromo';

type Result = { blob: Blob; width: number; height: number; kept: boolean; name: string };

/** One file the visitor added, and what became of it. */
type Entry = {
  id: number;
  file: File;
  state: CompressItem['state'];
  stage?: 'decoding' | 'encoding';
  problem?: 'notImage' | 'undecodable' | 'failed';
  result?: Result;
  thumbnail?: string;
  /** The settings it was (or is being) compressed with. */
  applied: CompressSettings;
};

const progressOf: Record<CompressItem['state'], number> = {
  queued: 0,
  working: 20,
  done: 100,
  failed: 100,
  cancelled: 0,
};

/** The image compressor (an island): Squoosh's codecs in a pool of workers, all in the browser. */
export default function CompressTool() {
  const { t } = useTranslation('compressor');
  const texts = useTexts('compressor');
  const { lang } = usePage();
  const [settings, setSettings] = useState<CompressSettings>(defaultCompressSettings);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [cancelled, setCancelled] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);
  const [actualSize, setActualSize] = useState(false);
  const compressor = useRef<Compressor | null>(null);
  const nextId = useRef(1);
  const entriesRef = useRef(entries);
  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);

  // Leaving the page stops the workers and frees every thumbnail.
  useEffect(
    () => () => {
      compressor.current?.cancel();
      for (const entry of entriesRef.current)
        if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
    },
    [],
  );

  const update = (id: number, change: (entry: Entry) => Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change(e) } : e)));

  const onReply = (reply: CompressReply) => {
    if ('stage' in reply) {
      update(reply.id, () => ({ state: 'working', stage: reply.stage }));
    } else if ('failed' in reply) {
      update(reply.id, () => ({ state: 'failed', problem: reply.failed }));
    } else {
      const { bytes, width, height, kept, thumbnail } = reply.done;
      update(reply.id, (entry) => {
        if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
        const { format } = entry.applied;
        const result: Result = kept
          ? {
              blob: new Blob([bytes], { type: entry.file.type }),
              width,
              height,
              kept,
              name: entry.file.name,
            }
          : {
              blob: new Blob([bytes], { type: imageOutputFormats[format].mime }),
              width,
              height,
              kept,
              name: outputFileName(entry.file.name, '', format),
            };
        return { state: 'done', result, thumbnail: URL.createObjectURL(thumbnail) };
      });
    }
  };
  const onReplyRef = useRef(onReply);
  useEffect(() => {
    onReplyRef.current = onReply;
  });

  const engine = () => {
    compressor.current ??= createCompressor((reply) => onReplyRef.current(reply));
    return compressor.current;
  };

  const limitsValid =
    compressLimitValid(settings.maxWidth) && compressLimitValid(settings.maxHeight);
  const applied = settings;

  const add = async (files: File[]) => {
    if (!limitsValid) return;
    setCancelled(false);
    const added = await Promise.all(
      files.map(async (file): Promise<Entry> => {
        const id = nextId.current++;
        const isImage = (await imageFormatOf(file)) !== null;
        return isImage
          ? { id, file, state: 'queued', applied }
          : { id, file, state: 'failed', problem: 'notImage', applied };
      }),
    );
    setEntries((list) => [...list, ...added]);
    const jobs = added.filter((e) => e.state === 'queued');
    if (jobs.length > 0) engine().add(jobs.map(({ id, file }) => ({ id, file, settings })));
  };

  const recompress = () => {
    if (!limitsValid) return;
    const again = entries.filter((e) => e.problem !== 'notImage');
    setCancelled(false);
    setEntries((list) =>
      list.map((e) =>
        e.problem === 'notImage'
          ? e
          : {
              ...e,
              state: 'queued',
              stage: undefined,
              problem: undefined,
              result: undefined,
              applied,
            },
      ),
    );
    engine().add(again.map(({ id, file }) => ({ id, file, settings })));
  };

  const cancel = () => {
    compressor.current?.cancel();
    setCancelled(true);
    setEntries((list) =>
      list.map((e) =>
        e.state === 'queued' || e.state === 'working' ? { ...e, state: 'cancelled' } : e,
      ),
    );
  };

  const clearAll = () => {
    compressor.current?.cancel();
    for (const entry of entries) if (entry.thumbnail) URL.revokeObjectURL(entry.thumbnail);
    setEntries([]);
    setCancelled(false);
  };

  const downloadAll = async () => {
    const done = entries.flatMap((e) => (e.result ? [e.result] : []));
    if (done.length === 0) return;
    setZipping(true);
    try {
      const { downloadZip } = await import('client-zip');
      const names = uniqueFileNames(done.map((r) => r.name));
      const zip = await downloadZip(
        done.map((r, i) => ({ name: names[i] ?? r.name, input: r.blob })),
      ).blob();
      saveFile(zip, texts.results.zipName);
    } finally {
      setZipping(false);
    }
  };

  const processing = entries.some((e) => e.state === 'queued' || e.state === 'working');
  const finished = entries.filter((e) => e.state === 'done' || e.state === 'failed').length;
  const done = entries.flatMap((e) => (e.result ? [{ entry: e, result: e.result }] : []));
  const totals = done.reduce(
    (sum, { entry, result }) => ({
      original: sum.original + entry.file.size,
      compressed: sum.compressed + result.blob.size,
    }),
    { original: 0, compressed: 0 },
  );
  const summary = processing
    ? t('results.processing', { done: finished, total: entries.length })
    : cancelled
      ? texts.results.cancelled
      : t('results.summary', {
          count: done.length,
          original: formatBytes(totals.original, locales[lang]),
          compressed: formatBytes(totals.compressed, locales[lang]),
          reduction: reductionPercent(totals.original, totals.compressed),
        });
  const stale = !processing && done.some(({ entry }) => entry.applied !== applied);

  const items: CompressItem[] = entries.map((entry) => {
    const { result } = entry;
    const status =
      entry.state === 'failed'
        ? texts.results.problems[entry.problem ?? 'failed']
        : entry.state === 'working'
          ? texts.results.states[entry.stage ?? 'decoding']
          : entry.state === 'done'
            ? ''
            : texts.results.states[entry.state];
    return {
      id: entry.id,
      name: entry.file.name,
      thumbnail: entry.thumbnail,
      state: entry.state,
      progress: entry.stage === 'encoding' ? 50 : progressOf[entry.state],
      status,
      ...(result && {
        figures: [
          { label: texts.results.original, value: formatBytes(entry.file.size, locales[lang]) },
          { label: texts.results.compressed, value: formatBytes(result.blob.size, locales[lang]) },
          { label: texts.results.dimensions, value: `${result.width} × ${result.height}` },
        ],
        reduction: result.kept
          ? undefined
          : t('results.reduction', {
              reduction: reductionPercent(entry.file.size, result.blob.size),
            }),
        note: result.kept ? texts.results.kept : undefined,
      }),
    };
  });

  const compared = entries.find((e) => e.id === comparing && e.result);

  return (
    <Section aria-labelledby="compress-tool-title">
      <Container className="flex flex-col gap-8">
        <Card padding="lg" className="flex min-w-0 flex-col gap-6">
          <Heading level={2} size="h3" id="compress-tool-title">
            {texts.toolTitle}
          </Heading>
          <CompressSettingsPanel
            settings={settings}
            onSettingsChange={setSettings}
            texts={texts.settings}
            errors={{
              maxWidth: compressLimitValid(settings.maxWidth)
                ? undefined
                : t('settings.limitProblem', COMPRESS_EDGE),
              maxHeight: compressLimitValid(settings.maxHeight)
                ? undefined
                : t('settings.limitProblem', COMPRESS_EDGE),
            }}
          />
          {stale ? (
            <div className="flex flex-col gap-3 rounded-lg bg-warning-soft p-4 text-warning-soft-foreground sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm font-medium">{texts.settings.changed}</p>
              <Button variant="outline" onClick={recompress} disabled={!limitsValid}>
                {texts.settings.apply}
              </Button>
            </div>
          ) : null}
          <ImageDropZone
            texts={entries.length > 0 ? { ...texts.drop, choose: texts.drop.more } : texts.drop}
            accept={IMAGE_ACCEPT}
            multiple
            compact={entries.length > 0}
            disabled={!limitsValid}
            onFiles={(files) => void add(files)}
          />
          {entries.length > 0 ? (
            <CompressResults
              items={items}
              summary={summary}
              processing={processing}
              progress={
                items.length ? items.reduce((sum, i) => sum + i.progress, 0) / items.length : 0
              }
              onDownload={(id) => {
                const result = entries.find((e) => e.id === id)?.result;
                if (result) saveFile(result.blob, result.name);
              }}
              onCompare={setComparing}
              onDownloadAll={() => void downloadAll()}
              onClearAll={clearAll}
              onCancel={cancel}
              zipping={zipping}
              texts={texts.results}
            />
          ) : null}
          <p className="text-sm text-muted-foreground">{texts.privacy}</p>
        </Card>
        <ToolPromo texts={texts.promo} to="utilities/cropper" />
      </Container>
      <Dialog open={Boolean(compared)} onOpenChange={(open) => !open && setComparing(null)}>
        {compared?.result ? (
          <Comparison
            entry={compared}
            result={compared.result}
            actualSize={actualSize}
            onActualSize={setActualSize}
          />
        ) : null}
      </Dialog>
    </Section>
  );
}

/** The before/after dialog: object URLs for both files while it is open, freed when it closes. */
function Comparison({
  entry,
  result,
  actualSize,
  onActualSize,
}: {
  entry: Entry;
  result: Result;
  actualSize: boolean;
  onActualSize: (on: boolean) => void;
}) {
  const { t } = useTranslation('compressor');
  const texts = useTexts('compressor');
  const { lang } = usePage();
  const urls = useMemo(
    () => ({ before: URL.createObjectURL(entry.file), after: URL.createObjectURL(result.blob) }),
    [entry.file, result.blob],
  );
  useEffect(
    () => () => {
      URL.revokeObjectURL(urls.before);
      URL.revokeObjectURL(urls.after);
    },
    [urls],
  );
  return (
    <DialogContent size="xl" closeLabel={texts.compare.close}>
      <DialogHeader>
        <DialogTitle className="break-words">
          {t('compare.title', { name: entry.file.name })}
        </DialogTitle>
        <DialogDescription>{texts.compare.description}</DialogDescription>
      </DialogHeader>
      <ImageCompare
        before={{
          src: urls.before,
          label: t('compare.before', { size: formatBytes(entry.file.size, locales[lang]) }),
        }}
        after={{
          src: urls.after,
          label: t('compare.after', { size: formatBytes(result.blob.size, locales[lang]) }),
        }}
        width={result.width}
        height={result.height}
        sliderLabel={texts.compare.slider}
        viewLabel={texts.compare.view}
        actualSize={actualSize}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={actualSize}
          onChange={(event) => onActualSize(event.target.checked)}
          className="size-5 accent-primary"
        />
        {texts.compare.actualSize}
      </label>
    </DialogContent>
  );
}
