import { describe, expect, it } from 'vitest';
import {
  compressedSize,
  compressLimitValid,
  compressWorkerCount,
  defaultCompressSettings,
  keepsOriginal,
  reductionPercent,
  uniqueFileNames,
} from '../../domain';

const photo = { width: 4000, height: 3000 };

describe('compressor sizes', () => {
  it('keeps the photo its own size by default and never enlarges it', () => {
    expect(compressedSize(photo, defaultCompressSettings)).toEqual(photo);
    expect(compressedSize(photo, { ...defaultCompressSettings, maxWidth: 8000 })).toEqual(photo);
  });

  it('scales both sides by the tighter limit when keeping the aspect ratio', () => {
    const settings = { ...defaultCompressSettings, maxWidth: 1600, maxHeight: 1000 };
    expect(compressedSize(photo, settings)).toEqual({ width: 1333, height: 1000 });
    expect(compressedSize(photo, { ...settings, maxHeight: null })).toEqual({
      width: 1600,
      height: 1200,
    });
  });

  it('caps each side on its own when the aspect ratio is not kept', () => {
    const settings = {
      ...defaultCompressSettings,
      maxWidth: 1600,
      maxHeight: 1600,
      keepAspect: false,
    };
    expect(compressedSize(photo, settings)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('compressor limits', () => {
  it('takes an empty limit or one from 16 to 16384 px', () => {
    expect(compressLimitValid(null)).toBe(true);
    expect(compressLimitValid(16)).toBe(true);
    expect(compressLimitValid(16384)).toBe(true);
    expect(compressLimitValid(15)).toBe(false);
    expect(compressLimitValid(16385)).toBe(false);
    expect(compressLimitValid(Number.NaN)).toBe(false);
  });
});

describe('compressor results', () => {
  it('rounds the saving and reports none when the output is not smaller', () => {
    expect(reductionPercent(1000, 274)).toBe(73);
    expect(reductionPercent(1000, 1000)).toBe(0);
    expect(reductionPercent(1000, 1200)).toBe(0);
    expect(reductionPercent(0, 10)).toBe(0);
  });

  it('keeps the original only when encoding made it no smaller and its size did not change', () => {
    expect(keepsOriginal(1000, 1000, false)).toBe(true);
    expect(keepsOriginal(1000, 1200, false)).toBe(true);
    expect(keepsOriginal(1000, 999, false)).toBe(false);
    expect(keepsOriginal(1000, 1200, true)).toBe(false);
  });

  it('names files uniquely for one ZIP, whatever their case', () => {
    expect(
      uniqueFileNames(['foto.jpg', 'foto.jpg', 'Foto.JPG', 'otra.webp', 'sin-extension']),
    ).toEqual(['foto.jpg', 'foto-2.jpg', 'Foto-3.JPG', 'otra.webp', 'sin-extension']);
  });

  it('leaves one core to the page and uses at most four workers', () => {
    expect(compressWorkerCount(undefined)).toBe(1);
    expect(compressWorkerCount(1)).toBe(1);
    expect(compressWorkerCount(2)).toBe(1);
    expect(compressWorkerCount(4)).toBe(3);
    expect(compressWorkerCount(16)).toBe(4);
  });
});
