import { createCodeCipher } from '../../providers/gift-cards/code-cipher.js';
import { createDevGiftCards } from '../../providers/gift-cards/dev-gift-cards.js';
import type { GiftCardProvider } from '../../providers/gift-cards/gift-card-provider.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoPhone } from '../billing/test-helpers.js';

/**
 * A test app whose gift-card provider is the dev one, counted: `orders` is how many orders reached
 * the provider, and `failing` makes it refuse them (the provider down).
 */
export async function rewardsTestApp() {
  const provider = { orders: 0, failing: false };
  let inner: GiftCardProvider | undefined;
  const counted: GiftCardProvider = {
    name: 'dev',
    catalogue: () => inner!.catalogue(),
    async order(order) {
      provider.orders++;
      if (provider.failing) throw new Error('provider unreachable');
      return inner!.order(order);
    },
  };
  const t = await createTestApp({ giftCards: counted });
  inner = createDevGiftCards({ db: t.db, clock: t.clock, cipher: createCodeCipher('test') });
  return { t, provider };
}

/** Credits a shop's ledger directly (bills earning points have their own tests). */
export async function givePoints(t: TestApp, points: number, phone = demoPhone): Promise<number> {
  const { shop_id } = await t.db
    .selectFrom('users')
    .select('shop_id')
    .where('contact_number', '=', phone)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('reward_points')
    .values({
      shop_id,
      points,
      kind: 'invoice',
      status: 1,
      reward_service: 'Invoice',
      reward_service_id: null,
      invoice_id: null,
      redemption_id: null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return shop_id;
}

/** rewardPoints/postRewardPoints for cards at the default rate of 10 points a rupee. */
export async function redeem(
  t: TestApp,
  token: string,
  cards: { sku: string; price: number; qty: number }[],
) {
  const rupees = cards.reduce((s, c) => s + c.price * c.qty, 0);
  return t.call('POST', 'rewardPoints/postRewardPoints', {
    token,
    body: {
      deliveryMode: 'EMAIL',
      payments: [{ code: 'svc', amount: rupees }],
      points: String(rupees * 10),
      products: cards.map((c) => ({ ...c, currency: 356 })),
    },
  });
}

export async function balance(t: TestApp, token: string): Promise<number> {
  const res = await t.call('GET', 'rewardPoints/getRewardData', { token });
  return res.body.data.retailerData.totalpointsAvailable;
}

export const amazon100 = { sku: 'AMZPAY-100', price: 100, qty: 1 };
export const flipkart250 = { sku: 'FLIPKART-250', price: 250, qty: 1 };
