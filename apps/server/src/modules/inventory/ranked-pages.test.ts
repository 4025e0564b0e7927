import { describe, expect, it } from 'vitest';
import { rankedPage } from './ranked-pages.js';

const source = (items: string[]) => async (n: number) => items.slice(0, n);

describe('rankedPage', () => {
  const sources = [source(['a1', 'a2', 'a3']), source(['b1', 'b2']), source(['c1', 'c2', 'c3', 'c4'])];

  it('walks the sources in rank order, and consecutive pages neither repeat nor skip', async () => {
    const pages = [];
    for (let offset = 0; offset < 12; offset += 4)
      pages.push((await rankedPage(sources, offset, 4)).map((r) => r.item));
    expect(pages).toEqual([['a1', 'a2', 'a3', 'b1'], ['b2', 'c1', 'c2', 'c3'], ['c4']]);
  });

  it('says which source each result came from', async () => {
    expect(await rankedPage(sources, 2, 2)).toEqual([
      { source: 0, item: 'a3' },
      { source: 1, item: 'b1' },
    ]);
  });
});
