// The image cropper's writing: the crop of an opened photo, turned and flipped as shown, at the
// chosen size and format, in the browser.
import { imageOutputFormats, type CropFormat, type Size } from '../../domain';
import { canvasBlob, type OpenedImage } from './files';

export type CropJob = {
  image: OpenedImage;
  /** The crop in the photo's own pixels (react-easy-crop's area: the rotated photo's box). */
  area: { x: number; y: number; width: number; height: number };
  rotation: number;
  flip: { horizontal: boolean; vertical: boolean };
  output: Size;
  format: CropFormat;
  /** %, for JPEG and WebP. */
  quality: number;
};

/**
 * The crop as a file of exactly the output size. Only the crop is drawn (no canvas the size of
 * the whole photo), with the rotation and flips applied about the photo's centre as on screen;
 * JPEG, which has no transparency, gets a white background.
 */
export function cropImage({ image, area, rotation, flip, output, format, quality }: CropJob) {
  const { bitmap, scale } = image;
  const radians = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const box = {
    width: bitmap.width * cos + bitmap.height * sin,
    height: bitmap.width * sin + bitmap.height * cos,
  };
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  if (format === 'jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, output.width, output.height);
  }
  context.imageSmoothingQuality = 'high';
  context.scale(output.width / (area.width * scale), output.height / (area.height * scale));
  context.translate(-area.x * scale + box.width / 2, -area.y * scale + box.height / 2);
  context.rotate(radians);
  context.scale(flip.horizontal ? -1 : 1, flip.vertical ? -1 : 1);
  context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
  const { mime, lossy } = imageOutputFormats[format];
  return canvasBlob(canvas, mime, lossy ? quality / 100 : undefined);
}
