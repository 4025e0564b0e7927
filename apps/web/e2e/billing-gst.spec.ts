import { expect, test } from '@playwright/test';
import {
  addCustomer,
  addProduct,
  addToBill,
  apiToken,
  cartLine,
  cartLines,
  figureRow,
  invoiceLines,
  invoicePayments,
  invoiceTotals,
  openBilling,
  productSearch,
  saveAndCongratulate,
  showInvoice,
  stockOf,
  summaryFigure,
  uniqueBarcode,
  uniqueTag,
} from './billing-support';
import { demoOwner } from './support';

// The GST shop (demo, Maharashtra, state 27) at the counter: a walk-in bill of three items paid in
// cash and UPI, an inter-state sale to a registered buyer (IGST) and a finance sale with its EMIs.
// Every product is made here through the API under a word of this file's own, so the searches
// find only these, whatever the other billing files add to the same shop. Bill numbers are shared
// with those files: the tests read the number the screen shows, never expect a particular one.
// Prices include 18% GST and are chosen so every tax figure is a whole number of rupees.

const tag = uniqueTag('Gst');
const headphones = { modelName: `${tag} Wired Headphones`, sellingPrice: 1180, gst: 18 };
const powerBank = { modelName: `${tag} Power Bank`, sellingPrice: 590, gst: 18 };
const cable = { modelName: `${tag} USB C Cable`, sellingPrice: 236, gst: 18, scanId: uniqueBarcode('1') };
const speaker = { modelName: `${tag} Bluetooth Speaker`, sellingPrice: 1180, gst: 18 };
const television = { modelName: `${tag} LED Television`, sellingPrice: 11800, gst: 18 };

let token: string;
const ids: Record<string, number> = {};

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, demoOwner.username, demoOwner.password);
  for (const product of [headphones, powerBank, cable, speaker, television]) {
    ids[product.modelName] = await addProduct(request, token, { ...product, modelQuantity: 20 });
  }
});

test('a walk-in customer buys three items, one scanned, and pays part cash, part UPI', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await openBilling(page, demoOwner.username, demoOwner.password);
  await expect(page.getByText('Search products or scan a barcode to start a bill')).toBeVisible();
  // Nobody chosen: the walk-in customer, billed intra-state.
  await expect(page.getByText('Walk-in customer')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'CGST and SGST' })).toBeChecked();

  // Two items found by name …
  await addToBill(page, headphones.modelName);
  await addToBill(page, powerBank.modelName);
  await expect(cartLine(page, headphones.modelName).getByRole('combobox', { name: 'GST %' })).toHaveValue(
    '18',
  );

  // … and one by its barcode, as a scanner (or a cashier) types it into the search in barcode mode.
  // (Typed in one go then Enter, as a USB scanner does: in barcode mode Enter sends the whole box,
  // however the keys were spaced on a busy machine, and it reaches inventory/scan once.)
  const search = productSearch(page);
  await search.fill('');
  await page.getByRole('switch', { name: 'Search by barcode' }).check();
  await expect(search).toHaveAttribute('placeholder', 'Scan or type a barcode');
  await search.focus();
  await page.keyboard.type(cable.scanId);
  await page.keyboard.press('Enter');
  await expect(cartLine(page, cable.modelName)).toBeVisible();
  // The code left the box, ready for the next scan.
  await expect(search).toHaveValue('');

  await expect(cartLines(page)).toHaveCount(3);
  await expect(page.getByText('(3 items)')).toBeVisible();
  await expect(cartLine(page, cable.modelName).getByLabel('Amount')).toHaveText('₹236.00');

  // Prices include GST: 1,000 + 500 + 200 taxable, 9% CGST and 9% SGST on it.
  await expect(summaryFigure(page, 'Taxable value')).toHaveText('₹1,700.00');
  await expect(summaryFigure(page, 'CGST')).toHaveText('₹153.00');
  await expect(summaryFigure(page, 'SGST')).toHaveText('₹153.00');
  await expect(summaryFigure(page, 'Round off')).toHaveText('₹0.00');
  await expect(summaryFigure(page, 'Total')).toHaveText('₹2,006.00');
  await expect(page.getByLabel('Total in words')).toContainText('Two Thousand Six');

  // ₹1,000 in cash; the rest, shown as the second payment, by UPI.
  await expect(page.getByRole('textbox', { name: 'Amount paid' })).toHaveValue('2006');
  await expect(page.getByRole('combobox', { name: 'Second payment mode' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Amount paid' }).fill('1000');
  const mode2 = page.getByRole('combobox', { name: 'Second payment mode' });
  await expect(mode2).toBeVisible();
  await mode2.selectOption({ label: 'UPI' });
  await expect(page.getByRole('textbox', { name: 'Second payment amount' })).toHaveValue('1006');

  // 1 point for every full ₹100.
  const { invoiceNumber, points, dialog } = await saveAndCongratulate(page);
  expect(points).toBe(20);

  await showInvoice(page, dialog, invoiceNumber);
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 3 })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Reward points earned: 20')).toBeVisible();

  const lines = invoiceLines(page).getByRole('row');
  await expect(lines).toHaveCount(4); // the header and three items
  for (const product of [headphones, powerBank, cable]) {
    await expect(invoiceLines(page).getByRole('row').filter({ hasText: product.modelName })).toBeVisible();
  }
  const totals = invoiceTotals(page);
  await expect(figureRow(totals, 'Taxable value')).toContainText('₹1,700.00');
  await expect(figureRow(totals, 'CGST')).toContainText('₹153.00');
  await expect(figureRow(totals, 'SGST')).toContainText('₹153.00');
  await expect(figureRow(totals, 'Total tax')).toContainText('₹306.00');
  await expect(figureRow(totals, 'Total')).toContainText('₹2,006.00');
  await expect(totals.getByText('Total quantity: 3')).toBeVisible();
  await expect(figureRow(invoicePayments(page), 'Cash')).toContainText('₹1,000.00');
  await expect(figureRow(invoicePayments(page), 'UPI')).toContainText('₹1,006.00');

  // The stock went out with the sale.
  await expect.poll(() => stockOf(request, token, ids[cable.modelName]!)).toBe(19);

  // The A4 PDF opens in a new tab: the link the viewer offers answers with a PDF.
  const pdfLink = page.getByRole('link', { name: 'Open PDF (A4)' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(/\/api\/v3\/invoices\/pdf\/[A-Za-z0-9_-]+\?layout=a4$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Followed as a user does: a new tab whose document is the PDF.
  const opened = page.context().waitForEvent('response', (r) => r.url().includes('/api/v3/invoices/pdf/'));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), pdfLink.click()]);
  const tabResponse = await opened;
  expect(tabResponse.frame().page()).toBe(tab);
  expect(tabResponse.status()).toBe(200);
  expect(tabResponse.headers()['content-type']).toContain('application/pdf');
  await tab.close();
});

test('an inter-state sale to a registered buyer is billed with IGST', async ({ page }) => {
  test.setTimeout(60_000);
  const buyer = { name: `${tag} Traders Bengaluru`, mobile: '9100000101', gstin: '29AAACR5055K1Z3' };
  await openBilling(page, demoOwner.username, demoOwner.password);
  await addToBill(page, speaker.modelName);
  await expect(page.getByRole('radio', { name: 'CGST and SGST' })).toBeChecked();

  // A new customer in Karnataka with a GSTIN, added from the bill.
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add customer' });
  await form.getByRole('textbox', { name: 'Name' }).fill(buyer.name);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(buyer.mobile);
  await form.getByRole('textbox', { name: 'GST Number' }).fill(buyer.gstin.toLowerCase());
  await expect(form.getByRole('textbox', { name: 'GST Number' })).toHaveValue(buyer.gstin);
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Karnataka' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const billTo = page.getByRole('group', { name: 'Bill to' });
  await expect(billTo).toContainText(`${buyer.name} (${buyer.mobile})`);
  await expect(billTo).toContainText(`GSTIN ${buyer.gstin}`);

  // Karnataka is not Maharashtra: IGST, the whole 18%, and no CGST/SGST rows.
  await expect(page.getByRole('radio', { name: 'IGST' })).toBeChecked();
  await expect(page.getByText('Place of supply: Karnataka')).toBeVisible();
  await expect(summaryFigure(page, 'Taxable value')).toHaveText('₹1,000.00');
  await expect(summaryFigure(page, 'IGST')).toHaveText('₹180.00');
  await expect(summaryFigure(page, 'CGST')).toHaveCount(0);
  await expect(summaryFigure(page, 'SGST')).toHaveCount(0);
  await expect(summaryFigure(page, 'Total')).toHaveText('₹1,180.00');

  const { invoiceNumber, dialog } = await saveAndCongratulate(page);
  await showInvoice(page, dialog, invoiceNumber);
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 3 })).toBeVisible();
  await expect(page.getByText('Place of supply: Karnataka (29)')).toBeVisible();
  const billedTo = page.getByRole('region', { name: 'Bill to' });
  await expect(billedTo).toContainText(buyer.name);
  await expect(billedTo).toContainText(`GSTIN: ${buyer.gstin}`);

  await expect(invoiceLines(page).getByRole('columnheader')).toHaveText([
    '#',
    'Description',
    'HSN',
    'Qty',
    'Rate',
    'Value',
    'Discount',
    'Taxable value',
    'IGST %',
    'IGST amount',
    'Amount',
  ]);
  const row = invoiceLines(page).getByRole('row').filter({ hasText: speaker.modelName });
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    speaker.modelName,
    '85176290',
    /^1 /,
    '1,180.00',
    '1,180.00',
    '0.00',
    '1,000.00',
    '18',
    '180.00',
    '1,180.00',
  ]);
  const totals = invoiceTotals(page);
  await expect(figureRow(totals, 'IGST')).toContainText('₹180.00');
  await expect(totals.getByText('CGST', { exact: true })).toHaveCount(0);
  await expect(totals.getByText('SGST', { exact: true })).toHaveCount(0);
  await expect(figureRow(totals, 'Total')).toContainText('₹1,180.00');
});

test('a finance sale shows its down payment, finance amount and EMIs', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A customer already on the shop's books (added through the API), picked in the bill-to search.
  const buyer = { customerName: `${tag} Anil Deshmukh`, mobileNumber: '9100000102' };
  await addCustomer(request, token, { ...buyer, stateId: 27 });

  await openBilling(page, demoOwner.username, demoOwner.password);
  await addToBill(page, television.modelName);
  await expect(summaryFigure(page, 'Total')).toHaveText('₹11,800.00');

  await page.getByRole('textbox', { name: 'Search customer' }).fill(buyer.customerName);
  await page.getByRole('option', { name: `${buyer.customerName} (${buyer.mobileNumber})` }).click();
  await expect(page.getByRole('group', { name: 'Bill to' })).toContainText(buyer.customerName);
  await expect(page.getByRole('radio', { name: 'CGST and SGST' })).toBeChecked();

  // Finance: the whole total, less a down payment, over a number of months.
  await page.getByRole('combobox', { name: 'Payment mode' }).selectOption({ label: 'Finance' });
  const amountPaid = page.getByRole('textbox', { name: 'Amount paid' });
  await expect(amountPaid).toHaveValue('11800');
  await expect(amountPaid).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: 'Down payment' }).fill('1800');
  await page.getByRole('textbox', { name: 'Number of months' }).fill('10');
  await expect(page.getByRole('textbox', { name: 'EMI start date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const finance = page.getByRole('group', { name: 'Finance amount' });
  await expect(finance).toContainText('Finance amount: ₹10,000.00');
  await expect(finance).toContainText('EMI: 10 × ₹1,000.00 a month');
  const startDate = await page.getByRole('textbox', { name: 'EMI start date' }).inputValue();

  // Eight months instead: the figures follow.
  await page.getByRole('textbox', { name: 'Number of months' }).fill('8');
  await expect(finance).toContainText('EMI: 8 × ₹1,250.00 a month');

  const { invoiceNumber, dialog } = await saveAndCongratulate(page);
  await showInvoice(page, dialog, invoiceNumber);
  const payment = invoicePayments(page);
  await expect(figureRow(payment, 'Finance')).toContainText('₹11,800.00');
  await expect(payment.getByText('EMI plan', { exact: true })).toBeVisible();
  await expect(payment.getByText('Down payment: ₹1,800.00')).toBeVisible();
  await expect(payment.getByText('Finance amount: ₹10,000.00')).toBeVisible();
  await expect(payment.getByText('EMI: ₹1,250.00 × 8 months')).toBeVisible();
  await expect(
    payment.getByText(new RegExp(`^EMI period: ${startDate.replace(/\//g, '\\/')} to \\d{2}/\\d{2}/\\d{4}$`)),
  ).toBeVisible();
  await expect(figureRow(invoiceTotals(page), 'Total')).toContainText('₹11,800.00');
});
