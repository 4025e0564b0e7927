import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

// The guards run when the request arrives (onRequest), before its body is read or validated: a
// caller without a valid session learns only that it must log in. Before, `user/changePassword {}`
// without a token answered 400 'Please enter your current password'.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const unauthorized = { status: 401, error: messages.unauthorized };

describe('authentication before validation', () => {
  it('answers 401 to an empty body without a token, or with a forged one', async () => {
    expect((await t.call('POST', 'user/changePassword', { body: {} })).body).toEqual(unauthorized);
    const forged = await t.call('POST', 'user/changePassword', {
      body: {},
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
    });
    expect(forged.body).toEqual(unauthorized);
    expect((await t.call('POST', 'billing/saveInvoice', { body: { productDetails: 'x' } })).body).toEqual(
      unauthorized,
    );
  });

  it('answers 401 before reading a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/inventory/addModel',
      payload: '{"modelName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toEqual(unauthorized);
  });

  it('still validates the body of a signed-in caller', async () => {
    const token = await t.tokenFor(demoAccounts.owner.phone);
    const res = await t.call('POST', 'user/changePassword', { body: {}, token });
    expect(res.http).toBe(400);
  });
});
