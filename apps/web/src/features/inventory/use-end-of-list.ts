import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onEnd` when the sentinel element scrolls into view (a little before, so the next page is
 * there by the time the thumb gets to it). Without IntersectionObserver the 'more' button remains.
 */
export function useEndOfList(sentinel: RefObject<HTMLElement | null>, onEnd: () => void, enabled: boolean) {
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}
