import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

const { owner, nonGst } = demoAccounts;
const DAY = 86_400_000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Signs the owner in as a given client would, and answers the token. */
async function logIn(client: string, who: { email: string; password: string } = owner): Promise<string> {
  const res = await t.call('POST', 'user/login', {
    body: { loginType: 'Custom', email: who.email, password: who.password },
    headers: { 'x-client': client },
  });
  expect(res.body.status).toBe(200);
  return res.body.data.userToken;
}

const profileStatus = async (token: string) => (await t.call('GET', 'user/getProfile', { token })).body;
const list = async (token: string) => (await t.call('GET', 'user/sessions', { token })).body;

describe('the user sessions list', () => {
  it('lists the live sessions with device, created and last used, this one first', async () => {
    const phone = await logIn('android');
    t.clock.advance(60_000);
    const tablet = await logIn('ios');
    const answer = await list(phone);
    expect(answer.status).toBe(200);
    expect(answer.data.idleDays).toBe(7);
    expect(answer.data.sessions).toEqual([
      expect.objectContaining({ client: 'android', current: true }),
      expect.objectContaining({ client: 'ios', current: false }),
    ]);
    for (const s of answer.data.sessions) {
      expect(s.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(s.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect((await list(tablet)).data.sessions[0]).toMatchObject({ client: 'ios', current: true });
  });

  it('a session ended from another device ends at once', async () => {
    const phone = await logIn('android');
    const counter = await logIn('web-counter');
    const other = (await list(phone)).data.sessions.find((s: { current: boolean }) => !s.current);
    const end = await t.call('POST', 'user/endSession', {
      token: phone,
      body: { sessionId: other.sessionId },
    });
    expect(end.body).toEqual({ status: 200, message: messages.sessionEnded });
    expect(await profileStatus(counter)).toEqual({ status: 401, error: messages.unauthorized });
    expect((await list(phone)).data.sessions).toHaveLength(1);
    const again = await t.call('POST', 'user/endSession', {
      token: phone,
      body: { sessionId: other.sessionId },
    });
    expect(again.body).toEqual({ status: 404, error: messages.sessionNotFound });
  });

  it("another user's session cannot be ended, and is not shown", async () => {
    const mine = await logIn('android');
    const theirs = await logIn('android', { email: nonGst.email, password: nonGst.password });
    const theirId = (await list(theirs)).data.sessions[0].sessionId;
    expect((await list(mine)).data.sessions.map((s: { sessionId: string }) => s.sessionId)).not.toContain(
      theirId,
    );
    const end = await t.call('POST', 'user/endSession', { token: mine, body: { sessionId: theirId } });
    expect(end.body).toEqual({ status: 404, error: messages.sessionNotFound });
    expect((await profileStatus(theirs)).status).toBe(200);
  });

  it('ends all the other sessions and keeps this one', async () => {
    const [a, b, c] = [await logIn('android'), await logIn('android'), await logIn('ios')];
    const res = await t.call('POST', 'user/endOtherSessions', { token: a });
    expect(res.body).toEqual({ status: 200, message: 'Ended 2 other sessions' });
    expect((await profileStatus(a)).status).toBe(200);
    expect((await profileStatus(b)).status).toBe(401);
    expect((await profileStatus(c)).status).toBe(401);
  });
});

describe('idle expiry', () => {
  it('a session used within 7 days lives on; one left unused for 7 days ends', async () => {
    const used = await logIn('android');
    const left = await logIn('ios');
    for (let day = 0; day < 3; day++) {
      t.clock.advance(6 * DAY);
      expect((await profileStatus(used)).status).toBe(200);
    }
    expect(await profileStatus(left)).toEqual({ status: 401, error: messages.tokenExpired });
    expect((await list(used)).data.sessions).toHaveLength(1);
  });

  it("the owner's setting applies to the shop's live sessions at once", async () => {
    const token = await logIn('android');
    const bad = await t.call('POST', 'user/sessionSettings', { token, body: { idleDays: 0 } });
    expect(bad.body).toEqual({ status: 400, error: 'Idle days must be a whole number from 1 to 90' });
    const set = await t.call('POST', 'user/sessionSettings', { token, body: { idleDays: 1 } });
    expect(set.body).toEqual({ status: 200, message: messages.sessionSettingsSaved });
    const later = await logIn('ios');
    expect((await list(later)).data.idleDays).toBe(1);
    t.clock.advance(DAY + 60_000);
    expect((await profileStatus(token)).status).toBe(401);
    expect((await profileStatus(later)).status).toBe(401);
  });
});
