import { type RefObject, useEffect, useRef } from 'react';
import { createScanRun, isCodeLength, type KeyRun, typedByMachine } from './scan-run';

type Where = { target: EventTarget | null; before: string };

type PageScannerOptions = {
  enabled: boolean;
  /** The box where codes are typed on purpose (the product search). */
  codeBox: RefObject<HTMLInputElement | null>;
  onScan: (code: string) => void;
};

/**
 * A USB scanner's code, from wherever the cashier is, without a barcode switch: a run of six or
 * more digits ending in Enter is a code when
 * - it ends outside any text box (on a button, a line, the page): only a scanner, or a person who
 *   means a code, types digits there;
 * - it ends in the product search box and the box holds nothing but digits: no product name is a
 *   bare number, and a code keyed by hand from a worn label is a code too. Digits that landed before
 *   the box had the focus belong to it;
 * - it ends in any other box and came at a machine's pace (a scan into the quantity or the customer
 *   search, or appended to words in the search box): the box gets its text back.
 * Listening on the document while capturing, so the Enter never reaches the box, a button or the
 * shortcuts. Key times are the events' own (the moment the key was pressed, in Chromium), not the
 * moment a busy page got round to them.
 */
export function usePageScanner({ enabled, codeBox, onScan }: PageScannerOptions) {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    const run = createScanRun<Where>();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) {
        run.reset();
        return;
      }
      const box = textBox(event.target);
      const ended = run.key(event.key, event.timeStamp, { target: event.target, before: box?.value ?? '' });
      if (!ended || !isCodeLength(ended.text)) return;
      const code = codeOf(ended, box, codeBox.current);
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(code);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, codeBox]);
}

function codeOf(run: KeyRun<Where>, box: TextBox | null, codeBox: HTMLInputElement | null): string | null {
  if (box === null) return run.text;
  if (box === codeBox) {
    const typed = box.value.trim();
    if (/^[0-9]+$/.test(typed) && isCodeLength(typed)) {
      setValue(box, '');
      return run.text.endsWith(typed) ? run.text : typed;
    }
  }
  const first = run.keys.find((k) => k.where.target === box);
  if (!first || !typedByMachine(run)) return null;
  setValue(box, first.where.before);
  return run.text;
}

type TextBox = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'number', 'email', 'url', 'password']);

/** A box that digits are typed into; a read-only select or a switch is not one. */
function textBox(target: EventTarget | null): TextBox | null {
  if (target instanceof HTMLTextAreaElement) return target.readOnly ? null : target;
  if (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type) && !target.readOnly) return target;
  return null;
}

/** Sets a React-controlled box's text as typing would, so its onChange sees it. */
function setValue(box: TextBox, value: string) {
  const proto =
    box instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
