import { expect, test } from '@playwright/test';
import {
  addCustomer,
  addProduct,
  addToBill,
  apiToken,
  openBilling,
  saveAndCongratulate,
  uniqueTag,
} from './billing-support';
import { demoOwner } from './support';

// Issue 20: a finance sale made at the billing screen appears in the credit book; an EMI is marked
// paid through the confirm modal and the balance falls. The customer's number is this file's own.

test('a finance sale appears in the credit book, and paying an EMI lowers the balance', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, demoOwner.username, demoOwner.password);
  const tag = uniqueTag('khata');
  const product = { modelName: `${tag} Smart TV`, sellingPrice: 11_800, gst: 18 };
  await addProduct(request, token, product);
  const buyer = { customerName: `${tag} Meena Joshi`, mobileNumber: '9166600001' };
  await addCustomer(request, token, { ...buyer, stateId: 27 });

  await openBilling(page, demoOwner.username, demoOwner.password);
  await addToBill(page, product.modelName);
  await page.getByRole('textbox', { name: 'Search customer' }).fill(buyer.customerName);
  await page.getByRole('option', { name: `${buyer.customerName} (${buyer.mobileNumber})` }).click();
  await page.getByRole('combobox', { name: 'Payment mode' }).selectOption({ label: 'Finance' });
  await page.getByRole('textbox', { name: 'Down payment' }).fill('1800');
  await page.getByRole('textbox', { name: 'Number of months' }).fill('10');
  await expect(page.getByRole('group', { name: 'Finance amount' })).toContainText(
    'EMI: 10 × ₹1,000.00 a month',
  );
  const { invoiceNumber } = await saveAndCongratulate(page);

  // The home page's Credit book tile opens the list; the sale is there, found by the customer's name.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Credit book', exact: true }).click();
  await expect(page).toHaveURL(/\/creditBook$/);
  await page.getByRole('searchbox', { name: 'Search credits' }).fill(tag);
  const card = page
    .getByRole('list', { name: 'Credits' })
    .getByRole('listitem')
    .filter({ hasText: buyer.customerName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`9166600001 · Bill ${invoiceNumber}`);
  await expect(card).toContainText('10 EMIs of ₹1,000.00');
  await expect(card).toContainText('Due balance₹10,000.00');

  await card
    .getByRole('link', { name: `Open credit of ${buyer.customerName}, bill ${invoiceNumber}` })
    .click();
  await expect(page).toHaveURL(/\/creditBookingDetails\?id=\d+$/);
  const due = page.getByRole('region', { name: 'Due balance' });
  await expect(due).toHaveText('Due balance₹10,000.00');
  const table = page.getByRole('table', { name: 'EMIs' });
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Mark EMI 1 paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark EMI 1 paid' });
  await expect(dialog.getByLabel('Amount received')).toHaveValue('1000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(due).toHaveText('Due balance₹9,000.00');
  await expect(page.getByRole('region', { name: 'Received' })).toHaveText('Received₹1,000.00');
  await expect(table.getByRole('row').nth(1)).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'EMI 1 is paid: no reminder' })).toBeDisabled();

  // An unpaid EMI's reminder leaves by SMS (read back from the development outbox).
  await page.getByRole('button', { name: 'Send reminder for EMI 2' }).click();
  await expect(page.getByText('Reminder sent')).toBeVisible();
  const outbox = (await (await request.get('/api/v3/dev/outbox')).json()) as {
    data: { channel: string; to: string; body: string }[];
  };
  expect(outbox.data.find((m) => m.to === '9166600001')?.body).toContain(`for bill ${invoiceNumber}`);

  // On a cheap phone's 360 px the detail screen fits without scrolling sideways.
  // (Opened afresh at that size: right after a resize the desktop side menu is still sliding away.)
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(due).toHaveText('Due balance₹9,000.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Back in the list, the balance has fallen too.
  await page.goto('/creditBook');
  await page.getByRole('searchbox', { name: 'Search credits' }).fill(tag);
  await expect(card).toContainText('Due balance₹9,000.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
