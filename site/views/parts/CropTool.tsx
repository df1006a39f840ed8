import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CROP_DEFAULT_QUALITY,
  CROP_MAX_EDGE,
  CROP_MIN_EDGE,
  IMAGE_ACCEPT,
  cropAspect,
  cropOutputSize,
  cropPreset,
  cropSizeProblem,
  outputFileName,
  type CropFormat,
  type ImageInputFormat,
  type Size,
} from '../../../domain';
import {
  Card,
  Container,
  Heading,
  ImageCropper,
  ImageDropZone,
  Section,
  type CropSettings,
} from '../../../ui';
import { useTexts } from '../../i18n/texts';
import { island } from '../../islands/island';
import { closeImage, openImage, saveFile, type OpenedImage } from '../../services/files';
import { cropImage } from '../../services/image-crop';
import { ToolPromo } from './ToolPromo';

type Area = { x: number; y: number; width: number; height: number };

/** The format a crop is written in first: the photo's own, JPEG for AVIF (not every browser writes it). */
const formatFor: Record<ImageInputFormat, CropFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'jpeg',
};

function startingSettings(image: OpenedImage): CropSettings {
  return {
    preset: 'free',
    custom: { width: image.bitmap.width, height: image.bitmap.height },
    width: null,
    crop: { x: 0, y: 0 },
    zoom: 1,
    rotation: 0,
    flip: { horizontal: false, vertical: false },
    format: formatFor[image.format],
    quality: CROP_DEFAULT_QUALITY,
  };
}

const validSize = (size: Size) => size.width >= 1 && size.height >= 1;

/** The image cropper (an island): open one photo, crop, turn and flip it, write it at a chosen size. */
function CropTool() {
  const { t } = useTranslation('cropper');
  const texts = useTexts('cropper');
  const [image, setImage] = useState<{ opened: OpenedImage; name: string } | null>(null);
  const [problem, setProblem] = useState<string>();
  const [settings, setSettings] = useState<CropSettings>();
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toolRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // What an opened photo holds (object URL, decoded pixels) is freed when it is replaced or left.
  useEffect(() => (image ? () => closeImage(image.opened) : undefined), [image]);

  const open = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(undefined);
    const opened = await openImage(file, CROP_MAX_EDGE);
    if ('problem' in opened) {
      setProblem(t(`problems.${opened.problem}`, { name: file.name }));
      return;
    }
    setImage({ opened, name: file.name });
    setSettings(startingSettings(opened));
    setArea(null);
    setFailed(false);
    // The picker that had focus is gone: take the visitor to the cropper's title.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const replace = () => {
    setImage(null);
    setSettings(undefined);
    requestAnimationFrame(() =>
      toolRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus(),
    );
  };

  let editor = null;
  if (image && settings) {
    const { opened } = image;
    const preset = cropPreset(settings.preset);
    const photo = { width: opened.bitmap.width, height: opened.bitmap.height };
    const aspect = cropAspect(preset, validSize(settings.custom) ? settings.custom : photo);
    const scaled = area
      ? { width: area.width * opened.scale, height: area.height * opened.scale }
      : photo;
    const output = cropOutputSize(preset, scaled, settings.custom, settings.width);
    const sizeProblem = cropSizeProblem(output);
    const download = () => {
      if (!area || sizeProblem) return;
      setBusy(true);
      setFailed(false);
      cropImage({ image: opened, area, ...settings, output })
        .then((blob) =>
          saveFile(
            blob,
            outputFileName(image.name, `${output.width}x${output.height}`, settings.format),
          ),
        )
        .catch(() => setFailed(true))
        .finally(() => setBusy(false));
    };
    editor = (
      <ImageCropper
        image={{ src: opened.url, alt: t('editor.imageAlt', { name: image.name }) }}
        settings={settings}
        onSettingsChange={(next) => {
          setSettings(next);
          setFailed(false);
        }}
        aspect={aspect}
        onAreaChange={setArea}
        outputText={
          sizeProblem ? '' : t('editor.output', { width: output.width, height: output.height })
        }
        sizeError={
          sizeProblem
            ? t(`problems.${sizeProblem}`, { max: CROP_MAX_EDGE, min: CROP_MIN_EDGE })
            : undefined
        }
        error={failed ? texts.problems.failed : undefined}
        onDownload={download}
        onReplace={replace}
        busy={busy}
        texts={texts.editor}
      />
    );
  }

  return (
    <Section aria-labelledby="crop-tool-title">
      <Container className="flex flex-col gap-8">
        <Card padding="lg" className="flex min-w-0 flex-col gap-6" ref={toolRef}>
          <Heading
            level={2}
            size="h3"
            id="crop-tool-title"
            ref={headingRef}
            tabIndex={-1}
            className="outline-none"
          >
            {texts.toolTitle}
          </Heading>
          {editor ?? (
            <ImageDropZone
              texts={texts.drop}
              accept={IMAGE_ACCEPT}
              onFiles={(files) => void open(files)}
              error={problem}
            />
          )}
          <p className="text-sm text-muted-foreground">{texts.privacy}</p>
        </Card>
        <ToolPromo texts={texts.promo} to="utilities/compressor" />
      </Container>
    </Section>
  );
}

/** The image cropper's island (texts: cropper). */
export default island(CropTool);
