import { alreadyDecidedBy, consoleRewardsMessages } from '@galla/contracts/console-rewards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import type { TestApp } from '../../test/test-app.js';
import { demoPhone } from '../billing/test-helpers.js';
import { amazon100, balance, flipkart250, givePoints, redeem, rewardsTestApp } from './test-helpers.js';

let t: TestApp;
let provider: { orders: number; failing: boolean };
let asha: string;
let ravi: string;
let retailer: string;
beforeEach(async () => {
  ({ t, provider } = await rewardsTestApp());
  asha = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
  ravi = (await staffAccount(t, 'Admin', { firstName: 'Ravi' })).token;
  retailer = await t.tokenFor(demoPhone);
  await givePoints(t, 20_000);
}, 120_000); // a fresh database each test: slow on a shared machine
afterEach(() => t.close());

const list = (query = '', token = asha) => t.call('GET', `admin/redemptions${query}`, { token });
const approve = (redemptionId: number, token = asha) =>
  t.call('POST', 'admin/redemptions/approve', { token, body: { redemptionId } });
const reject = (redemptionId: number, token = asha, reason = 'Shop under review') =>
  t.call('POST', 'admin/redemptions/reject', { token, body: { redemptionId, reason } });
const request = async (cards = [amazon100]) => {
  const res = await redeem(t, retailer, cards);
  expect(res.http).toBe(200);
  return res.body.data.redemptionId as number;
};
const voucherMails = async () =>
  ((await t.call('GET', 'dev/outbox')).body.data as { channel: string; to: string; body: string }[]).filter(
    (m) => m.body.startsWith('Your Galla reward vouchers'),
  );
const refunds = () => t.db.selectFrom('reward_points').select('id').where('kind', '=', 'refund').execute();

describe('the queue', () => {
  it('shows each redemption with shop, points, value, cards and when it was asked', async () => {
    const id = await request([amazon100, { ...flipkart250, qty: 2 }]);
    const res = await list();
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.rows[0]).toMatchObject({
      redemptionId: id,
      shopName: expect.any(String),
      phone: demoPhone,
      points: 6_000,
      value: 600,
      cards: [
        { sku: 'AMZPAY-100', name: 'Amazon Pay Gift Card', value: 100, qty: 1 },
        { sku: 'FLIPKART-250', name: 'Flipkart Gift Card', value: 250, qty: 2 },
      ],
      deliveryMode: 'EMAIL',
      requestedAt: t.clock.now().toISOString(),
      status: 'pending',
      decidedBy: null,
    });
  });

  it('filters by status and by the IST date asked, sorts, and pages on the server', async () => {
    const first = await request();
    const day = 86_400_000;
    t.clock.advance(day);
    const second = await request([flipkart250]);
    t.clock.advance(day);
    const third = await request();
    await approve(first);
    await reject(second);
    const ids = async (query: string) =>
      (await list(query)).body.data.rows.map((r: { redemptionId: number }) => r.redemptionId);
    expect(await ids('')).toEqual([first, second, third]);
    expect(await ids('?sortDirection=desc')).toEqual([third, second, first]);
    expect(await ids('?sortBy=points&sortDirection=desc')).toEqual([second, third, first]);
    expect(await ids('?status=pending')).toEqual([third]);
    expect(await ids('?status=approved')).toEqual([first]);
    expect(await ids('?status=rejected')).toEqual([second]);
    expect(await ids('?status=failed')).toEqual([]);
    const istDate = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const rows = (await list()).body.data.rows as { requestedAt: string }[];
    const middle = istDate(rows[1]!.requestedAt);
    expect(await ids(`?from=${middle}&to=${middle}`)).toEqual([second]);
    expect(await ids(`?from=${middle}`)).toEqual([second, third]);
    expect(await ids(`?to=${middle}`)).toEqual([first, second]);
    expect((await list('?from=2026-02-01&to=2026-01-01')).body).toEqual({
      status: 400,
      error: consoleRewardsMessages.dateRange,
    });
    expect((await list('?from=yesterday')).body.status).toBe(400);
    expect((await list('?status=lost')).body.status).toBe(400);
    expect((await list('?pageSize=20&page=2')).body.data).toEqual({ total: 3, rows: [] });
  });
});

describe('deciding', () => {
  it('approving orders the vouchers and e-mails them to the retailer through the outbox; audited', async () => {
    const id = await request([amazon100, flipkart250]);
    const res = await approve(id);
    expect(res.body).toEqual({
      status: 200,
      message: consoleRewardsMessages.approved,
      data: { vouchers: 2 },
    });
    expect(provider.orders).toBe(1);
    const mails = await voucherMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: 'demo@galla.local' });
    expect(mails[0]!.body).toContain('Flipkart Gift Card ₹250.00');
    expect((await list()).body.data.rows[0]).toMatchObject({ status: 'approved', decidedBy: 'Asha Tester' });
    expect(await balance(t, retailer)).toBe(20_000 - 3_500);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'rewardRedemption')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'redemptionApproved',
      actor_kind: 'staff',
      entity_id: String(id),
      before: '{"status":"pending"}',
      after: '{"status":"approved"}',
    });
  });

  it('rejecting refunds the points exactly once and keeps the reason', async () => {
    const id = await request([flipkart250]);
    expect(await balance(t, retailer)).toBe(17_500);
    expect((await reject(id, asha, 'Suspicious bills')).body).toEqual({
      status: 200,
      message: consoleRewardsMessages.rejected,
    });
    expect(await balance(t, retailer)).toBe(20_000);
    expect((await reject(id, ravi)).body).toEqual({
      status: 409,
      error: alreadyDecidedBy('rejected', 'Asha Tester'),
    });
    expect((await approve(id, ravi)).http).toBe(409);
    expect(await balance(t, retailer)).toBe(20_000);
    expect(await refunds()).toHaveLength(1);
    expect(provider.orders).toBe(0);
    expect((await list()).body.data.rows[0]).toMatchObject({
      status: 'rejected',
      reason: 'Suspicious bills',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'rewardRedemption')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after!))).toEqual([
      { status: 'rejected', reason: 'Suspicious bills' },
    ]);
  });

  it('two Admins approving at once: one succeeds, the other gets 409 naming who, the provider is ordered once', async () => {
    const id = await request();
    const [a, b] = await Promise.all([approve(id, asha), approve(id, ravi)]);
    const answers = [a, b].map((r) => r.http).sort();
    expect(answers).toEqual([200, 409]);
    const won = a.http === 200 ? 'Asha Tester' : 'Ravi Tester';
    expect([a, b].find((r) => r.http === 409)!.body.error).toBe(alreadyDecidedBy('approved', won));
    expect(provider.orders).toBe(1);
    expect(await voucherMails()).toHaveLength(1);
  });

  it('approve against reject, many at once: exactly one outcome each, the points right', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await request());
    const results = await Promise.all(
      ids.flatMap((id) => [approve(id, asha), reject(id, ravi), approve(id, ravi)]),
    );
    expect(results.filter((r) => r.http === 200)).toHaveLength(6);
    expect(results.filter((r) => r.http === 409)).toHaveLength(12);
    const approved = (await list('?status=approved')).body.data.total;
    const rejected = (await list('?status=rejected')).body.data.total;
    expect(approved + rejected).toBe(6);
    expect(await refunds()).toHaveLength(rejected);
    expect(provider.orders).toBe(approved);
    expect(await voucherMails()).toHaveLength(approved);
    expect(await balance(t, retailer)).toBe(20_000 - approved * 1_000);
  });

  it('when the provider fails the redemption shows as failed, and a retry sends the vouchers once', async () => {
    const id = await request();
    provider.failing = true;
    const res = await approve(id);
    expect(res.http).toBe(502);
    expect((await list('?status=failed')).body.data.rows[0]).toMatchObject({
      redemptionId: id,
      lastError: 'provider unreachable',
    });
    expect((await reject(id)).http).toBe(409);
    provider.failing = false;
    const retried = await t.call('POST', 'admin/redemptions/retry', {
      token: asha,
      body: { redemptionId: id },
    });
    expect(retried.body).toEqual({
      status: 200,
      message: consoleRewardsMessages.retried,
      data: { vouchers: 1 },
    });
    expect((await list()).body.data.rows[0]).toMatchObject({ status: 'approved', lastError: null });
    const again = await t.call('POST', 'admin/redemptions/retry', {
      token: asha,
      body: { redemptionId: id },
    });
    expect(again.body).toEqual({ status: 409, error: consoleRewardsMessages.notFailed });
    expect(await voucherMails()).toHaveLength(1);
  });

  it('refuses bad input with 400 and an unknown redemption with 404', async () => {
    const id = await request();
    expect((await reject(id, asha, ' ')).body).toEqual({ status: 400, error: consoleRewardsMessages.reason });
    expect(
      (await t.call('POST', 'admin/redemptions/approve', { token: asha, body: { redemptionId: 'x' } })).body,
    ).toEqual({ status: 400, error: consoleRewardsMessages.redemptionId });
    expect((await approve(999_999)).http).toBe(404);
    expect((await list()).body.data.rows[0].status).toBe('pending');
  });
});
