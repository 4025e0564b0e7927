import { consoleRewardsMessages } from '@galla/contracts/console-rewards';
import { settingsMessages } from '@galla/contracts/staff-settings';
import { staffRoles } from '@galla/domain/permissions';
import { rewardMessages } from '@galla/domain/rewards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import type { TestApp } from '../../test/test-app.js';
import { demoPhone } from '../billing/test-helpers.js';
import { amazon100, balance, givePoints, redeem, rewardsTestApp } from './test-helpers.js';

let t: TestApp;
let admin: string;
let retailer: string;
beforeEach(async () => {
  ({ t } = await rewardsTestApp());
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
  retailer = await t.tokenFor(demoPhone);
}, 120_000); // a fresh database each test: slow on a shared machine
afterEach(() => t.close());

const settings = (token = admin) => t.call('GET', 'admin/rewards/settings', { token });
const saveSettings = (body: object, token = admin) =>
  t.call('POST', 'admin/rewards/updateSettings', {
    token,
    body: { pointsRupeesPerPoint: 100, pointsConversionRate: 10, surveyRewardSku: null, ...body },
  });
const cards = (query = '', token = admin) => t.call('GET', `admin/rewards/giftCards${query}`, { token });
const setCard = (sku: string, enabled: boolean, token = admin) =>
  t.call('POST', 'admin/rewards/setGiftCard', { token, body: { sku, enabled } });
const offered = async () =>
  (
    await t.call('POST', 'rewardPoints/getCategories', { token: retailer, body: { limit: 100, offset: 0 } })
  ).body.data._embedded.product.map((p: { sku: string }) => p.sku) as string[];
const auditOf = (entity: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

describe('who may open Rewards and Rewards approval', () => {
  const calls: [string, string, object?][] = [
    ['GET', 'admin/rewards/settings'],
    [
      'POST',
      'admin/rewards/updateSettings',
      { pointsRupeesPerPoint: 100, pointsConversionRate: 10, surveyRewardSku: null },
    ],
    ['GET', 'admin/rewards/giftCards'],
    ['POST', 'admin/rewards/setGiftCard', { sku: 'AMZPAY-100', enabled: true }],
    ['GET', 'admin/redemptions'],
    ['POST', 'admin/redemptions/approve', { redemptionId: 1 }],
    ['POST', 'admin/redemptions/reject', { redemptionId: 1, reason: 'Not allowed' }],
    ['POST', 'admin/redemptions/retry', { redemptionId: 1 }],
  ];

  it.each(staffRoles.filter((role) => role !== 'Admin'))('refuses a %s every call with 403', async (role) => {
    const { token } = await staffAccount(t, role);
    for (const [method, path, body] of calls) {
      const res = await t.call(method as 'GET' | 'POST', path, { token, body });
      expect([path, res.http]).toEqual([path, 403]);
    }
  });

  it('refuses a retailer (403) and a caller without a session (401)', async () => {
    for (const [method, path, body] of calls) {
      expect((await t.call(method as 'GET' | 'POST', path, { token: retailer, body })).http).toBe(403);
      expect((await t.call(method as 'GET' | 'POST', path, { body })).http).toBe(401);
    }
  });

  it('lets an Admin make every call (404 only for the redemption that does not exist)', async () => {
    const answers = [];
    for (const [method, path, body] of calls) {
      answers.push((await t.call(method as 'GET' | 'POST', path, { token: admin, body })).http);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 404, 404, 404]);
  });
});

describe('the points rule, the conversion rate and the survey card', () => {
  it('shows the settings page’s figures and every card of the catalogue', async () => {
    const res = await settings();
    expect(res.body.data).toMatchObject({
      pointsRupeesPerPoint: 100,
      pointsConversionRate: 10,
      surveyRewardSku: null,
    });
    expect(res.body.data.cards).toContainEqual({
      sku: 'AMZPAY-100',
      name: 'Amazon Pay Gift Card',
      value: 100,
    });
  });

  it('saves through the settings service: same keys, audited, read by the Settings page and retailers', async () => {
    const res = await saveSettings({
      pointsRupeesPerPoint: '50',
      pointsConversionRate: 20,
      surveyRewardSku: 'FLIPKART-250',
    });
    expect(res.body).toEqual({ status: 200, message: consoleRewardsMessages.saved });
    const rows = Object.fromEntries(
      (await t.db.selectFrom('settings').selectAll().execute()).map((r) => [r.key, r.value]),
    );
    expect(rows).toMatchObject({
      pointsPaisePerPoint: '5000',
      pointsConversionRate: '20',
      surveyReward: '{"sku":"FLIPKART-250"}',
    });
    expect((await t.call('GET', 'admin/settings', { token: admin })).body.data).toMatchObject({
      pointsRupeesPerPoint: 50,
      pointsConversionRate: 20,
    });
    expect(
      (await t.call('GET', 'rewardPoints/getRewardData', { token: retailer })).body.data.conversionRate,
    ).toBe('20_points_per_rupee');
    expect((await settings()).body.data.surveyRewardSku).toBe('FLIPKART-250');
    const flagged = (await cards('?pageSize=100')).body.data.rows.filter(
      (c: { surveyReward: boolean }) => c.surveyReward,
    );
    expect(flagged.map((c: { sku: string }) => c.sku)).toEqual(['FLIPKART-250']);
    const audit = await auditOf('settings');
    expect(audit.map((a) => [a.entity_id, a.before, a.after])).toEqual([
      ['pointsPaisePerPoint', '"10000"', '"5000"'],
      ['pointsConversionRate', '"10"', '"20"'],
      ['surveyReward', 'null', '"{\\"sku\\":\\"FLIPKART-250\\"}"'],
    ]);
    // Saved again unchanged: nothing more is written.
    await saveSettings({
      pointsRupeesPerPoint: 50,
      pointsConversionRate: 20,
      surveyRewardSku: 'FLIPKART-250',
    });
    expect(await auditOf('settings')).toHaveLength(3);
  });

  it('without a chosen card the survey wins the cheapest', async () => {
    const flagged = (await cards('?pageSize=100')).body.data.rows.filter(
      (c: { surveyReward: boolean }) => c.surveyReward,
    );
    expect(flagged.map((c: { sku: string }) => c.sku)).toEqual(['AMZPAY-50']);
  });

  it.each([
    [{ pointsRupeesPerPoint: 0 }, settingsMessages.pointsRupees],
    [{ pointsConversionRate: 1001 }, settingsMessages.conversionRate],
    [{ surveyRewardSku: 'NOPE' }, consoleRewardsMessages.noSuchCard],
  ])('refuses %j with 400 and changes nothing', async (body, error) => {
    expect((await saveSettings(body)).body).toEqual({ status: 400, error });
    expect(await t.db.selectFrom('settings').select('key').execute()).toEqual([]);
  });
});

describe('the gift-card catalogue and which cards retailers may redeem', () => {
  it('lists the provider’s cards with value and image, sorted, searched and paged on the server', async () => {
    const all = (await cards('?pageSize=20&sortBy=value&sortDirection=desc')).body.data;
    expect(all.total).toBe(7);
    expect(all.rows[0]).toEqual({
      sku: 'MYNTRA-500',
      name: 'Myntra Gift Card',
      value: 500,
      imageUrl: null,
      enabled: true,
      surveyReward: false,
    });
    expect(all.rows.map((r: { value: number }) => r.value)).toEqual([500, 500, 300, 250, 200, 100, 50]);
    const amazon = (await cards('?search=amazon&sortBy=sku')).body.data;
    expect(amazon.rows.map((r: { sku: string }) => r.sku)).toEqual(['AMZPAY-100', 'AMZPAY-50', 'AMZPAY-500']);
    expect((await cards('?page=2&pageSize=20')).body.data).toEqual({ total: 7, rows: [] });
    expect((await cards('?pageSize=7')).body.error).toBe('Choose 20, 50 or 100 rows');
  });

  it('a disabled card is not offered to retailers nor redeemable; enabling offers it again; audited', async () => {
    await givePoints(t, 5_000);
    expect(await offered()).toContain('AMZPAY-100');
    expect((await setCard('AMZPAY-100', false)).body).toEqual({
      status: 200,
      message: consoleRewardsMessages.cardDisabled,
    });
    expect(await offered()).not.toContain('AMZPAY-100');
    expect((await redeem(t, retailer, [amazon100])).body).toEqual({
      status: 400,
      error: rewardMessages.noSuchGiftCard,
    });
    expect(await balance(t, retailer)).toBe(5_000);
    expect((await cards('?enabled=no')).body.data.rows.map((r: { sku: string }) => r.sku)).toEqual([
      'AMZPAY-100',
    ]);
    // Disabling twice writes nothing more.
    await setCard('AMZPAY-100', false);
    await setCard('AMZPAY-100', true);
    expect(await offered()).toContain('AMZPAY-100');
    expect((await redeem(t, retailer, [amazon100])).http).toBe(200);
    const audit = await auditOf('giftCard');
    expect(audit.map((a) => [a.action, a.entity_id, a.before, a.after])).toEqual([
      ['giftCardDisabled', 'AMZPAY-100', '{"enabled":true}', '{"enabled":false}'],
      ['giftCardEnabled', 'AMZPAY-100', '{"enabled":false}', '{"enabled":true}'],
    ]);
  });

  it('two Admins switching two cards at once keep both switches', async () => {
    const other = (await staffAccount(t, 'Admin')).token;
    await Promise.all([setCard('AMZPAY-100', false), setCard('MYNTRA-500', false, other)]);
    expect((await cards('?enabled=no&sortBy=sku')).body.data.rows.map((r: { sku: string }) => r.sku)).toEqual(
      ['AMZPAY-100', 'MYNTRA-500'],
    );
  });

  it('refuses a card the provider does not have', async () => {
    expect((await setCard('NOPE', false)).body).toEqual({
      status: 400,
      error: consoleRewardsMessages.noSuchCard,
    });
    expect(
      (await t.call('POST', 'admin/rewards/setGiftCard', { token: admin, body: { sku: 'AMZPAY-100' } })).http,
    ).toBe(400);
  });
});
