import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ownerToken: string;
beforeEach(async () => {
  t = await createTestApp();
  ownerToken = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

const RAVI = '9000000001';
const SUNITA = '9000000002';
const RESEND_LOCK_MS = 30_000;

const sendOtp = (body: Record<string, unknown>, token = ownerToken) =>
  t.call('POST', 'user/sendOtp', { token, body });
const list = (token = ownerToken) => t.call('GET', 'user/getSubRetailer', { token });
const addSubRetailer = (body: Record<string, unknown>, token = ownerToken) =>
  t.call('POST', 'user/addSubRetailer', { token, body });
const editSubRetailer = (body: Record<string, unknown>, token = ownerToken) =>
  t.call('POST', 'user/editSubRetailer', { token, body });
const deleteSubRetailer = (userId: number, token = ownerToken) =>
  t.call('POST', 'user/deleteSubRetailer', { token, body: { userId } });
const getProfile = (token: string) => t.call('GET', 'user/getProfile', { token });

/** The owner's add flow: OTP to the new number, then add with that OTP. Returns the new user's id. */
async function add(name: string, contactNumber: string): Promise<number> {
  const sent = await sendOtp({ contactNumber, type: 'ADDSUBRETAILER' });
  expect(sent.body).toMatchObject({ status: 200, message: messages.otpSent });
  const added = await addSubRetailer({ name, contactNumber, otp: await t.lastOtp(contactNumber) });
  expect(added.body).toEqual({ status: 200, message: messages.subUserAdded });
  const row = (await list()).body.data.find(
    (u: { contactNumber: string }) => u.contactNumber === contactNumber,
  );
  return row.userId;
}

/** The sub-user's own phone login: LOGIN OTP, then user/login. */
async function logIn(contactNumber: string) {
  t.clock.advance(RESEND_LOCK_MS);
  const sent = await t.call('POST', 'user/sendOtp', { body: { contactNumber, type: 'LOGIN' } });
  expect(sent.body.status).toBe(200);
  const res = await t.call('POST', 'user/login', {
    body: { contactNumber, otp: await t.lastOtp(contactNumber) },
  });
  expect(res.body.status).toBe(200);
  return res.body.data as { userToken: string; userId: number; userData: any[] };
}

/** A code that is certainly not the one just sent to the number. */
const wrongCodeFor = async (contactNumber: string) =>
  (await t.lastOtp(contactNumber)) === '000000' ? '111111' : '000000';

describe('adding a sub-user', () => {
  it('the list starts empty', async () => {
    expect((await list()).body).toEqual({ status: 200, data: [] });
  });

  it('OTP, add, list; the sub-user logs in by OTP with the capped rights of a sub-user', async () => {
    const userId = await add('Ravi Kumar', RAVI);
    expect((await list()).body.data).toEqual([
      { userId, firstName: 'Ravi', lastName: 'Kumar', contactNumber: RAVI },
    ]);

    const session = await logIn(RAVI);
    expect(session.userId).toBe(userId);
    const profile = session.userData[0];
    expect(profile).toMatchObject({
      userType: 'subRetailer',
      contactNumber: RAVI,
      firstName: 'Ravi',
      lastName: 'Kumar',
      tradeName: demoAccounts.shopName,
      isRegister: 3,
      isOnboard: 1,
    });
    expect(profile.configuration).toMatchObject({
      billing: true,
      manageInventory: true,
      myProfile: true,
      reports: false,
      addSubUser: false,
      changePassword: false,
      manageCategory: false,
      rewardPoints: false,
      sendSms: false,
    });
    expect((await getProfile(session.userToken)).body.data[0].configuration).toEqual(profile.configuration);
  });

  it('a sub-user cannot manage sub-users nor edit the profile', async () => {
    await add('Ravi Kumar', RAVI);
    const { userToken } = await logIn(RAVI);
    const forbidden = { status: 403, error: messages.forbidden };

    expect((await list(userToken)).body).toEqual(forbidden);
    expect((await sendOtp({ contactNumber: SUNITA, type: 'ADDSUBRETAILER' }, userToken)).body).toEqual(
      forbidden,
    );
    expect(
      (await addSubRetailer({ name: 'Sunita Devi', contactNumber: SUNITA, otp: '123456' }, userToken)).body,
    ).toEqual(forbidden);
    const self = await t.userIdOf(RAVI);
    expect((await deleteSubRetailer(self, userToken)).body).toEqual(forbidden);
    const profile = await t.call('POST', 'user/updateProfile', {
      token: userToken,
      body: { email: 'ravi@example.com', firstName: 'Boss' },
    });
    expect(profile.body).toEqual(forbidden);
    expect((await getProfile(userToken)).body.data[0]).toMatchObject({ firstName: 'Ravi', email: null });
    expect((await list()).body.data).toHaveLength(1);
  });

  it.each([
    ['R', messages.subUserName],
    ['R'.repeat(31), messages.subUserName],
    ['Ravi 2', messages.subUserName],
    ['Ravi_Kumar', messages.subUserName],
    ['', messages.subUserName],
  ])('refuses the name %j', async (name, error) => {
    await sendOtp({ contactNumber: RAVI, type: 'ADDSUBRETAILER' });
    const res = await addSubRetailer({ name, contactNumber: RAVI, otp: await t.lastOtp(RAVI) });
    expect(res.body).toEqual({ status: 400, error });
    expect((await list()).body.data).toEqual([]);
  });

  it('accepts names of 2 and of 30 letters', async () => {
    await add('Ra', RAVI);
    await add(`Sunita ${'D'.repeat(23)}`, SUNITA);
    expect((await list()).body.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Ra', 'Sunita']);
  });

  it.each(['900000001', '90000000011', '90000abcde'])(
    'refuses the mobile number %s',
    async (contactNumber) => {
      const error = { status: 400, error: messages.mobileInvalid };
      expect((await sendOtp({ contactNumber, type: 'ADDSUBRETAILER' })).body).toEqual(error);
      expect((await addSubRetailer({ name: 'Ravi Kumar', contactNumber, otp: '123456' })).body).toEqual(
        error,
      );
    },
  );

  it('refuses a number that is already registered, at sendOtp and at add', async () => {
    for (const taken of [demoAccounts.owner.phone, demoAccounts.notOnboarded.phone]) {
      expect((await sendOtp({ contactNumber: taken, type: 'ADDSUBRETAILER' })).body).toEqual({
        status: 400,
        error: messages.contactTaken,
      });
    }
    await add('Ravi Kumar', RAVI);
    t.clock.advance(RESEND_LOCK_MS);
    expect((await sendOtp({ contactNumber: RAVI, type: 'ADDSUBRETAILER' })).body.error).toBe(
      messages.contactTaken,
    );
    const again = await addSubRetailer({ name: 'Ravi Again', contactNumber: RAVI, otp: '123456' });
    expect(again.body).toEqual({ status: 400, error: messages.contactTaken });
    expect((await list()).body.data).toHaveLength(1);
  });

  it('a wrong OTP creates no user', async () => {
    await sendOtp({ contactNumber: RAVI, type: 'ADDSUBRETAILER' });
    const res = await addSubRetailer({
      name: 'Ravi Kumar',
      contactNumber: RAVI,
      otp: await wrongCodeFor(RAVI),
    });
    expect(res.body).toEqual({ status: 400, error: messages.wrongOtp });
    expect((await list()).body.data).toEqual([]);
    const login = await t.call('POST', 'user/sendOtp', { body: { contactNumber: RAVI, type: 'LOGIN' } });
    expect(login.body).toEqual({ status: 300, message: messages.notRegistered });
  });

  it('an OTP sent for another number does not add this one', async () => {
    await sendOtp({ contactNumber: RAVI, type: 'ADDSUBRETAILER' });
    const res = await addSubRetailer({
      name: 'Sunita Devi',
      contactNumber: SUNITA,
      otp: await t.lastOtp(RAVI),
    });
    expect(res.body).toEqual({ status: 400, error: messages.wrongOtp });
    expect((await list()).body.data).toEqual([]);
  });
});

describe('editing a sub-user', () => {
  it('a new name and number (OTP to the new number) ends the sessions of the old number', async () => {
    const userId = await add('Ravi Kumar', RAVI);
    const { userToken: oldToken } = await logIn(RAVI);

    const sent = await sendOtp({ contactNumber: SUNITA, type: 'EDITSUBRETAILER', userId });
    expect(sent.body.status).toBe(200);
    const res = await editSubRetailer({
      userId,
      name: 'Sunita Devi',
      contactNumber: SUNITA,
      otp: await t.lastOtp(SUNITA),
    });
    expect(res.body).toEqual({ status: 200, message: messages.subUserUpdated });
    expect((await list()).body.data).toEqual([
      { userId, firstName: 'Sunita', lastName: 'Devi', contactNumber: SUNITA },
    ]);

    expect((await getProfile(oldToken)).http).toBe(401);
    const fresh = await logIn(SUNITA);
    expect(fresh.userId).toBe(userId);
    const oldNumber = await t.call('POST', 'user/sendOtp', { body: { contactNumber: RAVI, type: 'LOGIN' } });
    expect(oldNumber.body.status).toBe(300);
  });

  it('a name-only change keeps the sub-user signed in', async () => {
    const userId = await add('Ravi Kumar', RAVI);
    const { userToken } = await logIn(RAVI);
    t.clock.advance(RESEND_LOCK_MS);
    await sendOtp({ contactNumber: RAVI, type: 'EDITSUBRETAILER', userId });
    const res = await editSubRetailer({
      userId,
      name: 'Ravi Shankar',
      contactNumber: RAVI,
      otp: await t.lastOtp(RAVI),
    });
    expect(res.body.status).toBe(200);
    expect((await getProfile(userToken)).body.data[0]).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Shankar',
    });
  });

  it("refuses a wrong OTP, or another user's number, and changes nothing", async () => {
    const userId = await add('Ravi Kumar', RAVI);
    const before = (await list()).body.data;

    await sendOtp({ contactNumber: SUNITA, type: 'EDITSUBRETAILER', userId });
    const wrong = await editSubRetailer({
      userId,
      name: 'Sunita Devi',
      contactNumber: SUNITA,
      otp: await wrongCodeFor(SUNITA),
    });
    expect(wrong.body).toEqual({ status: 400, error: messages.wrongOtp });

    const taken = demoAccounts.notOnboarded.phone;
    expect((await sendOtp({ contactNumber: taken, type: 'EDITSUBRETAILER', userId })).body.error).toBe(
      messages.contactTaken,
    );
    const res = await editSubRetailer({ userId, name: 'Priya', contactNumber: taken, otp: '123456' });
    expect(res.body).toEqual({ status: 400, error: messages.contactTaken });
    expect((await list()).body.data).toEqual(before);
  });

  it('an ADDSUBRETAILER code does not serve an edit', async () => {
    const userId = await add('Ravi Kumar', RAVI);
    await sendOtp({ contactNumber: SUNITA, type: 'ADDSUBRETAILER' });
    const res = await editSubRetailer({
      userId,
      name: 'Sunita',
      contactNumber: SUNITA,
      otp: await t.lastOtp(SUNITA),
    });
    expect(res.body).toEqual({ status: 400, error: messages.wrongOtp });
    expect((await list()).body.data[0].contactNumber).toBe(RAVI);
  });

  it('an EDITSUBRETAILER OTP needs the sub-user id', async () => {
    await add('Ravi Kumar', RAVI);
    const res = await sendOtp({ contactNumber: SUNITA, type: 'EDITSUBRETAILER' });
    expect(res.body).toEqual({ status: 404, error: messages.subUserNotFound });
    await expect(t.lastOtp(SUNITA)).rejects.toThrow();
  });

  it("the owner's own id is no sub-user", async () => {
    const ownerId = await t.userIdOf(demoAccounts.owner.phone);
    const sent = await sendOtp({ contactNumber: SUNITA, type: 'EDITSUBRETAILER', userId: ownerId });
    expect(sent.body).toEqual({ status: 404, error: messages.subUserNotFound });
    expect((await deleteSubRetailer(ownerId)).body).toEqual({ status: 404, error: messages.subUserNotFound });
    expect((await getProfile(ownerToken)).http).toBe(200);
  });
});

describe('deleting a sub-user', () => {
  it('ends their session at once, removes them from the list, and frees the number', async () => {
    const userId = await add('Ravi Kumar', RAVI);
    const { userToken } = await logIn(RAVI);

    const res = await deleteSubRetailer(userId);
    expect(res.body).toEqual({ status: 200, message: messages.subUserDeleted });
    expect((await getProfile(userToken)).http).toBe(401);
    expect((await list()).body.data).toEqual([]);
    const login = await t.call('POST', 'user/sendOtp', { body: { contactNumber: RAVI, type: 'LOGIN' } });
    expect(login.body.status).toBe(300);
    expect((await deleteSubRetailer(userId)).body).toEqual({ status: 404, error: messages.subUserNotFound });

    t.clock.advance(RESEND_LOCK_MS);
    const again = await add('Ravi Kumar', RAVI);
    expect(again).not.toBe(userId);
    expect((await list()).body.data).toEqual([
      { userId: again, firstName: 'Ravi', lastName: 'Kumar', contactNumber: RAVI },
    ]);
    expect((await logIn(RAVI)).userId).toBe(again);
  });
});

describe("another shop's owner", () => {
  it("cannot list, edit or delete this shop's sub-user", async () => {
    const userId = await add('Ravi Kumar', RAVI);
    const { userToken: subToken } = await logIn(RAVI);

    const otherToken = await t.tokenFor(demoAccounts.notOnboarded.phone);
    const onboarded = await t.call('POST', 'user/onboard', {
      token: otherToken,
      body: { tradeName: 'Patil Kirana Stores', pincode: '411001', selectedCategories: [2] },
    });
    expect(onboarded.http).toBe(200);

    expect((await list(otherToken)).body).toEqual({ status: 200, data: [] });
    const notFound = { status: 404, error: messages.subUserNotFound };
    expect(
      (await sendOtp({ contactNumber: SUNITA, type: 'EDITSUBRETAILER', userId }, otherToken)).body,
    ).toEqual(notFound);
    expect(
      (await editSubRetailer({ userId, name: 'Stolen', contactNumber: RAVI, otp: '123456' }, otherToken))
        .body,
    ).toEqual(notFound);
    expect((await deleteSubRetailer(userId, otherToken)).body).toEqual(notFound);

    expect((await list()).body.data).toEqual([
      { userId, firstName: 'Ravi', lastName: 'Kumar', contactNumber: RAVI },
    ]);
    expect((await getProfile(subToken)).body.data[0]).toMatchObject({ userId, firstName: 'Ravi' });
  });
});
