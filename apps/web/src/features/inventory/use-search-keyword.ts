import { useEffect, useState } from 'react';

// The inventory search reading chosen from the spec's two (see README.md): 500 ms after the last key;
// a name search needs 3 letters (the catalogue's minimum); an emptied box returns to the shop's own
// inventory at once. A barcode has no minimum.
export const SEARCH_DEBOUNCE_MS = 500;
export const MIN_SEARCH_CHARS = 3;

/** The keyword the list is fetched for, given the box's text: '' means the shop's own inventory. */
export function searchableKeyword(text: string, barcode: boolean): string {
  const keyword = text.trim();
  if (barcode) return keyword;
  return keyword.replace(/\s+/g, '').length >= MIN_SEARCH_CHARS ? keyword : '';
}

export function isTooShort(text: string, barcode: boolean): boolean {
  return !barcode && text.trim() !== '' && searchableKeyword(text, barcode) === '';
}

/** The debounced keyword, and `flush` to search at once (Enter). */
export function useSearchKeyword(text: string, barcode: boolean) {
  const target = searchableKeyword(text, barcode);
  const [keyword, setKeyword] = useState(target);
  const cleared = text.trim() === '';

  useEffect(() => {
    if (target === keyword) return;
    if (cleared) {
      setKeyword('');
      return;
    }
    const timer = setTimeout(() => setKeyword(target), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [target, keyword, cleared]);

  return { keyword, flush: () => setKeyword(target) };
}
