import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.js';

describe('randomToken', () => {
  it('gives base64url text of the asked number of bytes, never the same twice across refills', () => {
    const seen = new Set<string>();
    // 18-byte tokens from several 4 KB pools.
    for (let i = 0; i < 2000; i++) {
      const token = randomToken(18);
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(2000);
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
  });

  it('refuses sizes it cannot give', () => {
    expect(() => randomToken(0)).toThrow(RangeError);
    expect(() => randomToken(65)).toThrow(RangeError);
  });
});
