import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { logInByPassword } from './support';

// API shortcuts for the billing journeys: stock is put in through the API (the inventory journey
// covers the screens), so each billing journey starts from products it owns.

export async function apiToken(
  request: APIRequestContext,
  identity: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/v3/user/login', {
    data: { loginType: 'Custom', email: identity, password },
    // As a mobile client: a web login keeps its token in an HttpOnly cookie, out of the body.
    headers: { 'x-client': 'android' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { userToken: string } }).data.userToken;
}

export type NewProduct = {
  modelName: string;
  sellingPrice: number;
  modelQuantity?: number;
  purchasePrice?: number;
  MRP?: number;
  HSN?: string;
  gst?: number | null;
  scanId?: string;
  brandId?: number;
  imei?: string;
};

/** Adds a product of the shop's own to its inventory and returns its id. */
export async function addProduct(
  request: APIRequestContext,
  token: string,
  product: NewProduct,
): Promise<number> {
  const response = await request.post('/api/v3/inventory/addModel', {
    data: {
      modelQuantity: 20,
      purchasePrice: Math.floor(product.sellingPrice * 0.7),
      MRP: product.sellingPrice,
      HSN: '85176290',
      ...product,
    },
    headers: { 'auth-token': token, 'x-client': 'android' },
  });
  const body = (await response.json()) as { status: number; error?: string; data?: { productId: number } };
  expect(body.error).toBeUndefined();
  return body.data!.productId;
}

/** The product's stock in whole units, as the server keeps it. */
export async function stockOf(request: APIRequestContext, token: string, productId: number): Promise<number> {
  const response = await request.post('/api/v3/inventory/getProduct', {
    data: { productId },
    headers: { 'auth-token': token, 'x-client': 'android' },
  });
  return ((await response.json()) as { data: { modelQuantity: number } }).data.modelQuantity;
}

// ---------------------------------------------------------------------------------------------
// The billing screen and the invoice viewer, for the billing*.spec.ts journeys.

export const kiranaOwner = { username: 'kirana', password: 'kirana1234', shopName: 'Patil Kirana Stores' };

/**
 * A word no catalogue model and no other test's product contains (letters only, so the search
 * reads it as one word): product and customer names carry it, so a search finds only them.
 */
export function uniqueTag(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let tail = '';
  for (let n = Date.now() * 1000 + Math.floor(Math.random() * 1000); n > 0; n = Math.floor(n / 26)) {
    tail += letters[n % 26];
  }
  return `${prefix}${tail.slice(0, 7)}`;
}

/** A 13-digit barcode for this run: `lead` (one digit per spec file) keeps the files apart. */
export function uniqueBarcode(lead: string): string {
  return `8${lead}${String(Date.now()).slice(-11)}`;
}

export type NewCustomer = {
  customerName: string;
  mobileNumber: string;
  gstNumber?: string | null;
  stateId?: number | null;
  customerEmail?: string | null;
  customerAddress?: string | null;
};

/** POST billing/addCustomer: the customer's id (an existing mobile number is updated). */
export async function addCustomer(
  request: APIRequestContext,
  token: string,
  customer: NewCustomer,
): Promise<number> {
  const response = await request.post('/api/v3/billing/addCustomer', {
    data: customer,
    headers: { 'auth-token': token, 'x-client': 'android' },
  });
  const body = (await response.json()) as { error?: string; data?: { customer: { customerId: number } } };
  expect(body.error).toBeUndefined();
  return body.data!.customer.customerId;
}

/** Logs in by password and opens Billing from the dashboard tile, ready for a new bill. */
export async function openBilling(page: Page, identity: string, password: string): Promise<void> {
  await logInByPassword(page, identity, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
  // The next bill number has arrived (billing/getSerialNo), so the screen is fully set up.
  await expect(page.getByRole('button', { name: 'Edit bill number and date' })).toBeEnabled();
}

export const productSearch = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
export const searchResult = (page: Page, name: string) =>
  page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name, exact: true });
export const cartLines = (page: Page) => page.getByRole('list', { name: 'Items' }).getByRole('listitem');
export const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items' }).getByRole('listitem', { name, exact: true });

/** Types the product's name into the search and clicks its result; the bill gets a line for it. */
export async function addToBill(page: Page, name: string): Promise<void> {
  await productSearch(page).fill(name);
  await searchResult(page, name).click();
  await expect(cartLine(page, name)).toBeVisible();
}

/** The figure in the bill's Summary table on the row labelled `label` ('Taxable value', 'Total' …). */
export function summaryFigure(page: Page, label: string): Locator {
  return page
    .getByRole('table', { name: 'Summary' })
    .getByRole('row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('cell');
}

/** Save Invoice (or a shortcut, done by `save`), then the Congratulations dialog: its number and points. */
export async function saveAndCongratulate(
  page: Page,
  save: () => Promise<void> = () => page.getByRole('button', { name: 'Save Invoice' }).click(),
): Promise<{ invoiceNumber: string; points: number; dialog: Locator }> {
  await save();
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  const savedText = dialog.getByText(/^Invoice .+ saved$/);
  await expect(savedText).toBeVisible();
  const invoiceNumber = (await savedText.textContent())!.replace(/^Invoice (.+) saved$/, '$1');
  const pointsText = dialog.getByText(/^You earned \d+ reward points? on this bill\.$/);
  await expect(pointsText).toBeVisible();
  const points = Number((await pointsText.textContent())!.match(/\d+/)![0]);
  return { invoiceNumber, points, dialog };
}

/** From the Congratulations dialog: Show Invoice, and the viewer's heading for that number. */
export async function showInvoice(page: Page, dialog: Locator, invoiceNumber: string): Promise<number> {
  await dialog.getByRole('button', { name: 'Show Invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\?billId=\d+&invoiceId=\d+$/);
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}`, exact: true })).toBeVisible();
  return invoiceIdOf(page);
}

/** The invoiceId in the viewer's address. */
export function invoiceIdOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('invoiceId'));
}

/**
 * A 'label: figure' row of the viewer's Totals (or Payment) section: the element holding the label
 * and its figure, e.g. `figureRow(totals, 'IGST')` → 'IGST ₹180.00'.
 */
export function figureRow(section: Locator, label: string): Locator {
  return section.getByText(label, { exact: true }).locator('xpath=..');
}

export const invoiceTotals = (page: Page) => page.getByRole('region', { name: 'Totals' });
export const invoicePayments = (page: Page) => page.getByRole('region', { name: 'Payment' });
export const invoiceLines = (page: Page) => page.getByRole('table', { name: 'Items' });
