// A page of a ranked search whose results come from several sources in turn (the shop's stock, then
// the catalogue of its categories, then the rest). Each source is asked for its first n matches; one
// that answers fewer than asked has been read to its end, so the next source starts where the page's
// offset falls beyond it. Only as many rows as the page reaches are read, never a count of all.

/** A source's first `n` matches, in its own order. */
export type RankedSource<T> = (n: number) => Promise<T[]>;

/** The `size` results from `offset` on, each with the index of the source it came from. */
export async function rankedPage<T>(
  sources: RankedSource<T>[],
  offset: number,
  size: number,
): Promise<{ source: number; item: T }[]> {
  const page: { source: number; item: T }[] = [];
  let skip = offset;
  for (const [index, read] of sources.entries()) {
    const wanted = size - page.length;
    if (wanted === 0) break;
    const items = await read(skip + wanted);
    for (const item of items.slice(skip, skip + wanted)) page.push({ source: index, item });
    skip = Math.max(0, skip - items.length);
  }
  return page;
}
