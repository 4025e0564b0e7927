import type { Kysely } from 'kysely';

// The seller as printed on each invoice version (billing/seller.ts). Bills written before this
// migration have none and show the shop as it is now.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('seller_snapshot', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('seller_snapshot').execute();
}
