import { useEffect, useRef } from 'react';

// The billing screen's keyboard map, in one place so the help dialog lists exactly what the
// listener does. A cashier bills without the mouse: search, add, adjust, take payment, save.

export type ShortcutAction =
  | 'focusSearch'
  | 'increaseLast'
  | 'decreaseLast'
  | 'focusCustomer'
  | 'focusPayment'
  | 'save'
  | 'help';

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

export type Shortcut = {
  action: ShortcutAction;
  /** As printed in the help, e.g. ['F2', '/']. */
  keys: readonly string[];
  match: (event: KeyEventLike) => boolean;
  /**
   * Whether the key works while a text box has the focus. Printable keys ('/', '+', '-', '?') are
   * text there, so they act only outside boxes; function keys and Ctrl+Enter act everywhere.
   */
  inFields: boolean;
};

const plain = (event: KeyEventLike) => !event.ctrlKey && !event.metaKey && !event.altKey;

export const shortcuts: readonly Shortcut[] = [
  { action: 'focusSearch', keys: ['F2'], match: (e) => e.key === 'F2', inFields: true },
  { action: 'focusSearch', keys: ['/'], match: (e) => plain(e) && e.key === '/', inFields: false },
  {
    action: 'increaseLast',
    keys: ['+'],
    match: (e) => plain(e) && (e.key === '+' || e.key === '='),
    inFields: false,
  },
  { action: 'decreaseLast', keys: ['-'], match: (e) => plain(e) && e.key === '-', inFields: false },
  { action: 'focusCustomer', keys: ['F4'], match: (e) => e.key === 'F4', inFields: true },
  { action: 'focusPayment', keys: ['F8'], match: (e) => e.key === 'F8', inFields: true },
  { action: 'save', keys: ['F9'], match: (e) => e.key === 'F9', inFields: true },
  {
    action: 'save',
    keys: ['Ctrl+Enter'],
    match: (e) => (e.ctrlKey || e.metaKey) && e.key === 'Enter',
    inFields: true,
  },
  { action: 'help', keys: ['?'], match: (e) => plain(e) && e.key === '?', inFields: false },
];

/** Keys handled elsewhere but listed in the help: the search list's own keys and Mantine's Esc. */
export const listedOnly = [
  { keys: ['↑', '↓'], what: 'moveResults' },
  { keys: ['Enter'], what: 'addResult' },
  { keys: ['Esc'], what: 'closeDialog' },
] as const;

function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function shortcutFor(event: KeyEventLike, inField: boolean): ShortcutAction | null {
  const found = shortcuts.find((s) => (s.inFields || !inField) && s.match(event));
  return found?.action ?? null;
}

/** Listens on the document while `enabled` (no dialog open): dialogs keep their own keys. */
export function useShortcuts(handlers: Record<ShortcutAction, () => void>, enabled: boolean) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = shortcutFor(event, isField(event.target));
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
