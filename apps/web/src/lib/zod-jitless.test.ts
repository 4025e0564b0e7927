import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('turns off zod’s eval probe before any schema parses', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
