import type { Picture } from '../../ui';
import { imageSet, type ImageName } from './images';

/** A generated artwork with its text alternative ('' when decorative). */
export function picture(name: ImageName, alt: string): Picture {
  return { ...imageSet(name), alt };
}
