import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueTag } from './billing-support';
import { mobilePost, signUpShop } from './sign-up-support';
import { logInByPassword } from './support';

// A script stored through every free-text field the app shows (the shop's and owner's names, a
// product, a distributor, a customer, an invoice's remark) must stay text on every screen that shows
// it, under the server's Content-Security-Policy. Each payload would set window.__xss or open a
// dialog if it ever ran; the page's console must also report no policy violation (the styles
// Mantine writes at run time carry the page's nonce). The shop is this file's own: phone 9144400001.

const tag = uniqueTag('xss');
/** Markup that runs a script wherever it is parsed as HTML rather than shown as text. */
const payload = (label: string) => `<img src=x onerror="window.__xss='${label}'">`;
const names = {
  firstName: `Anjali${payload('first')}`,
  tradeName: `Shop ${tag} <script>window.__xss='shop'</script>`,
  product: `Tea ${tag} ${payload('product')}`,
  distributor: `Dist ${tag} <svg onload="window.__xss='distributor'">`,
  customer: `Cust ${tag} ${payload('customer')}`,
  remark: `Remark ${payload('remark')}<script>alert('remark')</script>`,
};
const owner = {
  phone: '9144400001',
  userName: 'xss_e2e',
  email: 'xss.e2e@example.com',
  password: 'anjali4shop',
};

type Stored = { token: string; productId: number; billId: number; invoiceId: number; invoiceToken: string };
let stored: Stored;

test.describe.configure({ mode: 'serial' });

/** Signs the shop up and stores every payload through the API, as a mobile client would. */
async function storePayloads(api: APIRequestContext): Promise<Stored> {
  const token = await signUpShop(api, { ...owner, firstName: names.firstName, tradeName: names.tradeName });
  const distributor = await mobilePost(
    api,
    'distributor/addDistributor',
    {
      name: names.distributor,
      addressLine1: '1 Market Yard',
      state: 27,
      city: 27024,
      pinCode: '411001',
      gstNumber: '27AAPFU0939F1ZV',
      mobileNo: '9144400002',
    },
    token,
  );
  const product = await mobilePost(
    api,
    'inventory/addModel',
    {
      modelName: names.product,
      modelQuantity: 10,
      purchasePrice: 50,
      sellingPrice: 80,
      MRP: 80,
      distributorId: distributor.distributerId,
    },
    token,
  );
  const customer = await mobilePost(
    api,
    'billing/addCustomer',
    { customerName: names.customer, mobileNumber: '9144400003' },
    token,
  );
  const saved = await mobilePost(
    api,
    'billing/saveInvoice',
    {
      billtype: 'NOGST',
      customerId: customer.customer.customerId,
      paymentMode1: 'cash',
      paymentMode1Amount: 80,
      remark: names.remark,
      productDetails: [{ productId: product.productId, quantity: 1, price: 80 }],
    },
    token,
  );
  return { token, productId: product.productId, ...saved.invoiceDetails[0] };
}

/** Fails the test on any dialog, page error or CSP violation on this page. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return async (screen: string) => {
    expect(
      await page.evaluate(() => (window as { __xss?: string }).__xss),
      `a payload ran on ${screen}`,
    ).toBe(undefined);
    expect(problems, screen).toEqual([]);
    // Mantine's run-time <style> (CSS variables) applied: the nonce works.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-filled'),
    );
    expect(primary.trim(), `Mantine's styles on ${screen}`).not.toBe('');
  };
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  stored = await storePayloads(api);
  await api.dispose();
});

test('stored scripts stay text on every screen that shows them', async ({ page }) => {
  test.setTimeout(90_000);
  const check = watch(page);

  await logInByPassword(page, owner.userName, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(names.tradeName)).toBeVisible();
  await check('the dashboard');

  await page.goto('/myProfile');
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(names.firstName);
  await check('the profile');

  await page.goto('/inventoryManage');
  await expect(page.getByText(names.product, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Edit ${names.product}` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('textbox', { name: 'Product Name' })).toHaveValue(names.product);
  await expect(modal.getByLabel('Distributor', { exact: true })).toHaveValue(names.distributor);
  await check('the inventory and its product dialog');

  await page.goto('/billing');
  await page.getByRole('combobox', { name: 'Search products' }).fill(tag);
  await expect(page.getByRole('option', { name: names.product, exact: true })).toBeVisible();
  await check('billing product search');

  await page.goto(`/invoice?billId=${stored.billId}&invoiceId=${stored.invoiceId}`);
  await expect(page.getByText(names.customer).first()).toBeVisible();
  await expect(page.getByText(names.product).first()).toBeVisible();
  await expect(page.getByText(names.remark)).toBeVisible();
  await check('the invoice');

  await page.goto('/Search Invoice');
  await expect(page.getByText(names.customer).first()).toBeVisible();
  await check('the invoice list');

  await page.goto(`/downloadPdf/${stored.invoiceToken}`);
  await expect(page.getByText(names.tradeName).first()).toBeVisible();
  await check('the public invoice page');
});
