import { type APIRequestContext, expect } from '@playwright/test';
import { newestOutboxId, otpSentTo } from './support';

// A shop of a spec file's own, signed up through the API as a mobile client (so the token comes in
// the body): registration, categories, the registration OTP. Each file passes its own phone number
// (see support.ts).

export type NewShop = {
  phone: string;
  userName: string;
  email: string;
  password: string;
  firstName: string;
  tradeName: string;
};

/** POST as a mobile client; fails the test on an error answer and returns `data`. */
export async function mobilePost(api: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await api.post(`/api/v3/${path}`, {
    data,
    headers: { 'x-client': 'android', ...(token ? { 'auth-token': token } : {}) },
  });
  const body = (await response.json()) as { status: number; error?: string; data?: any };
  expect(body.error, `${path}: ${body.error}`).toBeUndefined();
  return body.data;
}

/** Signs the shop up and returns its owner's token. */
export async function signUpShop(api: APIRequestContext, shop: NewShop): Promise<string> {
  const registered = await mobilePost(api, 'user/register', {
    personalDetails: {
      firstName: shop.firstName,
      lastName: 'Rao',
      contactNumber: shop.phone,
      userName: shop.userName,
      email: shop.email,
      password: shop.password,
      confirmPassword: shop.password,
    },
    shopDetails: {
      tradeName: shop.tradeName,
      addressLine1: '3 MG Road',
      pincode: '411001',
      countryId: 1,
      stateId: 27,
      cityId: 27024,
      isGstNumber: 0,
    },
    paymentDetails: {
      shopStatus: 'proprietorship',
      shopType: 'stand alone store',
      financeFacility: 'No finance facility',
      paymentMethod: 'Cash',
      isSellOnline: 0,
      onlineStores: [],
    },
    registerType: 'Custom',
    loginType: 'Custom',
  });
  const token: string = registered.userToken;
  await mobilePost(api, 'category/selectCategory', { selectedCategory: [1, 2], type: 'register' }, token);
  const before = await newestOutboxId(api);
  await mobilePost(api, 'user/sendOtp', { type: 'REGISTRATIONOTP' }, token);
  await mobilePost(api, 'user/otpVerification', { otp: await otpSentTo(api, shop.phone, before) }, token);
  return token;
}
