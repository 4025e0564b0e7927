import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addProduct, apiToken, uniqueTag } from './billing-support';
import { demoOwner, logInByPassword } from './support';

// The reports of the GST demo shop (Maharashtra, GSTIN 27AAPFU0939F1ZV): a bill saved today through
// the API, then the sales report mailed (read back at the dev outbox with its spreadsheet) and this
// month's GSTR-1 JSON downloaded. The demo owner logs in by password, as the billing journeys do;
// other files bill in the same shop, so the checks look for this file's own bill and mail.

const tag = uniqueTag('Rep');

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, demoOwner.username, demoOwner.password);
  const productId = await addProduct(request, token, {
    modelName: `${tag} Earbuds`,
    sellingPrice: 1180,
    gst: 18,
  });
  const saved = await request.post('/api/v3/billing/saveInvoice', {
    data: {
      billtype: 'GST',
      paymentMode1: 'cash',
      paymentMode1Amount: 1180,
      productDetails: [{ productId, quantity: 1, price: 1180, gstPercent: 18 }],
    },
    headers: { 'auth-token': token, 'x-client': 'android' },
  });
  expect(((await saved.json()) as { status: number }).status).toBe(200);
});

type Mail = {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  attachments: { id: number; filename: string; contentType: string; size: number }[];
};

test('a sales report mail reaches the outbox with its spreadsheet and PDF', async ({ page, request }) => {
  const before = ((await (await request.get('/api/v3/dev/outbox')).json()) as { data: Mail[] }).data.reduce(
    (max, m) => Math.max(max, m.id),
    0,
  );
  await logInByPassword(page, demoOwner.username, demoOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Sales Report' }).click();
  await expect(page).toHaveURL(/Sales%20Report/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Mail sent to Registered Email address')).toBeVisible();

  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/api/v3/dev/outbox')).json()) as { data: Mail[] };
      mail = data.find(
        (m) => m.channel === 'email' && m.id > before && m.subject?.startsWith('Sales Report'),
      );
      return mail?.to;
    })
    .toBe('demo@galla.local');
  expect(mail!.attachments.map((a) => a.filename.split('.').pop())).toEqual(['xlsx', 'pdf']);
  const xlsx = await request.get(`/api/v3/dev/outbox/attachments/${mail!.attachments[0]!.id}`);
  const bytes = await xlsx.body();
  expect(bytes.length).toBe(mail!.attachments[0]!.size);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip
});

test("this month's GSTR-1 JSON downloads, in the offline tool's shape", async ({ page }) => {
  await logInByPassword(page, demoOwner.username, demoOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'GSTR-1 / GSTR-3B' }).click();
  const button = page.getByRole('button', { name: 'Download GSTR-1 JSON' });
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^GSTR1_27AAPFU0939F1ZV_\d{6}\.json$/);
  const json = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    gstin: string;
    fp: string;
    b2cs: { txval: number }[];
    hsn: { hsn_b2c: unknown[] };
    doc_issue: { doc_det: unknown[] };
  };
  expect(json.gstin).toBe('27AAPFU0939F1ZV');
  expect(json.b2cs.length).toBeGreaterThan(0);
  expect(json.hsn.hsn_b2c.length).toBeGreaterThan(0);
  expect(json.doc_issue.doc_det.length).toBe(1);
  await expect(page.getByText('GSTR-3B: outward supplies (3.1)')).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every report screen fits without scrolling sideways', async ({ page }) => {
    await logInByPassword(page, demoOwner.username, demoOwner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [path, heading] of [
      ['/reports', 'Reports'],
      ['/Sales Analysis', 'Sales Analysis'],
      ['/Sales Report', 'Sales Report'],
      ['/GSTR', 'GSTR-1 / GSTR-3B'],
      ['/Expenses', 'Expenses'],
      ['/Profit & Loss Details', 'Profit & Loss'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      // Let the charts and figures arrive before measuring.
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
    }
  });
});
