import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// The SMS wallet (issue 21): prepaid SMS a shop bought, spent by campaigns. The balance is cached in
// sms_wallets beside the signed ledger rows it sums, both written in one transaction; the CHECK
// makes an overdraft impossible whatever the code does. Purchase orders move created → paid once
// (checkout confirmation or webhook, whichever comes first); webhook events are kept by id so a
// redelivery is dropped. Campaign recipients keep their outbox row, so a failed delivery shows the
// customer as bounced. A campaign SMS carries its DLT registration to the gateway (outbox.sms_dlt).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('outbox').addColumn('sms_dlt', 'text').execute();
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('sms_wallets')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id'))
    .addColumn('final_msgs', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('sms_wallets_never_negative', sql`final_msgs >= 0`)
    .execute();

  await db.schema
    .createTable('sms_wallet_ledger')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_wallet_ledger_shop')
    .on('sms_wallet_ledger')
    .columns(['shop_id', 'id'])
    .execute();

  await db.schema
    .createTable('sms_orders')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('rate_paise', 'bigint', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('paid_via', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('sms_orders_shop').on('sms_orders').columns(['shop_id', 'id']).execute();

  await db.schema
    .createTable('sms_payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_campaigns')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('sms_total', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('template_vars', 'text', (c) => c.notNull())
    .addColumn('send_after', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Numbers that replied STOP: no campaign SMS goes to them again, from any shop (they share the
  // platform's sender id).
  await db.schema
    .createTable('sms_opt_outs')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_campaign_recipients')
    .addColumn('id', idType(db), autoId)
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('sms_campaigns.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id'))
    .execute();
  await db.schema
    .createIndex('sms_campaign_recipients_shop')
    .on('sms_campaign_recipients')
    .columns(['shop_id', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sms_opt_outs',
    'sms_campaign_recipients',
    'sms_campaigns',
    'sms_payment_events',
    'sms_orders',
    'sms_wallet_ledger',
    'sms_wallets',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('outbox').dropColumn('sms_dlt').execute();
}
