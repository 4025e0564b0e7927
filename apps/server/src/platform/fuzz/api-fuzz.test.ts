import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBill } from '../../modules/billing/draft-test-helpers.js';
import { addProduct, billBody } from '../../modules/billing/test-helpers.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { problemWith } from './answers.js';
import { type FuzzRequest, hasIdField, ID_KEY, requestFor } from './arbitraries.js';
import { type Operation, operationsOf } from './operations.js';
import { shopIds, shopSnapshot } from './shop-snapshot.js';

// The API under generated input, driven by its OpenAPI document so that every operation, including
// ones added later, is covered without being listed here (docs/testing.md):
// 1. every operation with plausible and hostile input: zero 5xx, every answer in the envelope;
// 2. every signed-in operation with no, forged, expired and ended tokens: 401 before anything else;
// 3. every signed-in operation that takes an id, called by another shop with this shop's ids: no
//    answer shows this shop's data, and nothing of this shop changes.
// Seeded and bounded: GALLA_FUZZ_RUNS (runs per operation, default 12) and GALLA_FUZZ_SEED make a
// longer or a different run; a failure prints the seed and the shrunk request that broke.

const RUNS = Number(process.env.GALLA_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.GALLA_FUZZ_SEED ?? 18);
const TIMEOUT = 60_000 + RUNS * 10_000;
const owner = demoAccounts.owner.phone;
const OWN_IDS = [1, 2, 3, 4, 5, 6, 7, 8];
const otherShop = demoAccounts.nonGst.phone;

// The operations, read once from an app of their own.
const probe = await createTestApp();
const operations = operationsOf(probe.app);
await probe.close();
const signedIn = operations.filter((op) => op.signedIn);
const takesIds = signedIn.filter(
  (op) => hasIdField(op.body) || op.parameters.some((p) => ID_KEY.test(p.name)),
);

async function send(t: TestApp, op: Operation, req: FuzzRequest, token?: string) {
  return t.app.inject({
    method: op.method,
    url: req.url,
    payload: req.payload,
    headers: { 'x-client': 'web', ...req.headers, ...(token ? { 'auth-token': token } : {}) },
  });
}

function check(op: Operation, req: FuzzRequest, res: Awaited<ReturnType<typeof send>>): void {
  const problem = problemWith(res);
  if (problem) {
    throw new Error(`${op.name} (${req.url.slice(0, 200)} ${req.payload?.slice(0, 300) ?? ''}): ${problem}`);
  }
}

async function expectAlive(t: TestApp): Promise<void> {
  expect((await t.call('GET', 'static/appConfig')).http).toBe(200);
  expect((await t.call('GET', 'user/getProfile', { token: await t.tokenFor(owner) })).http).toBe(200);
}

it('reads the operations from the OpenAPI document', () => {
  expect(operations.length).toBeGreaterThan(50);
  expect(signedIn.length).toBeGreaterThan(30);
  expect(takesIds.map((op) => op.name)).toContain('POST /api/v3/reports/inventoryOverview');
});

describe('fuzz: every operation under plausible and hostile input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(operations.map((op) => [op.name, op] as const))(
    '%s answers in the envelope, never a 5xx',
    async (_, op) => {
      // Plausible requests use the shop's small ids, so that they reach its products and bills.
      const request = fc.oneof(
        requestFor(op, { hostile: false, ids: OWN_IDS }),
        requestFor(op, { hostile: true }),
      );
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          // A fresh session each time (an earlier run may have logged out); public calls get one too,
          // as a signed-in client sends it everywhere.
          const token = await t.tokenFor(owner);
          check(op, req, await send(t, op, req, token));
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );

  it('is still alive and serving the shop at the end', () => expectAlive(t));
});

describe('fuzz: signed-in operations refuse missing, forged, expired and ended tokens', () => {
  let t: TestApp;
  const tokens: [string, string | undefined][] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const real = await t.tokenFor(owner);
    const [, payload] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const sign = (secret: string, body: Record<string, unknown>) =>
      new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const ended = await t.tokenFor(owner);
    expect((await t.call('POST', 'user/logout', { token: ended })).http).toBe(200);
    const expired = await t.tokenFor(owner);
    tokens.push(
      ['no token', undefined],
      ['a word', 'token'],
      ['three dots', 'a.b.c'],
      ['a real token with its signature changed', `${real.slice(0, -4)}AAAA`],
      [
        'the claims signed with another key',
        await sign('not-the-server-secret-not-the-server-secret', claims),
      ],
      ['the claims with alg none', unsigned],
      // The server's own key (the test configuration's) over a session that does not exist.
      [
        'an unknown session',
        await sign('test-secret-that-is-long-enough-for-hs256-signing', {
          ...claims,
          sid: 'no-such-session',
        }),
      ],
      ['an ended session (logged out)', ended],
      ['an expired session', expired],
    );
    // The expired token's session ends as the clock passes the longest session there is.
    t.clock.advance(400 * 86_400_000);
  });
  afterAll(() => t.close());

  it.each(signedIn.map((op) => [op.name, op] as const))('%s answers 401', async (_, op) => {
    const bodies =
      op.method === 'GET' ? [undefined] : ['{}', '{"x":', JSON.stringify({ id: 1, productId: 1 })];
    for (const [what, token] of tokens) {
      for (const payload of bodies) {
        const url = op.path.replace(/\{(\w+)\}/g, '1');
        const req: FuzzRequest = {
          url,
          payload,
          headers: payload ? { 'content-type': 'application/json' } : {},
        };
        for (const header of token ? ['auth-token', 'authorization'] : ['auth-token']) {
          const res = await t.app.inject({
            method: op.method,
            url,
            payload,
            headers: {
              ...req.headers,
              ...(token ? { [header]: header === 'authorization' ? `Bearer ${token}` : token } : {}),
            },
          });
          check(op, req, res);
          if (res.statusCode !== 401) {
            throw new Error(`${op.name} with ${what} (${header}) answered ${res.statusCode}: ${res.body}`);
          }
        }
      }
    }
  });
});

describe("fuzz: another shop's ids reach nothing of this shop", () => {
  let t: TestApp;
  let shopId: number;
  let ids: number[];
  let before: Record<string, unknown[]>;
  // Only this shop's rows carry these words; no answer to the other shop may.
  const markers = ['Leakcheck', demoAccounts.shopName];

  beforeAll(async () => {
    t = await createTestApp();
    const token = await t.tokenFor(owner);
    const made = async (path: string, body: unknown) => {
      const res = await t.call('POST', path, { token, body });
      if (res.http !== 200) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const { productId } = await addProduct(t, token, { modelName: 'Leakcheck Widget' });
    const customer = await made('billing/addCustomer', {
      customerName: 'Leakcheck Customer',
      mobileNumber: '9890012345',
      customerEmail: 'leakcheck@example.in',
    });
    await made(
      'billing/saveInvoice',
      billBody([{ productId, quantity: 1, price: 118 }], 118, {
        customerId: customer.insertId,
        remark: 'Leakcheck remark',
      }),
    );
    await openBill(t, token);
    const pune = (await t.call('GET', 'user/pincode/411001')).body.data;
    await made('distributor/addDistributor', {
      name: 'Leakcheck Supplies',
      addressLine1: 'Lane 1',
      state: pune.stateId,
      city: pune.cityId,
      pinCode: '411001',
      gstNumber: '27AAPFU0939F1ZV',
      mobileNo: '9822012345',
    });
    shopId = (
      await t.db
        .selectFrom('users')
        .select('shop_id')
        .where('contact_number', '=', owner)
        .executeTakeFirstOrThrow()
    ).shop_id!;
    ids = await shopIds(t, shopId);
    before = await shopSnapshot(t, shopId);
  });
  afterAll(() => t.close());

  it('has data of its own to protect', () => {
    expect(ids.length).toBeGreaterThan(1);
    expect(JSON.stringify(before)).toContain('Leakcheck Widget');
  });

  it.each(takesIds.map((op) => [op.name, op] as const))(
    "%s with this shop's ids, as another shop",
    async (_, op) => {
      await fc.assert(
        fc.asyncProperty(requestFor(op, { hostile: false, ids }), async (req) => {
          const res = await send(t, op, req, await t.tokenFor(otherShop));
          check(op, req, res);
          const leaked = markers.find((m) => res.body.includes(m));
          if (leaked)
            throw new Error(`${op.name} (${req.payload}) showed "${leaked}": ${res.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS * 2, seed: SEED },
      );
    },
    TIMEOUT,
  );

  it('left every row of this shop as it was, and the server serving it', async () => {
    expect(await shopSnapshot(t, shopId)).toEqual(before);
    await expectAlive(t);
  });
});
