import { type Kysely, sql } from 'kysely';

// Profit and loss (issue 20): each invoice version carries the cost of the goods on it, the sum of
// its lines' quantity at the purchase price recorded on the line when it was sold (each line
// rounded half up to the paisa). Written with the invoice row, so the report reads invoices alone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('cost_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await backfillCost(db);
}

/** The bills written before the column: the sum of their lines, each rounded as the writer does. */
export async function backfillCost(db: Kysely<any>): Promise<void> {
  await sql`update invoices set cost_paise = coalesce((
      select sum((l.qty_milli * l.purchase_price_paise + 500) / 1000)
      from invoice_lines l where l.invoice_id = invoices.id), 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('cost_paise').execute();
}
