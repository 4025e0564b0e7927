import { expect, type Page, test } from '@playwright/test';
import { demoOwner, logInByPassword } from './support';

// How the production build reaches a phone (docs/performance.md, "Web app on a cheap phone"):
// compressed once at build time, hashed assets cached for good, the page revalidated, and a service
// worker that paints a second visit from its cache but never answers an API call.

async function firstScript(page: Page): Promise<string> {
  const src = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(src).toBeTruthy();
  return src!;
}

/** Keeps every refusal of the page's policy, styles or scripts, for `cspViolations()` to read. */
async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    // Any refusal at all (zod's probe for eval is turned off: lib/zod-jitless.ts).
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.sample}`);
    });
  });
}

function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Holds the app's scripts back at the network until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('assets come as brotli to a browser that accepts it, gzip otherwise; the page is revalidated', async ({
  page,
  request,
}) => {
  const pageAnswer = await page.goto('/');
  expect(pageAnswer?.headers()['cache-control']).toBe('no-cache');
  const script = await firstScript(page);

  const br = await request.get(script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip, deflate' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await manifest.json()).icons).toEqual(
    expect.arrayContaining([expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]),
  );
});

test('the login is a page of its own: drawn in its HTML, signing in with its one small script and none of the app', async ({
  page,
}) => {
  await recordCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The page's scripts are held back until the form has been filled in.
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { name: 'Login to Galla' })).toBeVisible();
  // Styled by the page alone: its stylesheet is written into it (vite/login-page.ts).
  expect(await page.locator('.gl-card').evaluate((card) => getComputedStyle(card).maxWidth)).toBe('440px');
  const identity = page.getByLabel('Email or Username');
  await identity.fill(demoOwner.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoOwner.password);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  // Until its script runs, a tap would be the browser's own submit.
  await expect(login).toBeDisabled();

  releaseScripts();
  await expect(login).toBeEnabled();
  await expect(identity).toHaveValue(demoOwner.username);
  // Its one script and the small modules it shares with the app: no React, no Mantine.
  expect(scripts.some((path) => /\/assets\/(react|react-dom|index|Box)-/.test(path))).toBe(false);
  await login.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(demoOwner.shopName).first()).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test.describe('the first paint', () => {
  // The scripts are held back at the network, where a service worker would answer from its cache.
  // A phone's width, where the first paint is what Lighthouse measures.
  test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });

  test("a signed-in retailer's page shows the shop's header from the page alone, then the app takes over", async ({
    page,
  }) => {
    await recordCspViolations(page);
    await logInByPassword(page, demoOwner.username, demoOwner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const releaseScripts = await holdScripts(page);
    await page.goto('/billing', { waitUntil: 'commit' });

    // Drawn by the page's inline script, which the page's policy lets run by its nonce.
    const header = page.locator('header');
    await expect(header).toHaveText(demoOwner.shopName);
    expect(await header.evaluate((element) => getComputedStyle(element).height)).toBe('60px');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toHaveCount(0);
    const painted = await header.getByText(demoOwner.shopName).boundingBox();

    releaseScripts();
    await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
    // The app's own header, in the same place, has replaced it.
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
    // The shop's name stays where it was painted and is never larger, so that the page's largest
    // paint (LCP) is still the first one.
    const drawn = await page.locator('header').getByText(demoOwner.shopName).boundingBox();
    expect(painted).not.toBeNull();
    expect(drawn).not.toBeNull();
    expect(Math.abs(drawn!.x - painted!.x)).toBeLessThan(1);
    expect(Math.abs(drawn!.y - painted!.y)).toBeLessThan(1);
    expect(drawn!.height).toBeCloseTo(painted!.height, 0);
    expect(drawn!.width).toBeLessThanOrEqual(painted!.width + 0.5);
    expect(await cspViolations(page)).toEqual([]);
  });
});

test('Google on the login page starts the app, which opens the Google sign-in there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Mobile OTP' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // Development's stand-in for Google's pop-up: an identity with no account goes on to sign up.
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (development)' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('new.shop.owner@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('textbox', { name: /Email/ }).first()).toHaveValue(
    'new.shop.owner@example.com',
  );
});

test('a second visit paints from the service worker, offline too, and no API answer is ever cached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // Online, the page is fetched afresh (a new release shows at once: here, a new style nonce),
  // the assets come from the cache, and the API from the server.
  const nonce = () => page.locator('meta[name="csp-nonce"]').getAttribute('content');
  const before = await nonce();
  const fromWorker: string[] = [];
  const apiFromWorker: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && response.fromServiceWorker()) fromWorker.push(path);
    if (path.startsWith('/api/') && response.fromServiceWorker()) apiFromWorker.push(path);
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
  expect(await nonce()).not.toBe(before);
  expect(fromWorker.length).toBeGreaterThan(0);

  await logInByPassword(page, demoOwner.username, demoOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(demoOwner.shopName).first()).toBeVisible();
  expect(apiFromWorker).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // No network at all: the dashboard's shell still paints from the cache, and says it is offline
  // rather than showing stale figures as fresh.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await context.setOffline(false);
});
