import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  addToBill,
  apiToken,
  cartLine,
  cartLines,
  figureRow,
  invoiceIdOf,
  invoiceTotals,
  openBilling,
  productSearch,
  saveAndCongratulate,
  searchResult,
  showInvoice,
  stockOf,
  summaryFigure,
  uniqueTag,
} from './billing-support';
import { demoOwner } from './support';

// After the sale: an invoice edited (the old version kept, the new one under the same number) and
// one cancelled (its stock back); and at the counter, a cashier billing with the keyboard only, and
// the prompt on leaving a bill half made. The demo shop (GST), with products of this file's own;
// bill numbers are shared with the other billing files, so only the screen's own are compared.

const tag = uniqueTag('Chg');
const mouse = { modelName: `${tag} Wireless Mouse`, sellingPrice: 590, gst: 18 };
const keyboard = { modelName: `${tag} Keyboard`, sellingPrice: 1180, gst: 18 };
const alpha = { modelName: `${tag} Kbd Alpha Charger`, sellingPrice: 472, gst: 18 };
const beta = { modelName: `${tag} Kbd Beta Cable`, sellingPrice: 236, gst: 18 };
const gamma = { modelName: `${tag} Kbd Gamma Stand`, sellingPrice: 354, gst: 18 };
const leftBehind = { modelName: `${tag} Screen Guard`, sellingPrice: 118, gst: 18 };

let token: string;
const ids: Record<string, number> = {};

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, demoOwner.username, demoOwner.password);
  for (const product of [mouse, keyboard, alpha, beta, gamma, leftBehind]) {
    ids[product.modelName] = await addProduct(request, token, { ...product, modelQuantity: 20 });
  }
});

const stock = (request: Parameters<typeof stockOf>[0], product: { modelName: string }) =>
  stockOf(request, token, ids[product.modelName]!);

/** A one-line walk-in bill of `quantity` × `product`, saved and opened in the viewer. */
async function billAndOpen(page: Page, product: { modelName: string }, quantity: number) {
  await openBilling(page, demoOwner.username, demoOwner.password);
  await addToBill(page, product.modelName);
  const line = cartLine(page, product.modelName);
  await line.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  const { invoiceNumber, dialog } = await saveAndCongratulate(page);
  const invoiceId = await showInvoice(page, dialog, invoiceNumber);
  return { invoiceNumber, invoiceId, url: page.url() };
}

/** The invoice list's card for `invoiceNumber`, found through the list's search box. */
async function invoiceCard(page: Page, invoiceNumber: string) {
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Search Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Search Invoices' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Invoices' });
  await expect(list).toBeVisible();
  // Enter searches at once. Until the search's answer arrives the list still shows every invoice,
  // marked busy; a card taken from it then would be swapped out under the click.
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoiceNumber);
  await page.getByRole('searchbox', { name: 'Search invoices' }).press('Enter');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.getByRole('listitem').filter({ has: page.getByText(invoiceNumber, { exact: true }) });
}

test('an edited invoice keeps its number; the old version stays, read-only', async ({ page, request }) => {
  test.setTimeout(60_000);
  const old = await billAndOpen(page, mouse, 1);
  await expect(figureRow(invoiceTotals(page), 'Total')).toContainText('₹590.00');
  await expect.poll(() => stock(request, mouse)).toBe(19);

  // Edit: the bill opens with its lines, under the same number.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/billing\\?invoiceId=${old.invoiceId}$`));
  await expect(page.getByRole('heading', { name: `Edit Invoice ${old.invoiceNumber}` })).toBeVisible();
  const line = cartLine(page, mouse.modelName);
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(summaryFigure(page, 'Total')).toHaveText('₹1,180.00');
  await page.getByRole('button', { name: 'Edit Invoice' }).click();

  // The new version opens at once: same number, a new invoiceId, the new figures, live.
  await expect(page).toHaveURL(/\/invoice\?billId=\d+&invoiceId=\d+$/);
  await expect(
    page.getByRole('heading', { name: `Invoice ${old.invoiceNumber}`, exact: true }),
  ).toBeVisible();
  const newId = invoiceIdOf(page);
  expect(newId).not.toBe(old.invoiceId);
  await expect(figureRow(invoiceTotals(page), 'Total')).toContainText('₹1,180.00');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toBeVisible();
  // The stock follows the edited quantity.
  await expect.poll(() => stock(request, mouse)).toBe(18);

  // The old version is still there as it was, marked as superseded, and can no longer change.
  await page.goto(old.url);
  await expect(
    page.getByRole('heading', { name: `Invoice ${old.invoiceNumber}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This is an older version of an invoice that was edited. It cannot be edited or shared.'),
  ).toBeVisible();
  await expect(figureRow(invoiceTotals(page), 'Total')).toContainText('₹590.00');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Share' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open PDF (A4)' })).toBeVisible();

  // The list shows the number once, as its live version.
  const card = await invoiceCard(page, old.invoiceNumber);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('₹1,180.00');
  await card.getByRole('link', { name: `Open invoice ${old.invoiceNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`invoiceId=${newId}$`));
});

test('a cancelled invoice puts its stock back and reads Cancelled in the list', async ({ page, request }) => {
  test.setTimeout(60_000);
  const before = await stock(request, keyboard);
  const sale = await billAndOpen(page, keyboard, 3);
  await expect(figureRow(invoiceTotals(page), 'Total')).toContainText('₹3,540.00');
  await expect.poll(() => stock(request, keyboard)).toBe(before - 3);

  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel invoice' });
  await expect(confirm).toContainText(`Cancel invoice ${sale.invoiceNumber}?`);
  await confirm.getByRole('button', { name: 'Yes, cancel invoice' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /^Invoice cancelled$/ })).toBeVisible();

  // The viewer now shows it void: Cancelled, with the reason Edit and Share are off.
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('This invoice is cancelled. It cannot be edited or shared.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

  // The three pieces are back on the shelf.
  await expect.poll(() => stock(request, keyboard)).toBe(before);

  const card = await invoiceCard(page, sale.invoiceNumber);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Cancelled');
  await expect(card).not.toContainText('Completed');
  await expect(card.getByRole('button', { name: `Delete invoice ${sale.invoiceNumber}` })).toHaveCount(0);
});

test('a cashier bills with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await openBilling(page, demoOwner.username, demoOwner.password);
  const search = productSearch(page);
  // The number the screen shows for the next bill (others may take numbers too: only compared here).
  const billNo = page.getByTestId('bill-number');
  const firstBillNo = (await billNo.textContent())!;

  // F2 goes to the search; the words list this file's three 'Kbd' products, the first highlighted.
  await page.keyboard.press('F2');
  await expect(search).toBeFocused();
  await page.keyboard.type(`${tag} Kbd`);
  await expect(searchResult(page, alpha.modelName)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option')).toHaveCount(3);

  // ↓ moves to the second, Enter adds it and the cursor goes to that line's '+' (issue 17);
  // F2 and ↑ back to the first, Enter adds that too.
  await page.keyboard.press('ArrowDown');
  await expect(searchResult(page, beta.modelName)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(cartLine(page, beta.modelName)).toBeVisible();
  await expect(
    cartLine(page, beta.modelName).getByRole('button', { name: 'Increase quantity' }),
  ).toBeFocused();
  await expect(searchResult(page, beta.modelName)).toContainText('In the bill');
  await page.keyboard.press('F2');
  await page.keyboard.press('ArrowUp');
  await expect(searchResult(page, alpha.modelName)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(cartLine(page, alpha.modelName)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);

  // From the line, a name typed goes back to the search, replacing the words; Enter adds the best match.
  await page.keyboard.type(gamma.modelName);
  await expect(search).toHaveValue(gamma.modelName);
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option')).toHaveCount(1);
  await expect(searchResult(page, gamma.modelName)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(3);

  // The cursor is on the new line: '+' adds one more of it, and '/' returns to the search.
  await expect(search).not.toBeFocused();
  await page.keyboard.press('+');
  await expect(cartLine(page, gamma.modelName).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // 472 + 236 + 2 × 354
  await expect(summaryFigure(page, 'Total')).toHaveText('₹1,416.00');

  // F4 the customer search, F8 the amount paid (its figure selected for typing over).
  await page.keyboard.press('F4');
  await expect(page.getByRole('textbox', { name: 'Search customer' })).toBeFocused();
  await page.keyboard.press('F8');
  const amountPaid = page.getByRole('textbox', { name: 'Amount paid' });
  await expect(amountPaid).toBeFocused();
  await expect(amountPaid).toHaveValue('1416');

  // F9 saves; Enter on the Congratulations dialog starts the next bill.
  const first = await saveAndCongratulate(page, () => page.keyboard.press('F9'));
  expect(first.points).toBe(14);
  await expect(first.dialog.getByRole('button', { name: 'Create New Invoice' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.dialog).toBeHidden();
  await expect(page.getByText('Search products or scan a barcode to start a bill')).toBeVisible();
  await expect(billNo).toHaveText(/\d$/);
  await expect(billNo).not.toHaveText(firstBillNo);

  // The next bill: F2, the product, Enter, and Ctrl+Enter to save.
  await page.keyboard.press('F2');
  await page.keyboard.type(beta.modelName);
  await expect(searchResult(page, beta.modelName)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(cartLine(page, beta.modelName)).toBeVisible();
  const second = await saveAndCongratulate(page, () => page.keyboard.press('Control+Enter'));
  expect(second.invoiceNumber).not.toBe(first.invoiceNumber);
  expect(second.points).toBe(2);
});

test('leaving a bill with items in it asks first', async ({ page }) => {
  await openBilling(page, demoOwner.username, demoOwner.password);
  await addToBill(page, leftBehind.modelName);

  const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' });
  await home.click();
  const prompt = page.getByRole('dialog').filter({ hasText: "Your changes won't be saved." });
  await expect(prompt).toBeVisible();

  // Cancel: back to the bill, as it was.
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(cartLine(page, leftBehind.modelName)).toBeVisible();

  // Ok: the bill is dropped and the dashboard opens.
  await home.click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // An emptied bill leaves without asking.
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await addToBill(page, leftBehind.modelName);
  await page.getByRole('button', { name: 'Remove All Products' }).click();
  const removeAll = page.getByRole('dialog').filter({ hasText: 'all items will be removed' });
  await removeAll.getByRole('button', { name: 'Agree' }).click();
  await expect(cartLines(page)).toHaveCount(0);
  await home.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(prompt).toHaveCount(0);
});
