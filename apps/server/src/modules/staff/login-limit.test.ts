import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let email: string;
beforeEach(async () => {
  t = await createTestApp();
  // A Cse has no authenticator: the right password alone opens a session.
  email = (await staffAccount(t, 'Cse')).email;
});
afterEach(() => t.close());

const login = (password: string, who = email) =>
  t.call('POST', 'admin/login', { body: { email: who, password } });

describe('staff password attempt limit', () => {
  it('after 5 wrong passwords in the window even the right one is refused until the window ends', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('wrong-pass1')).body).toEqual({ status: 400, error: messages.wrongPassword });
    }
    expect((await login(STAFF_PASSWORD)).body).toEqual({ status: 429, error: messages.staffPasswordLocked });
    expect((await login('wrong-pass1')).http).toBe(429);
    // The limit is per e-mail, whatever its case.
    expect((await login(STAFF_PASSWORD, email.toUpperCase())).http).toBe(429);

    t.clock.advance(15 * 60_000);
    expect((await login(STAFF_PASSWORD)).body.status).toBe(200);
  });

  it('right passwords do not count; another e-mail is not affected', async () => {
    for (let i = 0; i < 4; i++) expect((await login('wrong-pass1')).http).toBe(400);
    for (let i = 0; i < 3; i++) expect((await login(STAFF_PASSWORD)).http).toBe(200);
    expect((await login('wrong-pass1')).http).toBe(400);
    expect((await login(STAFF_PASSWORD)).http).toBe(429);
    const other = await staffAccount(t, 'Cse');
    expect((await login(STAFF_PASSWORD, other.email)).http).toBe(200);
  });

  it('an unknown e-mail is limited too, so guessing cannot tell it apart', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong-pass1', 'nobody@galla.test')).http).toBe(400);
    expect((await login('wrong-pass1', 'nobody@galla.test')).http).toBe(429);
  });

  it('ten wrong passwords fired at once get five answers and five refusals', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => login('wrong-pass1')));
    const codes = results.map((r) => r.http).sort();
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect((await login(STAFF_PASSWORD)).http).toBe(429);
  });
});
