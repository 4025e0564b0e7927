import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mobilePost, signUpShop } from './sign-up-support';
import { logInByPassword } from './support';

// The browser's session is an HttpOnly cookie: no script and no storage holds a token. It survives
// a reload, and ends on logout and when ended from another device (the profile's "Signed-in
// devices" or a phone). Idle expiry needs the server's clock: platform tests cover it. The shop is
// this file's own: phone 9155500001.

const owner = {
  phone: '9155500001',
  userName: 'session_e2e',
  email: 'session.e2e@example.com',
  password: 'kavya4shop',
  firstName: 'Kavya',
  tradeName: 'Kavya Cloth House',
};
let phoneToken: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  phoneToken = await signUpShop(api, owner);
  await api.dispose();
});

async function logIn(page: Page) {
  await logInByPassword(page, owner.userName, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(owner.tradeName)).toBeVisible();
}

/** What a script on the page could reach: storage and document.cookie. */
async function scriptVisibleState(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }));
}

async function webSessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'galla-session');
}

/** The session the phone sees as the browser's: client web. */
async function browserSessionId(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/v3/user/sessions', {
    headers: { 'x-client': 'android', 'auth-token': phoneToken },
  });
  const body = (await response.json()) as { data: { sessions: { sessionId: string; client: string }[] } };
  const web = body.data.sessions.filter((s) => s.client === 'web');
  expect(web).toHaveLength(1);
  return web[0]!.sessionId;
}

test('the session is an HttpOnly cookie that survives a reload; logout ends it on the server', async ({
  page,
  request,
}) => {
  await logIn(page);
  const cookie = await webSessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const visible = await scriptVisibleState(page);
  expect(visible).not.toContain(cookie!.value);
  expect(visible).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(owner.tradeName)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await webSessionCookie(page)).toBeUndefined();
  // The old cookie, replayed, opens nothing: the server ended the session.
  const replay = await request.get('/api/v3/user/getProfile', {
    headers: { 'x-client': 'web', cookie: `galla-session=${cookie!.value}` },
  });
  expect(await replay.json()).toEqual({ status: 401, error: 'Please login again' });
});

test('a session ended from another device ends in the browser at once', async ({ page, request }) => {
  await logIn(page);
  await mobilePost(request, 'user/endSession', { sessionId: await browserSessionId(request) }, phoneToken);

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
});

test("the profile lists this browser and the phone, and ends the phone's session", async ({
  page,
  request,
}) => {
  await logIn(page);
  await page.goto('/myProfile');
  const devices = page.getByRole('table').filter({ hasText: 'This device' });
  await expect(devices.getByRole('row').filter({ hasText: 'web' })).toContainText('This device');
  const phoneRow = devices.getByRole('row').filter({ hasText: 'android' });
  await expect(phoneRow).toBeVisible();
  await phoneRow.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Session ended' })).toBeVisible();
  await expect(phoneRow).toBeHidden();

  const phone = await request.get('/api/v3/user/getProfile', {
    headers: { 'x-client': 'android', 'auth-token': phoneToken },
  });
  expect(await phone.json()).toEqual({ status: 401, error: 'Please login again' });
  // The mobile header still works for a new phone session.
  const login = await mobilePost(request, 'user/login', {
    loginType: 'Custom',
    email: owner.userName,
    password: owner.password,
  });
  const again = await request.get('/api/v3/user/getProfile', {
    headers: { 'x-client': 'android', 'auth-token': login.userToken },
  });
  expect(((await again.json()) as { status: number }).status).toBe(200);
});
