import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

// A QR code as a black-and-white PNG, built straight from qrcode's module matrix. qrcode's own PNG
// goes through an RGBA canvas, filters and an asynchronous deflate: ~10 ms on a busy machine, a
// third of an invoice. One bit a pixel and no filter takes a fraction of a millisecond, and PDFKit
// embeds such a PNG as it is, without decoding it.

/** Medium error correction survives a smudged thermal print. */
const ERROR_CORRECTION = 'M';
/** Light modules around the code, which scanners need to find it (the standard asks for 4). */
const QUIET_ZONE = 4;
// Pixels a module: viewers that smooth an image as they scale it still show square modules.
const SCALE = 4;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The matrix of dark (true) and light modules for `text`, without the quiet zone. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

export function qrPng(text: string): Buffer {
  const { size, dark } = qrModules(text);
  const pixels = (size + 2 * QUIET_ZONE) * SCALE;
  const rowBytes = Math.ceil(pixels / 8);
  // Each scanline: filter byte 0, then 1 bit a pixel, 1 = white in greyscale.
  const raw = Buffer.alloc((rowBytes + 1) * pixels, 0);
  for (let y = 0; y < pixels; y++) {
    const row = Math.floor(y / SCALE) - QUIET_ZONE;
    const line = y * (rowBytes + 1) + 1;
    for (let x = 0; x < pixels; x++) {
      const col = Math.floor(x / SCALE) - QUIET_ZONE;
      const isDark = row >= 0 && row < size && col >= 0 && col < size && dark(row, col);
      if (!isDark) raw[line + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
