import { expect, test } from '@playwright/test';
import { mobilePost, signUpShop } from './sign-up-support';

// A shop's customer, on a phone, opens the invoice link, chooses Fill Survey, signs in with an
// e-mail address, takes the survey in the tab Let's Go opens and sees the voucher won; back on the
// first tab the survey shows as filled. The shop is this file's own: phone 9186000001.

const owner = {
  phone: '9186000001',
  userName: 'survey_e2e',
  email: 'survey.e2e@example.com',
  password: 'kavya4shop',
  firstName: 'Kavya',
  tradeName: 'Kavya Mobile Point',
};
const customerEmail = 'survey.customer.e2e@example.in';
let invoiceToken: string;

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await signUpShop(api, owner);
  const product = await mobilePost(
    api,
    'inventory/addModel',
    { modelName: 'Phone cover', modelQuantity: 5, purchasePrice: 80, sellingPrice: 150, MRP: 199 },
    token,
  );
  const saved = await mobilePost(
    api,
    'billing/saveInvoice',
    {
      billtype: 'NOGST',
      paymentMode1: 'cash',
      paymentMode1Amount: 150,
      productDetails: [{ productId: product.productId, quantity: 1, price: 150, gstPercent: 'No Gst' }],
    },
    token,
  );
  invoiceToken = saved.invoiceDetails[0].invoiceToken;
  await api.dispose();
});

test('a customer fills the survey from the invoice link and sees the reward', async ({ page, context }) => {
  await page.goto(`/downloadPdf/${invoiceToken}`);
  await expect(page.getByText('Take a quick survey & win gift vouchers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip To Download Pdf' })).toBeVisible();
  await page.getByRole('link', { name: 'Fill Survey' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in and win gift vouchers.' })).toBeVisible();
  await page.getByRole('button', { name: 'OR Login with Email' }).click();
  await page.getByLabel('Email').fill('customer@example');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Oops. Please check your e-mail address.')).toBeVisible();
  await page.getByLabel('Email').fill(customerEmail);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Take a quick survey & win gift vouchers' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const [survey] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: "Let's Go" }).click(),
  ]);
  await survey.setViewportSize({ width: 360, height: 740 });
  await expect(survey.getByRole('heading', { name: 'Quick survey' })).toBeVisible();
  await survey
    .getByRole('radiogroup', { name: 'How did you find your shopping experience today?' })
    .getByRole('radio', { name: '5' })
    .check();
  await survey.getByRole('radio', { name: 'Every week' }).check();
  await survey.getByRole('radio', { name: 'Mobiles and electronics' }).check();
  await survey
    .getByRole('radiogroup', { name: 'How likely are you to recommend this store to a friend?' })
    .getByRole('radio', { name: '4' })
    .check();
  await survey.getByLabel('Anything the store could do better?').fill('More phone covers');
  await survey.getByRole('button', { name: 'Submit' }).click();
  await expect(survey.getByRole('status')).toHaveText('Thank you for taking the survey');

  await survey.getByRole('link', { name: 'See Rewards' }).click();
  await expect(survey.getByRole('heading', { name: 'Congrats! You have won ₹ 50' })).toBeVisible();
  await expect(survey.getByText('The voucher details have been sent to your e-mail.')).toBeVisible();
  expect(await survey.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The voucher went to the customer's address, once.
  const outbox = (await (await page.request.get('/api/v3/dev/outbox')).json()) as {
    data: { channel: string; to: string; body: string }[];
  };
  const mails = outbox.data.filter((m) => m.channel === 'email' && m.to === customerEmail);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.body).toContain('worth ₹50.00');

  // Back on the first tab the survey is filled: Let's Go has become See Rewards.
  await survey.close();
  await page.bringToFront();
  await page.reload();
  await expect(page.getByText('You have already filled the survey.')).toBeVisible();
  await page.getByRole('link', { name: 'See Rewards' }).click();
  await expect(page.getByRole('heading', { name: 'Congrats! You have won ₹ 50' })).toBeVisible();
});
