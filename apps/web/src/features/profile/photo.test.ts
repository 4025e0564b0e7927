import { describe, expect, it, vi } from 'vitest';
import {
  dataUrlBytes,
  encodeWithinLimit,
  fitWithin,
  isImageFile,
  PHOTO_MAX_BYTES,
  PhotoTooLargeError,
  QUALITY_STEPS,
} from './photo';

/** A data: URL whose payload decodes to `bytes` bytes. */
function dataUrlOf(bytes: number): string {
  return `data:image/jpeg;base64,${btoa('x'.repeat(bytes))}`;
}

describe('profile photo compression', () => {
  it('accepts image files only', () => {
    expect(isImageFile(new File(['x'], 'me.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'me.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'doc.pdf', { type: 'application/pdf' }))).toBe(false);
  });

  it('scales the longer side down to 200 px, keeping the shape and never scaling up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 200, height: 150 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 113, height: 200 });
    expect(fitWithin(200, 200)).toEqual({ width: 200, height: 200 });
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(5000, 10)).toEqual({ width: 200, height: 1 });
  });

  it('counts the bytes a base64 data URL carries', () => {
    for (const size of [0, 1, 2, 3, 10, 1000]) expect(dataUrlBytes(dataUrlOf(size))).toBe(size);
  });

  it('keeps the first quality whose result fits in 1 MB', async () => {
    const encode = vi.fn((quality: number) => dataUrlOf(quality >= 0.92 ? PHOTO_MAX_BYTES + 1 : 5000));
    const result = await encodeWithinLimit(encode);
    expect(dataUrlBytes(result)).toBe(5000);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.92, 0.8]);
  });

  it('lowers the quality step by step until the photo fits', async () => {
    // A fake encoder whose output shrinks with the quality: 2 MB at 0.92, about 1 MB at 0.5.
    const encode = vi.fn((quality: number) => dataUrlOf(Math.round(quality * 2 * PHOTO_MAX_BYTES) + 1));
    const result = await encodeWithinLimit(encode);
    expect(dataUrlBytes(result)).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.92, 0.8, 0.7, 0.6, 0.5, 0.4]);
  });

  it('stops at the first try when the photo is already small', async () => {
    const encode = vi.fn(() => dataUrlOf(20_000));
    await encodeWithinLimit(encode);
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('gives up after the lowest quality', async () => {
    const encode = vi.fn(async () => dataUrlOf(PHOTO_MAX_BYTES + 1));
    await expect(encodeWithinLimit(encode)).rejects.toBeInstanceOf(PhotoTooLargeError);
    expect(encode).toHaveBeenCalledTimes(QUALITY_STEPS.length);
  });
});
