import { createHmac } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@galla/domain/money';
import { INR_CURRENCY_CODE } from '@galla/domain/rewards';
import type { GiftCard, GiftCardOrder, GiftCardProvider, IssuedVoucher } from './gift-card-provider.js';

// The real gift-card API (a Woohoo / Pine Labs-style voucher service). Every call carries a bearer
// token from POST /oauth2/token and a `signature` header: HMAC-SHA512 with the client secret over
// METHOD&encoded URL&encoded body, with `dateAtClient`. The catalogue is a category's products under
// `_embedded.product`, each with its rupee values in `custom_denominations` ("100,500"). An order
// is paid from the prepaid account (`payments: [{ code: 'svc' }]`), answered synchronously
// (`syncOnly`), and keyed by our reference (`refno`): the API refuses a second order with the same
// refno (409), and the cards of the first are then read back, so a retry never buys twice.

export type WoohooConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  categoryId: string;
  timeoutMs?: number;
};

type ApiProduct = {
  id: number | string;
  sku: string;
  name: string;
  custom_denominations?: string | number | null;
  images?: { image?: string | null } | null;
};
type ApiCard = {
  sku: string;
  productName: string;
  amount: number | string;
  cardNumber: string;
  cardPin?: string | null;
  validity?: string | null;
};

export class GiftCardApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(`Gift card API ${httpStatus} ${code}: ${message}`);
  }
}

export function signRequest(secret: string, method: string, url: string, body: string): string {
  const base = [method.toUpperCase(), encodeURIComponent(url), encodeURIComponent(body)].join('&');
  return createHmac('sha512', secret).update(base).digest('hex');
}

export function createWoohooGiftCards(config: WoohooConfig): GiftCardProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: string | null = null;

  async function send(method: 'GET' | 'POST', path: string, payload?: unknown, auth = true) {
    const url = `${base}${path}`;
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      dateAtClient: new Date().toISOString(),
      signature: signRequest(config.clientSecret, method, url, body),
    };
    if (auth) headers.authorization = `Bearer ${await bearer()}`;
    const response = await fetch(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      throw new GiftCardApiError(response.status, String(json.code ?? ''), String(json.message ?? text));
    }
    return json;
  }

  async function bearer(): Promise<string> {
    if (token) return token;
    const answer = await send(
      'POST',
      '/oauth2/token',
      { clientId: config.clientId, clientSecret: config.clientSecret },
      false,
    );
    if (typeof answer.token !== 'string') throw new GiftCardApiError(502, 'NO_TOKEN', 'no token in answer');
    token = answer.token;
    return token;
  }

  /** A token expires on the provider's schedule: on a 401, fetch a new one and try once more. */
  async function call(method: 'GET' | 'POST', path: string, payload?: unknown) {
    try {
      return await send(method, path, payload);
    } catch (error) {
      if (!(error instanceof GiftCardApiError) || error.httpStatus !== 401) throw error;
      token = null;
      return send(method, path, payload);
    }
  }

  const vouchersOf = (cards: ApiCard[]): IssuedVoucher[] =>
    cards.map((c) => ({
      sku: c.sku,
      name: c.productName,
      pricePaise: rupeesToPaise(c.amount),
      cardNumber: c.cardNumber,
      pin: c.cardPin ?? null,
      validTill: c.validity ? c.validity.slice(0, 10) : null,
    }));

  return {
    name: 'woohoo',
    async catalogue(): Promise<GiftCard[]> {
      const answer = await call(
        'GET',
        `/rest/v3/catalog/categories/${encodeURIComponent(config.categoryId)}/products?limit=100&offset=0`,
      );
      const products = ((answer._embedded as { product?: ApiProduct[] } | undefined)?.product ??
        []) as ApiProduct[];
      return products.flatMap((p) =>
        String(p.custom_denominations ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== '' && Number(v) > 0)
          .map((v) => ({
            sku: p.sku,
            name: p.name,
            pricePaise: rupeesToPaise(v),
            imageUrl: p.images?.image ?? null,
          })),
      );
    },
    async order(order: GiftCardOrder): Promise<IssuedVoucher[]> {
      const totalPaise = order.lines.reduce((sum, l) => sum + l.pricePaise * l.qty, 0);
      const payload = {
        address: {
          billToThis: false,
          country: 'IN',
          name: order.recipient.name,
          email: order.recipient.email,
          telephone: order.recipient.mobile ? `+91${order.recipient.mobile}` : null,
        },
        deliveryMode: order.deliveryMode,
        refno: order.reference,
        syncOnly: true,
        payments: [{ code: 'svc', amount: paiseToRupees(totalPaise) }],
        products: order.lines.map((l) => ({
          sku: l.sku,
          price: paiseToRupees(l.pricePaise),
          qty: l.qty,
          currency: INR_CURRENCY_CODE,
        })),
      };
      try {
        const answer = await call('POST', '/rest/v3/orders', payload);
        return vouchersOf((answer.cards ?? []) as ApiCard[]);
      } catch (error) {
        if (!(error instanceof GiftCardApiError) || error.httpStatus !== 409) throw error;
        const first = await call('GET', `/rest/v3/orders/${encodeURIComponent(order.reference)}/cards`);
        return vouchersOf((first.cards ?? []) as ApiCard[]);
      }
    },
  };
}
