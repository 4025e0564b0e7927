import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses crypto.randomUUID where the browser has it', () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('6f1c1b2e-9a5d-4c1e-8f00-000000000001');
    expect(newIdempotencyKey()).toBe('6f1c1b2e-9a5d-4c1e-8f00-000000000001');
  });

  it('builds a version-4 UUID from random bytes outside a secure context', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(0xff) });
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.unstubAllGlobals();
    expect(newIdempotencyKey()).toMatch(UUID4);
  });
});
