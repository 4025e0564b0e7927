import type { ConfigurationKey } from '@galla/contracts/profile';
import { messages } from '@galla/domain/messages';
import { defaultOwnerConfiguration } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

const { owner } = demoAccounts;
const forbidden = { status: 403, error: messages.forbidden };

/** Stores the owner's configuration flags the way staff settings would: the full JSON object. */
async function setFlags(changes: Partial<Record<ConfigurationKey, boolean>>) {
  await t.db
    .updateTable('users')
    .set({ configuration: JSON.stringify({ ...defaultOwnerConfiguration(), ...changes }) })
    .where('contact_number', '=', owner.phone)
    .execute();
}

// One call per flag that the flag must guard, with a body that is valid so only the flag can refuse it.
const guardedCalls: Record<string, () => ReturnType<TestApp['call']>> = {
  changePassword: () =>
    t.call('POST', 'user/changePassword', {
      token,
      body: { currentPassword: 'wrong-pass1', newPassword: 'newpass99', confirmPassword: 'newpass99' },
    }),
  myProfile: () =>
    t.call('POST', 'user/updateProfile', { token, body: { email: owner.email, firstName: 'Flagged' } }),
  addSubUser: () => t.call('GET', 'user/getSubRetailer', { token }),
  manageCategory: () =>
    t.call('POST', 'category/selectCategory', { token, body: { selectedCategory: [6], type: 'manage' } }),
};

// What each call answers once past the flag (the change-password call's current password is wrong).
const openStatus: Record<string, number> = {
  changePassword: 400,
  myProfile: 200,
  addSubUser: 200,
  manageCategory: 200,
};

describe('configuration flags are enforced by the server', () => {
  it('with changePassword, myProfile and addSubUser off those calls answer 403; getProfile still works', async () => {
    await setFlags({ changePassword: false, myProfile: false, addSubUser: false });

    expect((await guardedCalls.changePassword!()).body).toEqual(forbidden);
    expect((await guardedCalls.myProfile!()).body).toEqual(forbidden);
    expect((await guardedCalls.addSubUser!()).body).toEqual(forbidden);
    const sendOtp = await t.call('POST', 'user/sendOtp', {
      token,
      body: { contactNumber: '9000000001', type: 'ADDSUBRETAILER' },
    });
    expect(sendOtp.body).toEqual(forbidden);
    const add = await t.call('POST', 'user/addSubRetailer', {
      token,
      body: { name: 'Ravi Kumar', contactNumber: '9000000001', otp: '123456' },
    });
    expect(add.body).toEqual(forbidden);
    const del = await t.call('POST', 'user/deleteSubRetailer', { token, body: { userId: 1 } });
    expect(del.body).toEqual(forbidden);
    await expect(t.lastOtp('9000000001')).rejects.toThrow();

    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.http).toBe(200);
    expect(profile.body.data[0]).toMatchObject({ firstName: 'Rahul' });
    expect(profile.body.data[0].configuration).toEqual({
      ...defaultOwnerConfiguration(),
      changePassword: false,
      myProfile: false,
      addSubUser: false,
    });
    // The flags that stay on still open their calls.
    expect((await guardedCalls.manageCategory!()).http).toBe(200);
  });

  it('turning the flags back on restores access', async () => {
    await setFlags({ changePassword: false, myProfile: false, addSubUser: false });
    expect((await guardedCalls.myProfile!()).http).toBe(403);
    await setFlags({});

    expect((await guardedCalls.myProfile!()).body).toMatchObject({
      status: 200,
      message: messages.profileUpdated,
    });
    expect((await guardedCalls.addSubUser!()).body).toEqual({ status: 200, data: [] });
    // Past the flag, the call does its own checks.
    expect((await guardedCalls.changePassword!()).body).toEqual({
      status: 400,
      error: messages.currentPasswordWrong,
    });
    expect((await t.call('GET', 'user/getProfile', { token })).body.data[0].configuration).toEqual(
      defaultOwnerConfiguration(),
    );
  });

  it.each(Object.keys(guardedCalls))('the %s flag alone closes its call and no other', async (flag) => {
    await setFlags({ [flag]: false });
    expect((await guardedCalls[flag]!()).body).toEqual(forbidden);
    for (const other of Object.keys(guardedCalls).filter((f) => f !== flag)) {
      expect((await guardedCalls[other]!()).http).toBe(openStatus[other]);
    }
    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.body.data[0].configuration[flag]).toBe(false);
  });

  it('a flag missing from the stored JSON is on (added by a later release)', async () => {
    await t.db
      .updateTable('users')
      .set({ configuration: JSON.stringify({ myProfile: false }) })
      .where('contact_number', '=', owner.phone)
      .execute();
    expect((await guardedCalls.myProfile!()).body).toEqual(forbidden);
    expect((await guardedCalls.addSubUser!()).http).toBe(200);
    const profile = await t.call('GET', 'user/getProfile', { token });
    expect(profile.body.data[0].configuration).toEqual({ ...defaultOwnerConfiguration(), myProfile: false });
  });

  it("a sub-user's flags are capped even when stored on", async () => {
    const contactNumber = '9000000001';
    await t.call('POST', 'user/sendOtp', { token, body: { contactNumber, type: 'ADDSUBRETAILER' } });
    await t.call('POST', 'user/addSubRetailer', {
      token,
      body: { name: 'Ravi Kumar', contactNumber, otp: await t.lastOtp(contactNumber) },
    });
    const subToken = await t.tokenFor(contactNumber);
    await t.db
      .updateTable('users')
      .set({ configuration: JSON.stringify(defaultOwnerConfiguration()) })
      .where('contact_number', '=', contactNumber)
      .execute();
    expect((await t.call('GET', 'user/getSubRetailer', { token: subToken })).body).toEqual(forbidden);
    const change = await t.call('POST', 'user/changePassword', {
      token: subToken,
      body: { currentPassword: 'whatever1', newPassword: 'newpass99', confirmPassword: 'newpass99' },
    });
    expect(change.body).toEqual(forbidden);
    const config = (await t.call('GET', 'user/getProfile', { token: subToken })).body.data[0].configuration;
    expect(config).toMatchObject({ addSubUser: false, changePassword: false, reports: false, billing: true });
  });
});
