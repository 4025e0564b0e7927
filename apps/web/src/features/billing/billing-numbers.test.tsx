import { limitMessages } from '@galla/contracts/limits';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { ownItem } from '../inventory/test-products';
import { addByKeyboard, line, lineField, screenReady } from './test-helpers';
import { billingServer, billingSession, biscuit } from './test-server';

const sugar = ownItem({
  productId: 8,
  modelName: 'Loose Sugar',
  unitId: 2,
  units: 'Kg',
  sellingPrice: 44,
  gst: 5,
});

/** Replaces a box's text by typing, as the cashier does. */
async function retype(user: ReturnType<typeof renderApp>['user'], box: HTMLInputElement, text: string) {
  await user.clear(box);
  await user.type(box, text);
}

describe('/billing: number boxes in the cart', () => {
  it('keep what is typed and name what they refuse; loose goods take decimals', {
    timeout: 40_000,
  }, async () => {
    billingServer({ search: [biscuit, sugar] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');
    await addByKeyboard(user, 'sugar', 'Loose Sugar');
    const biscuitLine = () => within(line('Parle-G Biscuit 100 g'));

    await retype(user, lineField('Parle-G Biscuit 100 g', 'Quantity'), '2.5');
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('2.5');
    expect(biscuitLine().getByText('This unit is counted in whole numbers')).toBeTruthy();

    await retype(user, lineField('Parle-G Biscuit 100 g', 'Quantity'), '1e12');
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('1e12');
    expect(biscuitLine().getByText('Quantity should contain digits only')).toBeTruthy();

    await retype(user, lineField('Parle-G Biscuit 100 g', 'Quantity'), '-5');
    expect(lineField('Parle-G Biscuit 100 g', 'Quantity').value).toBe('-5');
    expect(biscuitLine().getByText('Quantity should contain digits only')).toBeTruthy();

    await retype(user, lineField('Parle-G Biscuit 100 g', 'Quantity'), '100001');
    expect(biscuitLine().getByText(limitMessages.quantityTooLarge)).toBeTruthy();

    await retype(user, lineField('Parle-G Biscuit 100 g', 'Quantity'), '3');
    await retype(user, lineField('Parle-G Biscuit 100 g', 'Selling price'), '-5');
    expect(lineField('Parle-G Biscuit 100 g', 'Selling price').value).toBe('-5');
    expect(biscuitLine().getByText('Selling price can not be negative')).toBeTruthy();
    await retype(user, lineField('Parle-G Biscuit 100 g', 'Selling price'), '1000000000000');
    expect(biscuitLine().getByText(limitMessages.amountTooLarge)).toBeTruthy();
    await retype(user, lineField('Parle-G Biscuit 100 g', 'Selling price'), '10.50');
    expect(biscuitLine().queryByText(/should|can not/)).toBeNull();

    await retype(user, lineField('Loose Sugar', 'Quantity'), '2.5');
    expect(lineField('Loose Sugar', 'Quantity').value).toBe('2.5');
    expect(within(line('Loose Sugar')).queryByText(/should|can not|whole/)).toBeNull();
    expect(screen.getByRole('table', { name: 'Summary' }).textContent).toContain('₹142.00');
  });
});

describe('/billing: a product without a GST rate of its own', () => {
  it('is billed at the default 12% with the line marked, until a rate is chosen', async () => {
    const plain = ownItem({ productId: 31, modelName: 'Steel Glass', sellingPrice: 56, gst: null });
    billingServer({ search: [plain, biscuit] });
    const { user } = renderApp('/billing', { session: billingSession() });
    await screenReady();
    await addByKeyboard(user, 'steel', 'Steel Glass');
    await addByKeyboard(user, 'parle', 'Parle-G Biscuit 100 g');
    const gst = () =>
      within(line('Steel Glass')).getByRole('combobox', { name: 'GST %' }) as HTMLSelectElement;
    expect(gst().value).toBe('12');
    expect(within(line('Steel Glass')).getByText('Default rate: the product has none')).toBeTruthy();
    // The biscuit has its own rate: nothing to mark.
    expect(within(line('Parle-G Biscuit 100 g')).queryByText(/Default rate/)).toBeNull();

    await user.selectOptions(gst(), '18%');
    expect(gst().value).toBe('18');
    expect(within(line('Steel Glass')).queryByText(/Default rate/)).toBeNull();
  });
});
