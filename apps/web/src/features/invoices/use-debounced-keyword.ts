import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is searched (the inventory search's 500 ms reading). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The keyword the invoice list is fetched for: the box's trimmed text once typing pauses. An emptied
 * box goes back to all invoices at once; `flush` searches now (Enter).
 */
export function useDebouncedKeyword(text: string) {
  const target = text.trim();
  const [keyword, setKeyword] = useState(target);

  useEffect(() => {
    if (target === keyword) return;
    if (target === '') {
      setKeyword('');
      return;
    }
    const timer = setTimeout(() => setKeyword(target), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [target, keyword]);

  return { keyword, flush: () => setKeyword(target) };
}
