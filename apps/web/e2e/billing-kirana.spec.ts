import { expect, test } from '@playwright/test';
import {
  addProduct,
  addToBill,
  apiToken,
  cartLine,
  figureRow,
  invoiceLines,
  invoicePayments,
  invoiceTotals,
  kiranaOwner,
  openBilling,
  saveAndCongratulate,
  showInvoice,
  summaryFigure,
  uniqueTag,
} from './billing-support';

// The shop without a GSTIN (Patil Kirana Stores) issues a Bill of Supply: no GST slab on the lines,
// no GST type, no tax in the summary, and an invoice titled 'Bill of Supply' without tax columns.

const tag = uniqueTag('Kir');
const dal = { modelName: `${tag} Toor Dal 1kg`, sellingPrice: 150, gst: null, HSN: '07136000' };
const sugar = { modelName: `${tag} Sugar 1kg`, sellingPrice: 45, gst: null, HSN: '17019990' };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, kiranaOwner.username, kiranaOwner.password);
  for (const product of [dal, sugar]) await addProduct(request, token, { ...product, modelQuantity: 50 });
});

test('a non-GST shop bills a Bill of Supply, without any GST', async ({ page }) => {
  test.setTimeout(60_000);
  await openBilling(page, kiranaOwner.username, kiranaOwner.password);
  // Opening billing offers to add a GST number.
  const updateGst = page.getByRole('alert').filter({ hasText: 'Update GST' });
  await expect(updateGst.getByRole('button', { name: 'Update' })).toBeVisible();

  await addToBill(page, dal.modelName);
  await addToBill(page, sugar.modelName);
  const dalLine = cartLine(page, dal.modelName);
  await dalLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dalLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(dalLine.getByLabel('Amount')).toHaveText('₹300.00');

  // No GST anywhere on the screen: no slab per line, no GST type, no tax rows.
  await expect(dalLine.getByRole('combobox', { name: 'GST %' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'IGST' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'CGST and SGST' })).toHaveCount(0);
  await expect(page.getByText('GST type', { exact: true })).toHaveCount(0);
  const summaryRows = page.getByRole('table', { name: 'Summary' }).getByRole('row');
  await expect(summaryRows).toHaveCount(2);
  await expect(summaryFigure(page, 'Round off')).toHaveText('₹0.00');
  await expect(summaryFigure(page, 'Total')).toHaveText('₹345.00');
  await expect(page.getByText('Bill of Supply: no GST is charged', { exact: true })).toBeVisible();

  const { invoiceNumber, points, dialog } = await saveAndCongratulate(page);
  expect(points).toBe(3);
  await showInvoice(page, dialog, invoiceNumber);

  await expect(page.getByRole('heading', { name: 'Bill of Supply', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toHaveCount(0);
  await expect(page.getByText(kiranaOwner.shopName, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bill of Supply: no GST is charged.', { exact: true })).toBeVisible();
  // A tax invoice's place of supply and reverse charge have no place on it.
  await expect(page.getByText(/Place of supply/)).toHaveCount(0);
  await expect(page.getByText(/reverse charge/)).toHaveCount(0);

  // No GST column: neither taxable value nor any tax, and no HSN summary.
  await expect(invoiceLines(page).getByRole('columnheader')).toHaveText([
    '#',
    'Description',
    'HSN',
    'Qty',
    'Rate',
    'Value',
    'Discount',
    'Amount',
  ]);
  await expect(invoiceLines(page).getByRole('row').filter({ hasText: dal.modelName })).toContainText(
    '300.00',
  );
  await expect(page.getByText('HSN summary')).toHaveCount(0);

  const totals = invoiceTotals(page);
  for (const tax of ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total tax']) {
    await expect(totals.getByText(tax, { exact: true })).toHaveCount(0);
  }
  await expect(figureRow(totals, 'Total')).toContainText('₹345.00');
  await expect(totals.getByText('Total quantity: 3')).toBeVisible();
  await expect(figureRow(invoicePayments(page), 'Cash')).toContainText('₹345.00');
});
