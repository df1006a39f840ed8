import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyQr,
  QR_DEFAULT_COLOURS,
  QR_DOWNLOAD_SIZES,
  QR_FILE_NAME,
  QR_MARGIN,
  QR_PREVIEW_SIZE,
  qrColourProblem,
  qrPayload,
  qrScanVerdict,
  type QrDownloadSize,
  type QrScan,
} from '../../../domain';
import {
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  QrForm,
  QrPreview,
  Section,
  type QrCheckState,
  Select,
} from '../../../ui';
import { useTexts } from '../../i18n/texts';
import { island } from '../../islands/island';
import { saveFile } from '../../services/files';
import { encodeQr, qrPng, qrSvg, scanQr, type QrColours } from '../../services/qr-code';
import { ToolPromo } from './ToolPromo';

/** The longest part of the content named in the code's accessible name. */
const LABEL_CONTENT_MAX = 80;
/** Quiet time after the last change before the scan check reads the code again (ms). */
const SCAN_DELAY = 250;

/** The QR generator: the form, the live preview, its design and its downloads (an island). */
function QrTool() {
  const { t } = useTranslation('qr');
  const texts = useTexts('qr');
  const [values, setValues] = useState(emptyQr);
  const [colours, setColours] = useState<QrColours>(QR_DEFAULT_COLOURS);
  const [size, setSize] = useState<QrDownloadSize>(QR_DOWNLOAD_SIZES[0]);
  const payload = qrPayload(values);
  const encoded = useMemo(() => (payload ? encodeQr(payload) : null), [payload]);
  const modules = encoded && 'modules' in encoded ? encoded.modules : undefined;
  const problem =
    encoded && 'problem' in encoded ? texts.preview.problems[encoded.problem] : undefined;
  // The scan check: the colours' verdict at once, else the reader's, for this exact image.
  const drawing = modules ? JSON.stringify([payload, size, colours]) : '';
  const colourProblem = qrColourProblem(colours.foreground, colours.background);
  const [scanned, setScanned] = useState<{ drawing: string; verdict: QrScan }>();
  useEffect(() => {
    if (!modules || colourProblem) return;
    let current = true;
    const timer = setTimeout(() => {
      const settle = (decoded: string | null) => {
        if (current) setScanned({ drawing, verdict: qrScanVerdict(colours, payload, decoded) });
      };
      scanQr(modules, size, colours).then(settle, () => settle(null));
    }, SCAN_DELAY);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [modules, colourProblem, drawing, colours, payload, size]);
  const verdict = colourProblem ?? (scanned?.drawing === drawing ? scanned.verdict : undefined);
  const checkState: QrCheckState = !verdict
    ? 'checking'
    : verdict === 'readable'
      ? 'passed'
      : 'warning';
  const content =
    payload.length > LABEL_CONTENT_MAX ? `${payload.slice(0, LABEL_CONTENT_MAX)}…` : payload;

  const colour = (key: keyof QrColours) => (
    <Field label={texts.design[key]}>
      <Input
        type="color"
        className="h-11 w-20 cursor-pointer p-1"
        value={colours[key]}
        onChange={(event) => setColours({ ...colours, [key]: event.target.value })}
      />
    </Field>
  );

  return (
    <Section aria-labelledby="qr-tool-title">
      <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <Card padding="lg" className="flex min-w-0 flex-col gap-6">
          <Heading level={2} size="h3" id="qr-tool-title">
            {texts.toolTitle}
          </Heading>
          <QrForm values={values} onChange={setValues} texts={texts.form} />
          <div className="flex flex-wrap items-end gap-4">
            {colour('foreground')}
            {colour('background')}
            <Field label={texts.design.size}>
              <Select
                value={String(size)}
                onChange={(event) => {
                  const chosen = QR_DOWNLOAD_SIZES.find((s) => String(s) === event.target.value);
                  if (chosen) setSize(chosen);
                }}
                options={QR_DOWNLOAD_SIZES.map((s) => ({
                  value: String(s),
                  label: t('design.sizeOption', { size: s }),
                }))}
              />
            </Field>
          </div>
          <p className="text-sm text-muted-foreground">{texts.privacy}</p>
        </Card>
        <div className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
          <Card padding="lg" className="flex flex-col gap-4">
            <Heading level={2} size="h4">
              {texts.preview.title}
            </Heading>
            <QrPreview
              modules={modules}
              margin={QR_MARGIN}
              size={QR_PREVIEW_SIZE}
              {...colours}
              label={t('preview.label', { content })}
              emptyText={texts.preview.empty}
              error={problem}
              check={{
                state: checkState,
                text: texts.preview.scan[verdict ?? 'checking'],
              }}
              actions={
                modules ? (
                  <>
                    <Button
                      onClick={() =>
                        void qrPng(modules, size, colours).then((blob) =>
                          saveFile(blob, `${QR_FILE_NAME}.png`),
                        )
                      }
                    >
                      {texts.download.png}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => saveFile(qrSvg(modules, size, colours), `${QR_FILE_NAME}.svg`)}
                    >
                      {texts.download.svg}
                    </Button>
                  </>
                ) : null
              }
            />
          </Card>
          <ToolPromo texts={texts.promo} to="utilities/compressor" stacked />
        </div>
      </Container>
    </Section>
  );
}

/** The QR code generator's island (texts: qr). */
export default island(QrTool);
