import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// What a cashier sees and touches on /billing, by accessible name.

export const searchBox = () => screen.getByRole('combobox', { name: 'Search products' });
export const itemsList = () => screen.getByRole('list', { name: 'Items' });
export const line = (name: string) => within(itemsList()).getByRole('listitem', { name });
export const lineField = (name: string, label: string) =>
  within(line(name)).getByRole('textbox', { name: label }) as HTMLInputElement;

/** The figure beside a label in the Summary table, e.g. summary('CGST') → '₹180.00'. */
export function summary(label: string): string | null {
  const table = screen.getByRole('table', { name: 'Summary' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('th')?.textContent === label);
  return row?.querySelector('td')?.textContent ?? null;
}

/** Types a product name, waits for the list and adds the highlighted result with Enter. */
export async function addByKeyboard(user: UserEvent, words: string, name: string) {
  await user.clear(searchBox());
  await user.type(searchBox(), words);
  await screen.findByRole('option', { name });
  await user.keyboard('{Enter}');
  await within(itemsList()).findByRole('listitem', { name });
}

export async function screenReady() {
  await screen.findByText('Search products or scan a barcode to start a bill');
}
