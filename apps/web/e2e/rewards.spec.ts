import { expect, test } from '@playwright/test';
import { addProduct, addToBill, openBilling, saveAndCongratulate, uniqueTag } from './billing-support';
import { approveInConsole } from './console-rewards-support';
import { signUpShop } from './sign-up-support';

// Issue 21, reward points: a sale earns points and the Congratulations dialog shows them; on
// /rewardPoints two gift cards are redeemed, the balance and the history change, and an Admin's
// approval on the console's Rewards approval screen sends the vouchers. A shop of this file's own
// (9185000001), so no other journey's bills move its balance.

test('a sale earns points, two gift cards are redeemed and approved', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag('rw');
  const shop = {
    phone: '9185000001',
    userName: 'rekharewards',
    email: 'rewards-e2e@galla.local',
    password: 'rewards1234',
    firstName: 'Rekha',
    tradeName: 'Rekha Electronics',
  };
  const token = await signUpShop(request, shop);
  // 1 point per full ₹100 (the default rule): this ₹4,00,000 sale earns 4,000 points.
  const product = { modelName: `${tag} OLED TV`, sellingPrice: 400_000, gst: null, HSN: '85287217' };
  await addProduct(request, token, product);

  await openBilling(page, shop.userName, shop.password);
  await addToBill(page, product.modelName);
  const { invoiceNumber, points, dialog } = await saveAndCongratulate(page);
  expect(points).toBe(4_000);
  await dialog.getByRole('button', { name: 'Create New Invoice' }).click();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(page).toHaveURL(/\/rewardPoints$/);
  await expect(page.getByText('Total Points: 4,000')).toBeVisible();
  const history = page.getByRole('list', { name: 'HISTORY' }).getByRole('listitem');
  await expect(history.first()).toContainText(`Invoice #${invoiceNumber}`);
  await expect(history.first()).toContainText('+4,000');

  const amazon = page.getByRole('group', { name: 'Amazon Pay Gift Card 100' });
  const flipkart = page.getByRole('group', { name: 'Flipkart Gift Card 250' });
  await expect(amazon).toContainText('1,000 Points');
  await amazon.getByRole('button', { name: 'REDEEM' }).click();
  await flipkart.getByRole('button', { name: 'REDEEM' }).click();
  await expect(page.getByText('Points Required: 3,500')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await expect(confirm).toContainText('Do you want to redeem 3,500 for :');
  await expect(confirm.getByRole('listitem')).toHaveText([
    '1 x 100 Amazon Pay Gift Card',
    '1 x 250 Flipkart Gift Card',
  ]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText(/Your redemption request is placed/)).toBeVisible();
  await expect(page.getByText('Total Points: 500')).toBeVisible();
  await expect(history.first()).toContainText('Redeemed Voucher');
  await expect(history.first()).toContainText('-3,500');
  await expect(history.first()).toContainText('Pending');
  await expect(history).toHaveCount(2);

  // An Admin approves it on the console's Rewards approval screen, which sends the vouchers.
  const { context } = await approveInConsole(browser, { phone: shop.phone, tradeName: shop.tradeName });
  await context.close();
  await page.reload();
  await expect(history.first()).toContainText('Approved');
  await expect(page.getByText('Total Points: 500')).toBeVisible();
  const outbox = (await (await request.get('/api/v3/dev/outbox')).json()) as {
    data: { channel: string; to: string; body: string }[];
  };
  const mail = outbox.data.find(
    (m) => m.to === shop.email && m.body.startsWith('Your Galla reward vouchers'),
  );
  expect(mail?.channel).toBe('email');
  expect(mail?.body).toContain('Amazon Pay Gift Card ₹100.00');

  // On a cheap phone's 360 px the screen fits without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByText('Total Points: 500')).toBeVisible();
  await expect(amazon).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
