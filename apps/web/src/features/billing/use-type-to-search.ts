import { type RefObject, useEffect } from 'react';

/**
 * After Enter adds an item the focus sits on that line (where '+' adds one more); a letter typed
 * there starts the next search, as if the cursor were still in the box. Digits stay out: outside a
 * box they belong to the scanner.
 */
export function useTypeToSearch(box: RefObject<HTMLInputElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!/^[a-z]$/i.test(event.key) || isTextBox(event.target) || !box.current) return;
      // The key's character then lands in the box, which now has the focus; old words go.
      box.current.focus();
      box.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [box, enabled]);
}

function isTextBox(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
