import { expect, test } from '@playwright/test';
import { mobilePost, signUpShop } from './sign-up-support';
import { logInByPassword } from './support';

// Expenses and profit and loss in a shop of this file's own (phone 9172000201): an expense type with
// an image is added, an expense recorded, edited and deleted; the P&L shows the sale and an expense.

const owner = {
  phone: '9172000201',
  userName: 'expenses_e2e',
  email: 'expenses.e2e@example.com',
  password: 'meera4shop',
  firstName: 'Meera',
  tradeName: 'Meera Gift Corner',
};
// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await signUpShop(api, owner);
  const product = await mobilePost(
    api,
    'inventory/addModel',
    { modelName: 'Photo Frame A4', modelQuantity: 10, purchasePrice: 70, sellingPrice: 100, MRP: 120 },
    token,
  );
  await mobilePost(
    api,
    'billing/saveInvoice',
    {
      billtype: 'NOGST',
      paymentMode1: 'cash',
      paymentMode1Amount: 200,
      productDetails: [{ productId: product.productId, quantity: 2, price: 100, gstPercent: 'No Gst' }],
    },
    token,
  );
  await api.dispose();
});

test('an expense type with an image, an expense recorded, edited and deleted; the P&L shows sale and expense', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInByPassword(page, owner.userName, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/Expenses');
  const types = page.getByRole('list', { name: 'Expense types' });
  await expect(types.getByText('Rent')).toBeVisible();

  await page.getByRole('button', { name: 'Add expense type' }).click();
  const addType = page.getByRole('dialog', { name: 'Add expense type' });
  await addType.getByLabel('Expense type name').fill('Gift wrapping');
  await addType
    .locator('input[type=file]')
    .setInputFiles({ name: 'wrap.png', mimeType: 'image/png', buffer: png });
  await expect(addType.getByRole('img', { name: 'Image (optional)' })).toBeVisible();
  await addType.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expense type added successfully')).toBeVisible();
  const wrapping = types.getByRole('listitem').filter({ hasText: 'Gift wrapping' });
  await expect(wrapping.locator('img')).toHaveAttribute('src', /\/api\/v3\/files\//);

  await wrapping.click();
  const detail = page.getByRole('dialog', { name: 'Gift wrapping' });
  await detail.getByRole('button', { name: 'Add expense' }).click();
  const form = page.getByRole('dialog', { name: 'Add expense' });
  await form.getByLabel('Expense name').fill('Ribbon roll');
  await form.getByLabel('Amount (₹)').fill('250');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expense added successfully')).toBeVisible();
  const ribbon = detail.getByRole('listitem').filter({ hasText: 'Ribbon roll' });
  await expect(ribbon).toContainText('₹250.00');

  await detail.getByRole('button', { name: 'Edit expense Ribbon roll' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await edit.getByLabel('Amount (₹)').fill('300.50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expense updated successfully')).toBeVisible();
  await expect(ribbon).toContainText('₹300.50');

  await detail.getByRole('button', { name: 'Delete expense Ribbon roll' }).click();
  await page
    .getByRole('dialog', { name: 'Delete expense' })
    .getByRole('button', { name: 'Delete expense' })
    .click();
  await expect(page.getByText('Expense deleted successfully')).toBeVisible();
  await expect(detail.getByText('No expenses in this range.')).toBeVisible();

  await detail.getByRole('button', { name: 'Add expense' }).click();
  await form.getByLabel('Expense name').fill('Gift paper');
  await form.getByLabel('Amount (₹)').fill('45');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByRole('listitem').filter({ hasText: 'Gift paper' })).toContainText('₹45.00');
  await page.keyboard.press('Escape');
  await expect(wrapping).toContainText('₹45.00');

  await page.goto('/Profit & Loss Details');
  await expect(page.getByRole('button', { name: 'Summary' })).toBeEnabled();
  await page.getByRole('button', { name: 'Summary' }).click();
  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.getByRole('row', { name: /Income \(taxable value\)/ })).toContainText('₹200.00');
  await expect(summary.getByRole('row', { name: /Cost of goods sold/ })).toContainText('₹140.00');
  await expect(summary.getByRole('row', { name: /^Expenses/ })).toContainText('₹45.00');
  await expect(summary.getByRole('row', { name: /Net profit/ })).toContainText('₹15.00');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('Expenses and Profit & Loss fit the width', async ({ page }) => {
    const overflowRight = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await logInByPassword(page, owner.userName, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/Expenses');
    await expect(page.getByRole('list', { name: 'Expense types' }).getByText('Rent')).toBeVisible();
    expect(await overflowRight()).toBe(0);
    await page.screenshot({ path: test.info().outputPath('expenses-360.png') });
    await page.goto('/Profit & Loss Details');
    await expect(page.getByRole('button', { name: 'Summary' })).toBeEnabled();
    await expect(
      page.getByRole('img', { name: 'Income and expenses per month' }).or(page.locator('.recharts-wrapper')),
    ).toBeVisible();
    expect(await overflowRight()).toBe(0);
    await page.screenshot({ path: test.info().outputPath('pl-360.png') });
  });
});
