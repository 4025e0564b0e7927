import { describe, expect, it, vi } from 'vitest';
import { type BarcodeReader, createBarcodeReader, pickReaderKind } from './reader';

const zxingReader: BarcodeReader = { kind: 'zxing', read: async () => 'from-zxing', dispose() {} };
const zxing = vi.fn(async () => ({ createZxingReader: () => zxingReader }));

function nativeClass(supported: string[], found: string[] = []) {
  const made: { formats?: string[] }[] = [];
  class FakeDetector {
    static getSupportedFormats = async () => supported;
    constructor(options?: { formats?: string[] }) {
      made.push(options ?? {});
    }
    async detect() {
      return found.map((rawValue) => ({ rawValue }));
    }
  }
  return { FakeDetector, made };
}

const playingVideo = { readyState: 4 } as HTMLVideoElement;

describe('barcode reader selection', () => {
  it('picks the browser BarcodeDetector when there is one, ZXing otherwise', () => {
    expect(pickReaderKind({ BarcodeDetector: nativeClass([]).FakeDetector })).toBe('native');
    expect(pickReaderKind({})).toBe('zxing');
    expect(pickReaderKind({ BarcodeDetector: 'not a class' })).toBe('zxing');
  });

  it('uses the native detector with the retail formats it supports, without loading ZXing', async () => {
    zxing.mockClear();
    const { FakeDetector, made } = nativeClass(['qr_code', 'ean_13', 'aztec'], ['8901234567890']);
    const reader = await createBarcodeReader({ BarcodeDetector: FakeDetector }, zxing);
    expect(reader.kind).toBe('native');
    expect(made[0]?.formats).toEqual(['ean_13', 'qr_code']);
    expect(await reader.read(playingVideo)).toBe('8901234567890');
    expect(zxing).not.toHaveBeenCalled();
  });

  it('answers null while the video has no frame or no code is in view', async () => {
    const { FakeDetector } = nativeClass(['ean_13'], []);
    const reader = await createBarcodeReader({ BarcodeDetector: FakeDetector }, zxing);
    expect(await reader.read({ readyState: 0 } as HTMLVideoElement)).toBeNull();
    expect(await reader.read(playingVideo)).toBeNull();
  });

  it('falls back to ZXing when the native detector supports none of the formats', async () => {
    const { FakeDetector } = nativeClass([]);
    const reader = await createBarcodeReader({ BarcodeDetector: FakeDetector }, zxing);
    expect(reader.kind).toBe('zxing');
  });

  it('loads ZXing lazily where BarcodeDetector is missing', async () => {
    zxing.mockClear();
    const reader = await createBarcodeReader({}, zxing);
    expect(zxing).toHaveBeenCalledOnce();
    expect(await reader.read(playingVideo)).toBe('from-zxing');
  });

  it('the real ZXing module builds a reader that waits for a video frame', async () => {
    const reader = await createBarcodeReader({});
    expect(reader.kind).toBe('zxing');
    expect(await reader.read({ readyState: 0, videoWidth: 0 } as HTMLVideoElement)).toBeNull();
  });
});
