import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fixtures';
import { isTokenExpired, tokenExpiry } from './jwt';

describe('jwt expiry', () => {
  it('reads exp from the payload', () => {
    const now = Date.now();
    expect(tokenExpiry(fakeToken(60))).toBeGreaterThan(now);
    expect(isTokenExpired(fakeToken(60))).toBe(false);
    expect(isTokenExpired(fakeToken(-60))).toBe(true);
  });

  it('leaves tokens it cannot read to the server', () => {
    expect(tokenExpiry('not-a-jwt')).toBeUndefined();
    expect(isTokenExpired('a.%%%.c')).toBe(false);
  });
});
