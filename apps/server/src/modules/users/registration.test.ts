import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let pune: { stateId: number; cityId: number };
beforeEach(async () => {
  t = await createTestApp();
  pune = (await t.call('GET', 'user/pincode/411001')).body.data;
});
afterEach(async () => {
  await t.close();
});

function signUp(overrides: { personal?: object; shop?: object; payment?: object; top?: object } = {}) {
  return {
    personalDetails: {
      firstName: 'Meena',
      lastName: 'Iyer',
      contactNumber: '9123456780',
      userName: 'meena.iyer',
      email: 'meena@example.com',
      password: 'meena1234',
      confirmPassword: 'meena1234',
      ...overrides.personal,
    },
    shopDetails: {
      tradeName: 'Iyer Footwear',
      addressLine1: '14 FC Road',
      pincode: '411001',
      countryId: 1,
      stateId: pune.stateId,
      cityId: pune.cityId,
      isGstNumber: 0,
      ...overrides.shop,
    },
    paymentDetails: {
      shopStatus: 'proprietorship',
      shopType: 'stand alone store',
      financeFacility: 'No finance facility',
      paymentMethod: 'Cash/Credit/Debit',
      isSellOnline: 0,
      ...overrides.payment,
    },
    registerType: 'Custom',
    ...overrides.top,
  };
}

describe('sign-up', () => {
  it('registers, then categories (isRegister 2), then OTP (3), then the shop works', async () => {
    const res = await t.call('POST', 'user/register', { body: signUp() });
    expect(res.body).toMatchObject({ status: 200, message: messages.registered });
    const token = res.body.data.userToken as string;
    expect(res.body.data.userData[0]).toMatchObject({
      isRegister: 1,
      tradeName: 'Iyer Footwear',
      city: 'Pune',
      isGstNumber: 0,
    });

    // Until sign-up is complete, the shop's calls are refused.
    expect((await t.call('GET', 'user/notificationCount', { token })).body.error).toBe(
      messages.registrationIncomplete,
    );

    const categories = (await t.call('GET', 'category/categoryList')).body.data as { categoryId: number }[];
    const chosen = categories.slice(3, 6).map((c) => c.categoryId);
    const select = await t.call('POST', 'category/selectCategory', {
      token,
      body: { selectedCategory: chosen, type: 'register' },
    });
    expect(select.body).toEqual({ status: 200, message: messages.categoriesSaved });
    expect((await t.call('GET', 'user/getProfile', { token })).body.data[0].isRegister).toBe(2);

    await t.call('POST', 'user/sendOtp', { token, body: { type: 'REGISTRATIONOTP' } });
    const verify = await t.call('POST', 'user/otpVerification', {
      token,
      body: { otp: await t.lastOtp('9123456780') },
    });
    expect(verify.body.status).toBe(200);
    expect((await t.call('GET', 'user/getProfile', { token })).body.data[0].isRegister).toBe(3);
    expect((await t.call('GET', 'user/notificationCount', { token })).body.data).toEqual({ count: 0 });

    const login = await t.call('POST', 'user/login', {
      body: { email: 'meena.iyer', password: 'meena1234' },
    });
    expect(login.body.status).toBe(200);
  });

  it('a GST shop gets its GSTIN checked and normalised, and the legal name defaults to the shop name', async () => {
    const bad = await t.call('POST', 'user/register', {
      body: signUp({ shop: { isGstNumber: 1, gstNumber: '27AAPFU0939F1ZO' } }),
    });
    expect(bad.body).toEqual({ status: 400, error: messages.gstInvalid });
    const missing = await t.call('POST', 'user/register', { body: signUp({ shop: { isGstNumber: 1 } }) });
    expect(missing.body).toEqual({ status: 400, error: messages.fillAllFields });
    const good = await t.call('POST', 'user/register', {
      body: signUp({ shop: { isGstNumber: 1, gstNumber: '27aapfu0939f1zv' } }),
    });
    expect(good.body.data.userData[0]).toMatchObject({
      isGstNumber: 1,
      gstNumber: '27AAPFU0939F1ZV',
      legalName: 'Iyer Footwear',
    });
  });

  it.each([
    [{ personal: { firstName: '' } }, messages.fillAllStarFields],
    [{ personal: { email: undefined } }, messages.fillAllStarFields],
    [{ personal: { confirmPassword: 'other1234' } }, messages.passwordMismatch],
    [{ personal: { password: undefined, confirmPassword: undefined } }, messages.fillAllStarFields],
    [{ personal: { contactNumber: '91234' } }, messages.mobileInvalid],
    [{ shop: { tradeName: '' } }, messages.fillAllFields],
    [{ shop: { addressLine1: ' ' } }, messages.fillAllFields],
    [{ shop: { countryId: 2 } }, messages.indiaOnly],
    [{ shop: { cinNumber: 'U12AB' } }, messages.cinDigits],
    [{ shop: { pincode: '000000' } }, messages.pincodeCheck],
    [{ shop: { cityId: 7001 } }, messages.fillAllFields],
    [{ payment: { shopType: 'kiosk' } }, messages.fillAllFields],
    [{ payment: { paymentMethod: 'Barter' } }, messages.fillAllFields],
    [{ payment: { isSellOnline: 1, onlineStores: [] } }, messages.fillAllFields],
  ])('validates %j', async (overrides, error) => {
    const res = await t.call('POST', 'user/register', { body: signUp(overrides) });
    expect(res.body).toEqual({ status: 400, error });
    expect(
      (await t.call('POST', 'user/login', { body: { email: 'meena.iyer', password: 'meena1234' } })).body
        .status,
    ).toBe(300);
  });

  it('refuses a taken user name, e-mail or mobile, before and at registration', async () => {
    const cases = [
      [{ userName: 'DEMO' }, messages.userNameTaken],
      [{ email: demoAccounts.owner.email }, messages.emailTaken],
      [{ contactNumber: demoAccounts.owner.phone }, messages.contactTaken],
    ] as const;
    for (const [personal, error] of cases) {
      const check = await t.call('POST', 'user/validateUserName', {
        body: { ...signUp().personalDetails, ...personal },
      });
      expect(check.body).toEqual({ status: 400, error });
      expect((await t.call('POST', 'user/register', { body: signUp({ personal }) })).body).toEqual({
        status: 400,
        error,
      });
    }
    const free = await t.call('POST', 'user/validateUserName', { body: signUp().personalDetails });
    expect(free.body.status).toBe(200);
  });

  it('refuses one of the most common passwords, whatever its case, and creates nothing', async () => {
    for (const password of ['password1', 'IloveYou1']) {
      const res = await t.call('POST', 'user/register', {
        body: signUp({ personal: { password, confirmPassword: password } }),
      });
      expect(res.body).toEqual({ status: 400, error: messages.commonPassword });
    }
    const free = await t.call('POST', 'user/validateUserName', { body: signUp().personalDetails });
    expect(free.body.status).toBe(200);
  });

  it('two identical sign-ups at once make one account', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', 'user/register', { body: signUp() })),
    );
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    const shops = await t.db
      .selectFrom('users')
      .select('id')
      .where('contact_number', '=', '9123456780')
      .execute();
    expect(shops).toHaveLength(1);
  });
});

describe('Google and Facebook', () => {
  const mint = async (provider: 'Google' | 'Facebook', socialId: string, email: string) =>
    (await t.call('POST', 'dev/socialToken', { body: { provider, socialId, email, name: 'Kavya Rao' } })).body
      .data.token as string;

  it('a new social user gets 300 with the details to fill in, signs up, then logs in', async () => {
    const token = await mint('Google', 'g-5551', 'kavya@example.com');
    const first = await t.call('POST', 'user/login', { body: { loginType: 'Google', socialToken: token } });
    expect(first.body).toEqual({
      status: 300,
      message: messages.notRegistered,
      data: { loginType: 'Google', socialId: 'g-5551', email: 'kavya@example.com', name: 'Kavya Rao' },
    });

    const reg = await t.call('POST', 'user/register', {
      body: signUp({
        personal: {
          password: undefined,
          confirmPassword: undefined,
          email: 'kavya@example.com',
          userName: 'kavya',
        },
        top: { registerType: 'Social', loginType: 'Google', socialToken: token },
      }),
    });
    expect(reg.body.data.userData[0]).toMatchObject({ loginType: 'Google', email: 'kavya@example.com' });

    const again = await t.call('POST', 'user/login', {
      body: { loginType: 'Google', socialToken: await mint('Google', 'g-5551', 'x') },
    });
    expect(again.body.status).toBe(200);
    expect(again.body.data.userData[0].userName).toBe('kavya');
    // The same id at the other provider is somebody else.
    const facebook = await t.call('POST', 'user/login', {
      body: { loginType: 'Facebook', socialToken: await mint('Facebook', 'g-5551', 'x') },
    });
    expect(facebook.body.status).toBe(300);
  });

  it('refuses a missing or forged provider token', async () => {
    expect(
      (await t.call('POST', 'user/login', { body: { loginType: 'Google', socialId: 'x' } })).body.error,
    ).toBe(messages.socialTokenInvalid);
    const forged = await t.call('POST', 'user/login', {
      body: { loginType: 'Facebook', socialToken: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
    });
    expect(forged.body).toEqual({ status: 400, error: messages.socialTokenInvalid });
    const reg = await t.call('POST', 'user/register', {
      body: signUp({
        personal: { password: undefined },
        top: { registerType: 'Social', loginType: 'Google', socialToken: 'bad' },
      }),
    });
    expect(reg.body.error).toBe(messages.socialTokenInvalid);
  });
});
