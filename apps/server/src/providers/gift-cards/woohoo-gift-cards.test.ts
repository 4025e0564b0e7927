import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWoohooGiftCards, GiftCardApiError, signRequest } from './woohoo-gift-cards.js';

// A local stand-in for the gift-card API: it checks each request's signature and bearer token as
// the real one does, answers in its shapes, and refuses a second order with the same refno.
const SECRET = 'client-secret-1';
let server: Server | undefined;
afterEach(() => {
  server?.close();
});

type Seen = { method: string; path: string; body: any; headers: Record<string, unknown> };

async function fakeApi(options: { expireFirstToken?: boolean; failOrders?: boolean } = {}) {
  const seen: Seen[] = [];
  const orders = new Map<string, unknown[]>();
  let tokens = 0;
  let base = '';
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ method: req.method!, path, body, headers: req.headers });
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.signature !== signRequest(SECRET, req.method!, `${base}${path}`, raw)) {
        return answer(401, { code: 'INVALID_SIGNATURE', message: 'Signature mismatch' });
      }
      if (path === '/oauth2/token') {
        tokens++;
        return answer(200, { token: `tok-${tokens}` });
      }
      const valid = options.expireFirstToken ? `Bearer tok-${Math.max(tokens, 2)}` : `Bearer tok-${tokens}`;
      if (req.headers.authorization !== valid)
        return answer(401, { code: 'TOKEN_EXPIRED', message: 'expired' });
      if (req.method === 'GET' && path.startsWith('/rest/v3/catalog/categories/77/products')) {
        return answer(200, {
          _embedded: {
            product: [
              {
                id: 11,
                sku: 'AMZ',
                name: 'Amazon Pay',
                custom_denominations: '100,500',
                images: { image: 'https://x/amz.png' },
              },
              { id: 12, sku: 'FK', name: 'Flipkart', custom_denominations: '250', images: { image: null } },
            ],
          },
        });
      }
      if (req.method === 'POST' && path === '/rest/v3/orders') {
        if (options.failOrders) return answer(503, { code: 'UNAVAILABLE', message: 'try later' });
        if (orders.has(body.refno)) return answer(409, { code: 'DUPLICATE_REFNO', message: 'refno used' });
        const cards = body.products.flatMap((p: { sku: string; price: number; qty: number }) =>
          Array.from({ length: p.qty }, (_, i) => ({
            sku: p.sku,
            productName: p.sku === 'AMZ' ? 'Amazon Pay' : 'Flipkart',
            amount: String(p.price),
            cardNumber: `${p.sku}-${orders.size}-${i}`,
            cardPin: '123456',
            validity: '2027-11-25T23:59:59+05:30',
          })),
        );
        orders.set(body.refno, cards);
        return answer(201, { status: 'COMPLETE', orderId: `O${orders.size}`, refno: body.refno, cards });
      }
      const cardsOf = path.match(/^\/rest\/v3\/orders\/([^/]+)\/cards$/);
      if (req.method === 'GET' && cardsOf)
        return answer(200, { cards: orders.get(decodeURIComponent(cardsOf[1]!)) });
      return answer(404, { code: 'NOT_FOUND', message: path });
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createWoohooGiftCards({
    baseUrl: base,
    clientId: 'galla',
    clientSecret: SECRET,
    categoryId: '77',
  });
  return { provider, seen };
}

const order = {
  reference: 'galla-redemption-9',
  lines: [
    { sku: 'AMZ', pricePaise: 100_00, qty: 2 },
    { sku: 'FK', pricePaise: 250_00, qty: 1 },
  ],
  deliveryMode: 'EMAIL' as const,
  recipient: { name: 'Ramesh Kumar', email: 'demo@galla.local', mobile: '9876543210' },
};

describe('Woohoo-style gift-card adapter', () => {
  it('reads the catalogue from _embedded.product, one card per denomination, in paise', async () => {
    const { provider, seen } = await fakeApi();
    expect(await provider.catalogue()).toEqual([
      { sku: 'AMZ', name: 'Amazon Pay', pricePaise: 100_00, imageUrl: 'https://x/amz.png' },
      { sku: 'AMZ', name: 'Amazon Pay', pricePaise: 500_00, imageUrl: 'https://x/amz.png' },
      { sku: 'FK', name: 'Flipkart', pricePaise: 250_00, imageUrl: null },
    ]);
    expect(seen.map((s) => s.path)).toEqual([
      '/oauth2/token',
      '/rest/v3/catalog/categories/77/products?limit=100&offset=0',
    ]);
    expect(seen[0]!.body).toEqual({ clientId: 'galla', clientSecret: SECRET });
  });

  it("orders with the spec's payload (svc payment, syncOnly, currency 356) and returns the cards", async () => {
    const { provider, seen } = await fakeApi();
    const vouchers = await provider.order(order);
    expect(seen[1]!.body).toEqual({
      address: {
        billToThis: false,
        country: 'IN',
        name: 'Ramesh Kumar',
        email: 'demo@galla.local',
        telephone: '+919876543210',
      },
      deliveryMode: 'EMAIL',
      refno: 'galla-redemption-9',
      syncOnly: true,
      payments: [{ code: 'svc', amount: 450 }],
      products: [
        { sku: 'AMZ', price: 100, qty: 2, currency: 356 },
        { sku: 'FK', price: 250, qty: 1, currency: 356 },
      ],
    });
    expect(vouchers).toHaveLength(3);
    expect(vouchers[0]).toEqual({
      sku: 'AMZ',
      name: 'Amazon Pay',
      pricePaise: 100_00,
      cardNumber: 'AMZ-0-0',
      pin: '123456',
      validTill: '2027-11-25',
    });
  });

  it('answers the first order’s cards when the same reference is ordered again', async () => {
    const { provider } = await fakeApi();
    const first = await provider.order(order);
    const again = await provider.order(order);
    expect(again).toEqual(first);
  });

  it('takes a new token once when the old one has expired', async () => {
    const { provider, seen } = await fakeApi({ expireFirstToken: true });
    expect(await provider.catalogue()).toHaveLength(3);
    expect(seen.filter((s) => s.path === '/oauth2/token')).toHaveLength(2);
  });

  it("fails with the API's code when it refuses, so the approval can be retried", async () => {
    const { provider } = await fakeApi({ failOrders: true });
    const failure = provider.order(order);
    await expect(failure).rejects.toBeInstanceOf(GiftCardApiError);
    await expect(failure).rejects.toThrow(/503 UNAVAILABLE/);
  });
});
