import { alreadyDecidedBy } from '@galla/contracts/console-rewards';
import { rewardMessages } from '@galla/domain/rewards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';

let t: TestApp;
let token: string;
let productId: number;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
  ({ productId } = await addProduct(t, token, { modelQuantity: 500, sellingPrice: 118, MRP: 200 }));
});
afterEach(() => t.close());

const setting = (key: string, value: string) => t.db.insertInto('settings').values({ key, value }).execute();
const sell = async (quantity: number, as = token) => {
  const saved = await t.call('POST', 'billing/saveInvoice', {
    token: as,
    body: billBody([{ productId, quantity, price: 118 }], 118 * quantity),
  });
  expect(saved.http).toBe(200);
  return saved.body.data as {
    rewards: { points: number };
    invoiceDetails: { invoiceId: number; invoiceNumber: string }[];
  };
};
const data = async (as = token) =>
  (await t.call('GET', 'rewardPoints/getRewardData', { token: as })).body.data;
const history = async (page = 1, as = token) =>
  (await t.call('GET', `rewardPoints/getRewardHistory?page=${page}`, { token: as })).body.data;
/** The demo shop's points as the ledger's rows add up, read past the API. */
const ledgerSum = async () => {
  const { shop_id } = await t.db
    .selectFrom('users')
    .select('shop_id')
    .where('contact_number', '=', demoPhone)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('reward_points')
    .select('points')
    .where('shop_id', '=', shop_id)
    .execute();
  return rows.reduce((s, r) => s + r.points, 0);
};
const redeemBody = (cards: { sku: string; price: number; qty: number }[], rate = 10) => {
  const rupees = cards.reduce((s, c) => s + c.price * c.qty, 0);
  return {
    address: { billToThis: false, country: 'IN' },
    deliveryMode: 'EMAIL',
    syncOnly: true,
    payments: [{ code: 'svc', amount: rupees }],
    points: String(rupees * rate),
    products: cards.map((c, i) => ({ id: i + 1, ...c, currency: 356 })),
    names: cards.map((c) => c.sku),
  };
};
const redeem = (body: object, as = token) =>
  t.call('POST', 'rewardPoints/postRewardPoints', { token: as, body });
// The staff console's Rewards approval decides (modules/console-rewards has its own tests).
const decide = (redemptionId: number, decision: 'approve' | 'reject') =>
  t.call('POST', `admin/redemptions/${decision}`, {
    token: admin,
    body: { redemptionId, reason: 'Test decision' },
  });
const amazon100 = { sku: 'AMZPAY-100', price: 100, qty: 1 };
const flipkart250 = { sku: 'FLIPKART-250', price: 250, qty: 1 };

describe('earning points with bills', () => {
  it('credits a sale to the ledger by the default rule (1 point per full ₹100) and shows it', async () => {
    const saved = await sell(5); // ₹590
    expect(saved.rewards.points).toBe(5);
    expect(await data()).toEqual({
      retailerData: { totalpointsAvailable: 5, totalPointsEarned: 5 },
      conversionRate: '10_points_per_rupee',
    });
    const h = await history();
    expect(h.totalRecords).toBe(1);
    expect(h.history[0]).toMatchObject({
      transactionType: 'credit',
      points: 5,
      status: 1,
      rewardService: 'Invoice',
      rewardServiceId: saved.invoiceDetails[0]!.invoiceNumber,
    });
  });

  it('follows the staff setting pointsPaisePerPoint and the conversion rate setting', async () => {
    await setting('pointsPaisePerPoint', '5000');
    await setting('pointsConversionRate', '20');
    expect((await sell(5)).rewards.points).toBe(11);
    expect(await data()).toMatchObject({
      retailerData: { totalpointsAvailable: 11 },
      conversionRate: '20_points_per_rupee',
    });
  });

  it('adjusts once on an edit and reverses on a cancel, the balance always the ledger', async () => {
    const saved = await sell(5);
    const invoiceId = saved.invoiceDetails[0]!.invoiceId;
    const edited = await t.call('POST', 'billing/editInvoice', {
      token,
      body: { ...billBody([{ productId, quantity: 2, price: 118 }], 236), invoiceId },
    });
    expect(edited.body.data.rewards.points).toBe(2);
    expect((await data()).retailerData.totalpointsAvailable).toBe(2);
    const newId = edited.body.data.invoiceDetails[0].invoiceId;
    // The old version can no longer be edited: the second edit changes nothing.
    const again = await t.call('POST', 'billing/editInvoice', {
      token,
      body: { ...billBody([{ productId, quantity: 9, price: 118 }], 1062), invoiceId },
    });
    expect(again.http).toBe(400);
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: newId } });
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: newId } });
    expect(await data()).toMatchObject({ retailerData: { totalpointsAvailable: 0, totalPointsEarned: 0 } });
    expect(await ledgerSum()).toBe(0);
    const rows = (await history()).history;
    expect(
      rows.map((r: { transactionType: string; points: number; rewardService: string }) => [
        r.transactionType,
        r.points,
        r.rewardService,
      ]),
    ).toEqual([
      ['debit', 2, 'Refunded Points'],
      ['debit', 3, 'Refunded Points'],
      ['credit', 5, 'Invoice'],
    ]);
  });

  it('pages the history 10 at a time, newest first', async () => {
    for (let i = 0; i < 12; i++) await sell(1 + (i % 3) * 1);
    const first = await history(1);
    const second = await history(2);
    expect(first.totalRecords).toBe(12);
    expect(first.history).toHaveLength(10);
    expect(second.history).toHaveLength(2);
    expect(first.history[0].id).toBeGreaterThan(first.history[9].id);
  });
});

describe('the gift-card catalogue', () => {
  it('lists the dev catalogue under _embedded.product with rupee values, paged', async () => {
    const all = await t.call('POST', 'rewardPoints/getCategories', {
      token,
      body: { type: 'category', id: '1', limit: 100, offset: 0 },
    });
    const product = all.body.data._embedded.product;
    expect(product[0]).toEqual({
      id: 1,
      sku: 'AMZPAY-100',
      name: 'Amazon Pay Gift Card',
      custom_denominations: '100',
      images: { image: null },
    });
    expect(product.length).toBeGreaterThanOrEqual(4);
    const page = await t.call('POST', 'rewardPoints/getCategories', { token, body: { limit: 2, offset: 2 } });
    expect(page.body.data._embedded.product.map((p: { id: number }) => p.id)).toEqual([3, 4]);
  });
});

describe('redeeming points', () => {
  beforeEach(async () => {
    // 1 point per paisa: a ₹118 bill earns 11,800 points, enough for vouchers.
    await setting('pointsPaisePerPoint', '1');
  });

  it('holds the points at once as a Pending debit', async () => {
    await sell(1);
    const res = await redeem(redeemBody([amazon100, flipkart250]));
    expect(res.body).toMatchObject({ status: 200, message: rewardMessages.redeemed });
    expect((await data()).retailerData).toEqual({
      totalpointsAvailable: 11_800 - 3_500,
      totalPointsEarned: 11_800,
    });
    expect((await history()).history[0]).toMatchObject({
      transactionType: 'debit',
      points: 3_500,
      status: 0,
      rewardService: null,
    });
  });

  it.each([
    [{ products: [] }, rewardMessages.selectGiftCard],
    [{ products: [{ ...amazon100, qty: 5, currency: 356 }] }, rewardMessages.maxGiftCards],
    [
      {
        products: [
          { ...amazon100, qty: 3, currency: 356 },
          { ...flipkart250, qty: 2, currency: 356 },
        ],
      },
      rewardMessages.maxGiftCards,
    ],
    [{ points: '100' }, rewardMessages.pointsMismatch],
    [{ payments: [{ code: 'svc', amount: 1 }] }, rewardMessages.pointsMismatch],
  ])('refuses %j', async (overrides, error) => {
    await sell(1);
    const res = await redeem({ ...redeemBody([amazon100]), ...overrides });
    expect(res.body).toEqual({ status: 400, error });
    expect((await data()).retailerData.totalpointsAvailable).toBe(11_800);
  });

  it('refuses a card not in the catalogue or at another price', async () => {
    await sell(1);
    expect((await redeem(redeemBody([{ sku: 'AMZPAY-100', price: 50, qty: 1 }]))).body.error).toBe(
      rewardMessages.noSuchGiftCard,
    );
    expect((await redeem(redeemBody([{ sku: 'NOPE', price: 100, qty: 1 }]))).body.error).toBe(
      rewardMessages.noSuchGiftCard,
    );
  });

  it("answers 'Insufficient Points' when the balance does not cover the cards", async () => {
    await sell(1);
    const res = await redeem(redeemBody([{ ...flipkart250, qty: 4 }])); // 10,000 points: fits
    expect(res.http).toBe(200);
    const more = await redeem(redeemBody([{ sku: 'AMZPAY-500', price: 500, qty: 1 }]));
    expect(more.body).toEqual({ status: 400, error: rewardMessages.insufficientPoints });
  });

  it('never spends the same points twice when many redeem at once', async () => {
    await sell(1); // 11,800 points; each redemption costs 1,000
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(redeemBody([amazon100]))));
    const won = results.filter((r) => r.http === 200);
    const refused = results.filter((r) => r.body.error === rewardMessages.insufficientPoints);
    expect(won).toHaveLength(11);
    expect(refused).toHaveLength(9);
    expect((await data()).retailerData.totalpointsAvailable).toBe(800);
    expect(await ledgerSum()).toBe(800);
    expect(await t.db.selectFrom('reward_redemptions').select('id').execute()).toHaveLength(11);
  });

  it('on approval orders the vouchers and e-mails them once; codes are stored encrypted', async () => {
    await sell(1);
    const { redemptionId } = (await redeem(redeemBody([amazon100, { ...flipkart250, qty: 2 }]))).body.data;
    const approved = await decide(redemptionId, 'approve');
    expect(approved.body.data).toEqual({ vouchers: 3 });
    expect((await history()).history[0]).toMatchObject({
      transactionType: 'debit',
      points: 6_000,
      status: 1,
    });
    const outbox = (await t.call('GET', 'dev/outbox')).body.data as {
      channel: string;
      to: string;
      body: string;
    }[];
    const mails = outbox.filter((m) => m.body.startsWith('Your Galla reward vouchers'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: 'demo@galla.local' });
    const codes = [...mails[0]!.body.matchAll(/card (\d{16})/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(3);
    const stored = await t.db.selectFrom('gift_card_codes').select(['card_number_enc', 'pin_enc']).execute();
    expect(stored).toHaveLength(3);
    for (const row of stored) for (const code of codes) expect(row.card_number_enc).not.toContain(code);
    // Decided once: a second approval or a rejection changes nothing.
    expect((await decide(redemptionId, 'approve')).body).toEqual({
      status: 409,
      error: alreadyDecidedBy('approved', 'Asha Tester'),
    });
    expect((await decide(redemptionId, 'reject')).body.status).toBe(409);
    expect((await data()).retailerData.totalpointsAvailable).toBe(5_800);
  });

  it('sends the vouchers by SMS when the user has no e-mail', async () => {
    await t.db.updateTable('users').set({ email: null }).where('contact_number', '=', demoPhone).execute();
    await sell(1);
    const { redemptionId } = (await redeem(redeemBody([amazon100]))).body.data;
    await decide(redemptionId, 'approve');
    const outbox = (await t.call('GET', 'dev/outbox')).body.data as {
      channel: string;
      to: string;
      body: string;
    }[];
    expect(outbox.find((m) => m.body.startsWith('Your Galla reward vouchers'))).toMatchObject({
      channel: 'sms',
      to: demoPhone,
    });
  });

  it('on rejection returns the points as a credit row', async () => {
    await sell(1);
    const { redemptionId } = (await redeem(redeemBody([amazon100]))).body.data;
    expect((await decide(redemptionId, 'reject')).http).toBe(200);
    expect((await data()).retailerData.totalpointsAvailable).toBe(11_800);
    const rows = (await history()).history;
    expect(rows[0]).toMatchObject({ transactionType: 'credit', points: 1_000, rewardService: null });
    expect(rows[1]).toMatchObject({ transactionType: 'debit', points: 1_000, status: 2 });
  });

  it('takes one decision when an approval and a rejection race', async () => {
    await sell(1);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await redeem(redeemBody([amazon100]))).body.data.redemptionId);
    const results = await Promise.all(
      ids.flatMap((id) => [decide(id, 'approve'), decide(id, 'reject'), decide(id, 'approve')]),
    );
    expect(results.filter((r) => r.http === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.status === 409)).toHaveLength(10);
    const refunds = await t.db
      .selectFrom('reward_points')
      .select('id')
      .where('kind', '=', 'refund')
      .execute();
    const approved = await t.db
      .selectFrom('reward_redemptions')
      .select('id')
      .where('status', '=', 1)
      .execute();
    expect(refunds.length + approved.length).toBe(5);
    expect((await data()).retailerData.totalpointsAvailable).toBe(11_800 - approved.length * 1_000);
    expect(await t.db.selectFrom('gift_card_orders').select('id').execute()).toHaveLength(approved.length);
  });
});

describe('shops and rights', () => {
  it("keeps one shop's points, history and redemptions from another", async () => {
    await setting('pointsPaisePerPoint', '1');
    await sell(1);
    const other = await secondShopToken(t);
    expect((await data(other)).retailerData).toEqual({ totalpointsAvailable: 0, totalPointsEarned: 0 });
    expect((await history(1, other)).history).toEqual([]);
    expect((await redeem(redeemBody([amazon100]), other)).body.error).toBe(rewardMessages.insufficientPoints);
    expect((await data()).retailerData.totalpointsAvailable).toBe(11_800);
  });

  it('keeps rewards from a sub-user (the owner alone spends the points)', async () => {
    const contactNumber = '9000000001';
    await t.call('POST', 'user/sendOtp', { token, body: { contactNumber, type: 'ADDSUBRETAILER' } });
    await t.call('POST', 'user/addSubRetailer', {
      token,
      body: { name: 'Ravi Kumar', contactNumber, otp: await t.lastOtp(contactNumber) },
    });
    const subToken = await t.tokenFor(contactNumber);
    expect((await t.call('GET', 'rewardPoints/getRewardData', { token: subToken })).http).toBe(403);
    expect((await redeem(redeemBody([amazon100]), subToken)).http).toBe(403);
  });

  it('asks for a login', async () => {
    expect((await t.call('GET', 'rewardPoints/getRewardData')).http).toBe(401);
    expect((await t.call('POST', 'rewardPoints/postRewardPoints', { body: {} })).http).toBe(401);
  });
});
