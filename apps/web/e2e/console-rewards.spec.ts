import { expect, test } from '@playwright/test';
import { addProduct, addToBill, openBilling, saveAndCongratulate, uniqueTag } from './billing-support';
import { approveInConsole } from './console-rewards-support';
import { mobilePost, signUpShop } from './sign-up-support';

// Issue 22, Rewards approval: a retailer of this file's own (9206000001) earns points with a bill and
// redeems them for a gift card; an Admin approves the redemption on the console's Rewards approval
// screen, and the voucher e-mail reaches the outbox. The Rewards screen lists the cards.

const shop = {
  phone: '9206000001',
  userName: 'meenarewards',
  email: 'console-rewards-e2e@galla.local',
  password: 'rewards1234',
  firstName: 'Meena',
  tradeName: 'Meena Mobiles',
};

test('a redemption is approved in the console and the voucher mail goes out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await signUpShop(request, shop);
  const product = {
    modelName: `${uniqueTag('crw')} Phone`,
    sellingPrice: 300_000,
    gst: null,
    HSN: '85171300',
  };
  await addProduct(request, token, product);
  await openBilling(page, shop.userName, shop.password);
  await addToBill(page, product.modelName);
  const { points } = await saveAndCongratulate(page);
  expect(points).toBeGreaterThan(0);

  // The retailer redeems one ₹100 card at the rate the platform holds now.
  const info = await (
    await request.get('/api/v3/rewardPoints/getRewardData', {
      headers: { 'x-client': 'android', 'auth-token': token },
    })
  ).json();
  const rate = Number(String(info.data.conversionRate).split('_')[0]);
  expect(info.data.retailerData.totalpointsAvailable).toBeGreaterThanOrEqual(100 * rate);
  await mobilePost(
    request,
    'rewardPoints/postRewardPoints',
    {
      deliveryMode: 'EMAIL',
      payments: [{ code: 'svc', amount: 100 }],
      points: String(100 * rate),
      products: [{ sku: 'AMZPAY-100', price: 100, qty: 1, currency: 356 }],
    },
    token,
  );

  const { page: console_, context } = await approveInConsole(browser, shop);
  const outbox = (await (await request.get('/api/v3/dev/outbox')).json()) as {
    data: { channel: string; to: string; body: string }[];
  };
  const mail = outbox.data.find(
    (m) => m.to === shop.email && m.body.startsWith('Your Galla reward vouchers'),
  );
  expect(mail?.channel).toBe('email');
  expect(mail?.body).toContain('Amazon Pay Gift Card ₹100.00');

  // On a cheap phone's 360 px the queue scrolls inside its table, not the page.
  await console_.setViewportSize({ width: 360, height: 740 });
  await console_.reload();
  await expect(console_.getByRole('heading', { name: 'Rewards Approval' })).toBeVisible({ timeout: 30_000 });
  await expect(console_.getByLabel('Search shop or phone')).toBeVisible();
  expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Rewards: the provider's cards, each switchable for retailers.
  await console_.goto('/dashboard/rewards');
  await expect(console_.getByRole('cell', { name: 'AMZPAY-100', exact: true })).toBeVisible();
  await expect(
    console_.getByRole('switch', { name: 'Offer Amazon Pay Gift Card ₹100.00 to retailers' }),
  ).toBeChecked();
  expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
