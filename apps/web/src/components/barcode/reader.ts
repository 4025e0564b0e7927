// Camera barcode reading behind one small interface, so inventory and billing share it. The browser's
// own BarcodeDetector is used where it exists and knows the retail formats; elsewhere (Firefox,
// desktop Safari, older Android WebViews) the ZXing decoder is loaded on demand.
export type ReaderKind = 'native' | 'zxing';

export interface BarcodeReader {
  readonly kind: ReaderKind;
  /** The code in the current video frame, or null when there is none yet. */
  read(video: HTMLVideoElement): Promise<string | null>;
  dispose(): void;
}

/** Retail and warehouse symbologies, in the BarcodeDetector's names. */
export const barcodeFormats = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'code_93',
  'itf',
  'codabar',
  'qr_code',
] as const;

type DetectedBarcode = { rawValue: string };
type NativeDetector = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type NativeDetectorClass = {
  new (options?: { formats?: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};
type Scope = { BarcodeDetector?: unknown };

function nativeClass(scope: Scope): NativeDetectorClass | undefined {
  return typeof scope.BarcodeDetector === 'function'
    ? (scope.BarcodeDetector as NativeDetectorClass)
    : undefined;
}

/** Which reader this browser gets before asking what formats it supports. */
export function pickReaderKind(scope: Scope = globalThis as Scope): ReaderKind {
  return nativeClass(scope) ? 'native' : 'zxing';
}

export type ZxingLoader = () => Promise<{ createZxingReader(): BarcodeReader }>;
const loadZxing: ZxingLoader = () => import('./zxing-reader');

/**
 * The reader for this browser: native when BarcodeDetector exists and supports at least one of our
 * formats (some desktop builds expose the class with an empty list), ZXing otherwise.
 */
export async function createBarcodeReader(
  scope: Scope = globalThis as Scope,
  zxing: ZxingLoader = loadZxing,
): Promise<BarcodeReader> {
  const Native = nativeClass(scope);
  if (Native) {
    const supported = Native.getSupportedFormats ? await Native.getSupportedFormats().catch(() => []) : [];
    const formats = barcodeFormats.filter((f) => supported.includes(f));
    if (formats.length > 0) {
      const detector = new Native({ formats });
      return {
        kind: 'native',
        async read(video) {
          if (video.readyState < 2) return null;
          const found = await detector.detect(video);
          return found[0]?.rawValue || null;
        },
        dispose() {},
      };
    }
  }
  return (await zxing()).createZxingReader();
}
