import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addByKeyboard, lineField, screenReady, searchBox } from './test-helpers';
import { billingServer, billingSession, biscuit, phone } from './test-server';

const BISCUIT_CODE = '8901063010024';

/** Keeps the CPU busy for `ms` ms, as a printer driver or a video call does: nothing else runs. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spinning on purpose
  }
}

/** Types one key into whatever has the focus, as the keyboard does: keydown, then the text changes. */
function press(key: string) {
  const target = document.activeElement ?? document.body;
  const allowed = fireEvent.keyDown(target, { key });
  if (!allowed || key.length !== 1 || !(target instanceof HTMLInputElement)) return;
  const { value, selectionStart, selectionEnd } = target;
  const start = selectionStart ?? value.length;
  fireEvent.change(target, {
    target: { value: value.slice(0, start) + key + value.slice(selectionEnd ?? start) },
  });
}

type Burst = { stalls: readonly number[]; firstBeforeFocus?: boolean };

/**
 * A USB scanner's burst (code, then Enter) on a busy machine: the CPU is held for 35–95 ms before
 * the keys at `stalls`, far longer than the 30 ms a scanner leaves between keys. With
 * `firstBeforeFocus` the first digit lands on the page and the search box gets the focus after it.
 */
function scan(code: string, { stalls, firstBeforeFocus = false }: Burst) {
  [...code, 'Enter'].forEach((key, i) => {
    if (stalls.includes(i)) busy(35 + ((i * 37) % 60));
    if (firstBeforeFocus && i === 1) searchBox().focus();
    press(key);
  });
}

describe('/billing: a USB scanner on a busy counter PC', () => {
  it('20 of 20 scans come out whole, from the search box or anywhere, mixed with a name search', {
    timeout: 60_000,
  }, async () => {
    const server = billingServer({ barcodes: { [phone.scanId!]: phone, [BISCUIT_CODE]: biscuit } });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    // A name search first: no switch is touched before or after.
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');

    const codes: string[] = [];
    let phones = 0;
    let biscuits = 1;
    for (let n = 0; n < 20; n += 1) {
      const code = n % 2 === 0 ? phone.scanId! : BISCUIT_CODE;
      const where = n % 4;
      if (where === 3) (document.activeElement as HTMLElement | null)?.blur();
      else searchBox().focus();
      if (where === 2) (document.activeElement as HTMLElement | null)?.blur();
      scan(code, {
        stalls: [1 + (n % 5), 6 + (n % 6), n % 3 === 0 ? code.length : 11],
        firstBeforeFocus: where === 2,
      });
      codes.push(code);
      if (code === phone.scanId) phones += 1;
      else biscuits += 1;
      const [name, count] =
        code === phone.scanId ? ['Redmi Note 13', phones] : ['Parle-G Biscuit 100 g', biscuits];
      // Scanning what is in the bill already is one more of it.
      await waitFor(() => expect(lineField(name, 'Quantity').value).toBe(String(count)));
    }

    expect(server.bodiesTo('POST inventory/scan')).toEqual(codes.map((scanned) => ({ scan: scanned })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((searchBox() as HTMLInputElement).value).not.toMatch(/[0-9]/);
  });

  it("choosing a billed product again by hand still says 'Product already in list'", async () => {
    billingServer();
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');
    await user.clear(searchBox());
    await user.type(searchBox(), 'parle');
    await screen.findByRole('option', { name: 'Parle-G Biscuit 100 g' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Product already in list')).toBeTruthy();
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('1');
  });

  it('a code typed by hand into the search box and Enter is a code, and a name is still a name', async () => {
    const server = billingServer({ barcodes: { [phone.scanId!]: phone } });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await user.type(searchBox(), `${phone.scanId}{Enter}`);
    await waitFor(() => expect(lineField('Redmi Note 13', 'Quantity').value).toBe('1'));
    expect(server.bodiesTo('POST inventory/scan')).toEqual([{ scan: phone.scanId }]);
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');
    expect(server.bodiesTo('POST inventory/scan')).toHaveLength(1);
  });
});
