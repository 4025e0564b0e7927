import { BrowserCodeReader, BrowserMultiFormatReader } from '@zxing/browser';
import { ChecksumException, FormatException, NotFoundException } from '@zxing/library';
import type { BarcodeReader } from './reader';

// Loaded only when the browser has no usable BarcodeDetector: its own chunk, fetched on first scan.
export function createZxingReader(): BarcodeReader {
  const reader = new BrowserMultiFormatReader();
  return {
    kind: 'zxing',
    async read(video) {
      if (video.readyState < 2 || video.videoWidth === 0) return null;
      try {
        return reader.decodeFromCanvas(BrowserCodeReader.createCanvasFromMediaElement(video)).getText();
      } catch (error) {
        // A frame without a readable code is the normal case between frames, not a failure.
        if (
          error instanceof NotFoundException ||
          error instanceof ChecksumException ||
          error instanceof FormatException
        ) {
          return null;
        }
        throw error;
      }
    },
    dispose() {},
  };
}
