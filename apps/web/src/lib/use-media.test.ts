import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMedia } from './use-media';

// happy-dom answers width queries from its window, 1024 px wide.
describe('useMedia', () => {
  it.each([
    ['(min-width: 43.75em)', true],
    ['(max-width: 43.75em)', false],
  ])('answers %s on the first render, so a screen is drawn once, in its own layout', (query, matches) => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useMedia(query)));
    expect(window.matchMedia(query).matches).toBe(matches);
    expect(seen).not.toHaveLength(0);
    expect(new Set(seen)).toEqual(new Set([matches]));
  });
});
