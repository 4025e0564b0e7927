import { settingsMessages } from '@galla/contracts/staff-settings';
import { defaultOwnerConfiguration } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
});
afterEach(() => t.close());

const read = (token = admin) => t.call('GET', 'admin/settings', { token });
const save = (changes: object, token = admin) =>
  read(token).then(async (current) => {
    const { gstRates: _shown, ...values } = current.body.data;
    return t.call('POST', 'admin/updateSettings', { token, body: { ...values, ...changes } });
  });

describe('admin/settings', () => {
  it('shows the agreed defaults before anything is saved', async () => {
    const res = await read();
    expect(res.body.data).toMatchObject({
      retailerLogin: true,
      sms: false,
      smsRate: 10,
      smsMinPurchaseSms: 200,
      smsCharsGsm: 160,
      smsCharsUnicode: 70,
      pointsRupeesPerPoint: 100,
      pointsConversionRate: 10,
      newShopFlags: defaultOwnerConfiguration(),
    });
    expect(res.body.data.supportPhone).toMatch(/^91\d{10}$/);
    expect(res.body.data.gstRates).toContainEqual({ ratePercent: 40, since: '2025-09-22' });
    expect(res.body.data.gstRates).toContainEqual({ ratePercent: 18, since: '2017-07-01' });
  });

  it('saves rupees as paise under the agreed keys, and the flags and number apply without a restart', async () => {
    const res = await save({
      sms: true,
      smsRate: '12.50',
      pointsRupeesPerPoint: 50,
      supportPhone: '9876501234',
    });
    expect(res.body).toEqual({ status: 200, message: settingsMessages.saved });
    const rows = Object.fromEntries(
      (await t.db.selectFrom('settings').selectAll().execute()).map((r) => [r.key, r.value]),
    );
    expect(rows).toMatchObject({ sms: 'true', smsRatePaise: '1250', pointsPaisePerPoint: '5000' });
    expect(rows.smsMinPurchaseSms).toBeUndefined();
    const config = (await t.call('GET', 'static/appConfig')).body.data;
    expect(config).toMatchObject({ sms: true, supportPhone: '919876501234' });
    expect((await read()).body.data).toMatchObject({ smsRate: 12.5, pointsRupeesPerPoint: 50 });
  });

  it('records each changed key in the audit log with who, before and after', async () => {
    await save({ smsRate: 12, retailerLogin: false });
    const log = (await t.call('GET', 'admin/auditLog', { token: admin })).body.data.rows;
    expect(log).toHaveLength(2);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'settingChanged',
          entityId: 'smsRatePaise',
          before: '1000',
          after: '1200',
          actorName: 'Asha Tester',
        }),
        expect.objectContaining({ entityId: 'retailerLogin', before: 'true', after: 'false' }),
      ]),
    );
  });

  it('new shops start with the page flags chosen here', async () => {
    await save({ newShopFlags: { ...defaultOwnerConfiguration(), expenses: false } });
    const pune = (await t.call('GET', 'user/pincode/411001')).body.data;
    const res = await t.call('POST', 'user/register', {
      body: {
        personalDetails: {
          firstName: 'Meena',
          lastName: 'Iyer',
          contactNumber: '9123456780',
          userName: 'meena.iyer',
          email: 'meena@example.com',
          password: 'meena1234',
          confirmPassword: 'meena1234',
        },
        shopDetails: {
          tradeName: 'Iyer Footwear',
          addressLine1: '14 FC Road',
          pincode: '411001',
          countryId: 1,
          stateId: pune.stateId,
          cityId: pune.cityId,
          isGstNumber: 0,
        },
        paymentDetails: {
          shopStatus: 'proprietorship',
          shopType: 'stand alone store',
          financeFacility: 'No finance facility',
          paymentMethod: 'Cash/Credit/Debit',
          isSellOnline: 0,
        },
        registerType: 'Custom',
      },
    });
    expect(res.body.status).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('configuration')
      .where('contact_number', '=', '9123456780')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.configuration)).toMatchObject({ expenses: false, billing: true });
  });

  it.each([
    [{ smsRate: 0 }, settingsMessages.smsRate],
    [{ smsRate: '10.555' }, settingsMessages.smsRate],
    [{ smsMinPurchaseSms: 0 }, settingsMessages.smsMinPurchase],
    [{ smsCharsGsm: 200 }, settingsMessages.smsCharsGsm],
    [{ smsCharsUnicode: 71 }, settingsMessages.smsCharsUnicode],
    [{ pointsRupeesPerPoint: 99.5 }, settingsMessages.pointsRupees],
    [{ pointsConversionRate: 0 }, settingsMessages.conversionRate],
    [{ supportPhone: '12345' }, settingsMessages.supportPhone],
    [{ supportPhone: '449876501234' }, settingsMessages.supportPhone],
  ])('refuses %j and changes nothing', async (changes, error) => {
    const res = await save(changes);
    expect(res.body).toEqual({ status: 400, error });
    expect(await t.db.selectFrom('settings').selectAll().execute()).toEqual([]);
  });
});
