import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInventorySelect } from './billing-selection';

// The inventory list's cards are memoised on this handler: a new function on every render made every
// card of a long list render again whenever a page arrived (`npm run bench:phone`).
describe('useInventorySelect', () => {
  it('hands back the same handler on every render', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result, rerender } = renderHook(() => useInventorySelect(), { wrapper });
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });
});
