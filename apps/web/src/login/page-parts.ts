import type { ToastKind } from '../lib/login-handoff';

// The login page's moving parts, on the markup of login-markup.ts: the toast, a field's error, a
// busy button and the tabs. They behave as the app's do (Mantine's), in plain DOM.

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The login page has no #${id}`);
  return element as T;
}

/** Leaves the login page for `path`: a page load, since the screens after it are the app's. */
export function leaveFor(path: string): void {
  window.location.assign(path);
}

const TOAST_MS = 2000;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** The spec's toast: one at a time, bottom-left, 2 seconds (as lib/toast.ts in the app). */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  const toast = byId('login-toast');
  clearTimeout(toastTimer);
  toast.textContent = message;
  toast.dataset.kind = kind;
  toast.hidden = false;
  toastTimer = setTimeout(() => {
    toast.hidden = true;
  }, TOAST_MS);
}

/** Shows `message` under the field (or clears it when undefined), and marks the input invalid. */
export function setFieldError(input: HTMLInputElement, message: string | undefined): void {
  const error = byId(`${input.id}-error`);
  error.textContent = message ?? '';
  error.hidden = message === undefined;
  input.toggleAttribute('aria-invalid', message !== undefined);
  input.closest('.gl-field')?.classList.toggle('gl-invalid', message !== undefined);
}

/** Runs `work` with the button showing it is busy; a second tap meanwhile does nothing. */
export async function whileBusy(button: HTMLButtonElement, work: () => Promise<void>): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    await work();
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** A tab list: a tap or the arrow keys select a tab and show its panel; `onChange` hears of it. */
export function setUpTabs(list: HTMLElement, onChange: () => void): void {
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      byId(tab.getAttribute('aria-controls') ?? '').hidden = !selected;
    }
    onChange();
  };
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab);
  });
  list.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const next = tabs[(current + step + tabs.length) % tabs.length];
    if (step === 0 || !next) return;
    event.preventDefault();
    select(next);
    next.focus();
  });
}
