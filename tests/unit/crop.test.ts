// The image cropper's rules (domain/crop.ts): the crop area's shape, the written size, its limits.
import { describe, expect, it } from 'vitest';
import {
  CROP_MAX_EDGE,
  CROP_MIN_EDGE,
  cropAspect,
  cropOutputSize,
  cropPreset,
  cropPresets,
  cropSizeProblem,
} from '../../domain';

const custom = { width: 800, height: 600 };
const area = { width: 1000.4, height: 562.7 };

describe('crop shapes', () => {
  it('takes a social size’s own shape', () => {
    expect(cropAspect(cropPreset('1200x630'), custom)).toBeCloseTo(1200 / 630);
    expect(cropAspect(cropPreset('1080x1350'), custom)).toBeCloseTo(0.8);
    expect(cropAspect(cropPreset('1500x500'), custom)).toBe(3);
  });

  it('takes a ratio as it is', () => {
    expect(cropAspect(cropPreset('16:9'), custom)).toBe(16 / 9);
    expect(cropAspect(cropPreset('9:16'), custom)).toBe(9 / 16);
    expect(cropAspect(cropPreset('1:1'), custom)).toBe(1);
  });

  it('takes the visitor’s own width and height when free', () => {
    expect(cropAspect(cropPreset('free'), custom)).toBe(800 / 600);
    expect(cropAspect(cropPreset('free'), { width: 300, height: 900 })).toBe(1 / 3);
  });

  it('falls back to the free shape for an unknown id', () => {
    expect(cropPreset('2:1' as never)).toBe(cropPresets[0]);
  });
});

describe('written size', () => {
  it('writes a social size exactly, whatever the crop or the chosen width', () => {
    expect(cropOutputSize(cropPreset('1200x630'), area, custom, 300)).toEqual({
      width: 1200,
      height: 630,
    });
    expect(cropOutputSize(cropPreset('1080x1350'), area, custom, null)).toEqual({
      width: 1080,
      height: 1350,
    });
  });

  it('writes the visitor’s own size when free', () => {
    expect(cropOutputSize(cropPreset('free'), area, custom, 300)).toEqual(custom);
  });

  it('writes a ratio at the crop’s own width (rounded) when no width is chosen', () => {
    expect(cropOutputSize(cropPreset('16:9'), area, custom, null)).toEqual({
      width: 1000,
      height: 563,
    });
    expect(
      cropOutputSize(cropPreset('1:1'), { width: 799.6, height: 799.6 }, custom, null),
    ).toEqual({
      width: 800,
      height: 800,
    });
  });

  it('writes a ratio at the chosen width, the height derived from the ratio', () => {
    expect(cropOutputSize(cropPreset('4:3'), area, custom, 640)).toEqual({
      width: 640,
      height: 480,
    });
    expect(cropOutputSize(cropPreset('9:16'), area, custom, 1080)).toEqual({
      width: 1080,
      height: 1920,
    });
  });

  it('never derives a height below one pixel', () => {
    expect(cropOutputSize(cropPreset('16:9'), area, custom, 1)).toEqual({ width: 1, height: 1 });
  });
});

describe('size limits', () => {
  it('accepts sizes within the limits, the limits included', () => {
    expect(cropSizeProblem({ width: 1200, height: 630 })).toBeNull();
    expect(cropSizeProblem({ width: CROP_MIN_EDGE, height: CROP_MAX_EDGE })).toBeNull();
  });

  it.each([
    { width: CROP_MIN_EDGE - 1, height: 600 },
    { width: 600, height: 8 },
    { width: 0, height: 0 },
    { width: Number.NaN, height: 600 },
  ])('refuses $width × $height as too small', (size) => {
    expect(cropSizeProblem(size)).toBe('tooSmall');
  });

  it.each([
    { width: CROP_MAX_EDGE + 1, height: 600 },
    { width: 600, height: 5000 },
  ])('refuses $width × $height as too large', (size) => {
    expect(cropSizeProblem(size)).toBe('tooLarge');
  });

  it('calls a size with one edge too small and one too large too small', () => {
    expect(cropSizeProblem({ width: 8, height: 5000 })).toBe('tooSmall');
  });
});
