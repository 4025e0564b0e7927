import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// Reward points (issue 21). A shop's points are a liability, so they live in a ledger of signed rows:
// the balance is their sum and nothing else. Credits come from saved invoices (and returned
// redemptions), debits from redemptions and from invoices edited down or cancelled. A redemption
// waits for the staff's approval; its debit holds the points meanwhile.
// The dev gift-card provider's catalogue and the vouchers it issued live here too: the staff console
// manages the catalogue later, and voucher codes are stored encrypted.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('reward_redemptions')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    // 0 pending, 1 approved, 2 rejected (the history's status words).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('delivery_mode', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    // Set once the vouchers were ordered and their message queued: never twice.
    .addColumn('fulfilled_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('reward_redemptions_status_idx')
    .on('reward_redemptions')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('reward_points')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    // Signed: a credit is positive, a debit negative.
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points <> 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reward_service', 'text')
    .addColumn('reward_service_id', 'text')
    .addColumn('invoice_id', 'integer')
    .addColumn('redemption_id', 'integer', (c) => c.references('reward_redemptions.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reward_points_shop_idx')
    .on('reward_points')
    .columns(['shop_id', 'id'])
    .execute();
  // A redemption has one debit and at most one refund.
  await db.schema
    .createIndex('reward_points_redemption_uq')
    .on('reward_points')
    .columns(['redemption_id', 'kind'])
    .unique()
    .execute();

  // Bills saved before the ledger existed keep the points they were shown.
  await sql`
    insert into reward_points (shop_id, points, kind, status, reward_service, reward_service_id, invoice_id, created_at)
    select shop_id, points, 'invoice', 1, 'Invoice', number, id, created_at
    from invoices where status = 1 and points > 0 and number is not null`.execute(db);

  await db.schema
    .createTable('gift_cards')
    .addColumn('id', idType(db), autoId)
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'bigint', (c) => c.notNull().check(sql`price_paise > 0`))
    .addColumn('image_url', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  const seed: [string, string, number][] = [
    ['AMZPAY-100', 'Amazon Pay Gift Card', 100_00],
    ['AMZPAY-500', 'Amazon Pay Gift Card', 500_00],
    ['FLIPKART-250', 'Flipkart Gift Card', 250_00],
    ['MYNTRA-500', 'Myntra Gift Card', 500_00],
    ['BIGBASKET-200', 'BigBasket Gift Card', 200_00],
    ['BOOKMYSHOW-300', 'BookMyShow Gift Card', 300_00],
    // The cheapest card is what a filled customer survey wins (modules/survey/reward-rule.ts).
    ['AMZPAY-50', 'Amazon Pay Gift Card', 50_00],
  ];
  await db
    .insertInto('gift_cards')
    .values(
      seed.map(([sku, name, price], i) => ({
        sku,
        name,
        price_paise: price,
        image_url: null,
        active: 1,
        sort_order: (i + 1) * 10,
        created_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable('gift_card_orders')
    .addColumn('id', idType(db), autoId)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('delivery_mode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('gift_card_codes')
    .addColumn('id', idType(db), autoId)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('gift_card_orders.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'bigint', (c) => c.notNull())
    // AES-256-GCM: iv.tag.ciphertext, base64url.
    .addColumn('card_number_enc', 'text', (c) => c.notNull())
    .addColumn('pin_enc', 'text', (c) => c.notNull())
    .addColumn('valid_till', 'text')
    .execute();
  await db.schema
    .createIndex('gift_card_codes_order_idx')
    .on('gift_card_codes')
    .columns(['order_id'])
    .execute();
}
