import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPRESS_EDGE,
  compressLimitValid,
  defaultCompressSettings,
  formatBytes,
  IMAGE_ACCEPT,
  reductionPercent,
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
import { island } from '../../islands/island';
import { ToolPromo } from './ToolPromo';
import { useCompressQueue, type CompressEntry, type CompressResult } from './use-compress-queue';

const progressOf: Record<CompressItem['state'], number> = {
  queued: 0,
  working: 20,
  done: 100,
  failed: 100,
  cancelled: 0,
};

/** The image compressor (an island): its settings, results and before/after dialog. */
function CompressTool() {
  const { t } = useTranslation('compressor');
  const texts = useTexts('compressor');
  const { lang } = usePage();
  const [settings, setSettings] = useState<CompressSettings>(defaultCompressSettings);
  const [comparing, setComparing] = useState<number | null>(null);
  const [actualSize, setActualSize] = useState(false);
  const queue = useCompressQueue(settings);
  const { entries, cancelled, limitsValid } = queue;

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
  const stale = !processing && done.some(({ entry }) => entry.applied !== settings);

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
              <Button variant="outline" onClick={queue.recompress} disabled={!limitsValid}>
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
            onFiles={(files) => void queue.add(files)}
          />
          {entries.length > 0 ? (
            <CompressResults
              items={items}
              summary={summary}
              processing={processing}
              progress={
                items.length ? items.reduce((sum, i) => sum + i.progress, 0) / items.length : 0
              }
              onDownload={queue.download}
              onCompare={setComparing}
              onDownloadAll={() => void queue.downloadAll(texts.results.zipName)}
              onClearAll={queue.clearAll}
              onCancel={queue.cancel}
              zipping={queue.zipping}
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
  entry: CompressEntry;
  result: CompressResult;
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

/** The image compressor's island (texts: compressor). */
export default island(CompressTool);
