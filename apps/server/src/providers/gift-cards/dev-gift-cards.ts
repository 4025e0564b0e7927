import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { CodeCipher } from './code-cipher.js';
import type { GiftCard, GiftCardOrder, GiftCardProvider, IssuedVoucher } from './gift-card-provider.js';
import './tables.js';

// Development and demo: no network. The catalogue is the gift_cards table (seeded by the rewards
// migration; the staff console manages it later) and an order generates the codes, stored
// encrypted. An order is kept by its reference, so ordering again with the same reference answers
// the vouchers already issued instead of issuing new ones.

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export function createDevGiftCards(deps: { db: Db; clock: Clock; cipher: CodeCipher }): GiftCardProvider {
  const { db, clock, cipher } = deps;

  async function issued(reference: string): Promise<IssuedVoucher[] | null> {
    const order = await db
      .selectFrom('gift_card_orders')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!order) return null;
    const codes = await db
      .selectFrom('gift_card_codes')
      .select(['sku', 'name', 'price_paise', 'card_number_enc', 'pin_enc', 'valid_till'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    return codes.map((c) => ({
      sku: c.sku,
      name: c.name,
      pricePaise: Number(c.price_paise),
      cardNumber: cipher.open(c.card_number_enc),
      pin: cipher.open(c.pin_enc),
      validTill: c.valid_till,
    }));
  }

  async function catalogue(): Promise<GiftCard[]> {
    const rows = await db
      .selectFrom('gift_cards')
      .select(['sku', 'name', 'price_paise', 'image_url'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      sku: r.sku,
      name: r.name,
      pricePaise: Number(r.price_paise),
      imageUrl: r.image_url,
    }));
  }

  return {
    name: 'dev',
    catalogue,
    async order(order: GiftCardOrder) {
      const before = await issued(order.reference);
      if (before) return before;
      const cards = new Map((await catalogue()).map((c) => [c.sku, c]));
      for (const line of order.lines) {
        const card = cards.get(line.sku);
        if (!card || card.pricePaise !== line.pricePaise || line.qty < 1) {
          throw new Error(`Gift card ${line.sku} at ${line.pricePaise} paise is not in the catalogue`);
        }
      }
      const now = clock.now();
      const validTill = new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
      try {
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('gift_card_orders')
            .values({
              reference: order.reference,
              delivery_mode: order.deliveryMode,
              created_at: now.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('gift_card_codes')
            .values(
              order.lines.flatMap((line) =>
                Array.from({ length: line.qty }, () => ({
                  order_id: row.id,
                  sku: line.sku,
                  name: cards.get(line.sku)!.name,
                  price_paise: line.pricePaise,
                  card_number_enc: cipher.seal(digits(16)),
                  pin_enc: cipher.seal(digits(6)),
                  valid_till: validTill,
                })),
              ),
            )
            .execute();
        });
      } catch (error) {
        // The same reference ordered at the same moment: the other order won, and its vouchers stand.
        const won = await issued(order.reference);
        if (won) return won;
        throw error;
      }
      return (await issued(order.reference))!;
    },
  };
}
