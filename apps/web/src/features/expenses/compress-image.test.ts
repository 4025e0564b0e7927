import { describe, expect, it } from 'vitest';
import { fitWithin } from './compress-image';

describe('fitWithin', () => {
  it('shrinks the longer side to 1920 px and keeps the shape; a small image stays as it is', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(1080, 2400)).toEqual({ width: 864, height: 1920 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
