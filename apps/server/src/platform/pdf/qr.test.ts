import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { qrModules, qrPng } from './qr.js';

describe('qrPng', () => {
  const text = 'upi://pay?pa=shop@upi&pn=Shop&am=10.00&cu=INR&tn=INV%2F1';

  it('is a 1-bit greyscale PNG of the code, 4 pixels a module, with a 4-module quiet zone', () => {
    const png = qrPng(text);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { size } = qrModules(text);
    const pixels = (size + 8) * 4;
    expect(png.readUInt32BE(16)).toBe(pixels);
    expect(png.readUInt32BE(20)).toBe(pixels);
    expect([png[24], png[25]]).toEqual([1, 0]);
  });

  it('has a dark pixel exactly where the code has a dark module', () => {
    const png = qrPng(text);
    const { size, dark } = qrModules(text);
    const pixels = (size + 8) * 4;
    const rowBytes = Math.ceil(pixels / 8) + 1;
    const raw = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
    const isDarkPixel = (x: number, y: number) =>
      (raw[y * rowBytes + 1 + (x >> 3)]! & (0x80 >> (x & 7))) === 0;
    for (let row = -4; row < size + 4; row++) {
      for (let col = -4; col < size + 4; col++) {
        const expected = row >= 0 && row < size && col >= 0 && col < size && dark(row, col);
        const x = (col + 4) * 4 + 2;
        const y = (row + 4) * 4 + 2;
        if (isDarkPixel(x, y) !== expected) throw new Error(`Module ${row},${col} should be ${expected}`);
      }
    }
  });
});
