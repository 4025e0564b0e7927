import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { StockReason } from './tables.js';

export type StockChange = {
  shopId: number;
  productId: number;
  qtyMilli: number;
  reason: StockReason;
  note?: string | null;
  unitCostPaise?: number | null;
  ref?: { type: string; id: string | number };
  actorUserId: number | null;
  at: string;
};

// The only way stock changes: a ledger row and the product's running figure move together, inside
// the caller's transaction, so the figure always equals the sum of the ledger. The update adds to
// the stored figure rather than writing a value read earlier, so concurrent changes never overwrite
// each other.
export function recordStockChange(trx: Db, change: StockChange): Promise<void> {
  return recordStockChanges(trx, [change]);
}

// Run on every bill's save (the lock on PostgreSQL only): compiled once per number of products
// (db/reusable-query.ts).
const lockProducts = reusableQuery((db: Db, v: { shopId: number; ids: number[] }) =>
  db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', v.shopId)
    .where('id', 'in', v.ids)
    .orderBy('id')
    .forNoKeyUpdate(),
);

const addToStock = reusableQuery(
  (db: Db, v: { shopId: number; ids: number[]; deltas: number[]; at: string }) => {
    const cases = sql.join(
      v.ids.map((id, i) => sql`when ${id} then cast(${v.deltas[i]} as bigint)`),
      sql` `,
    );
    return db
      .updateTable('products')
      .set({ stock_milli: sql<number>`stock_milli + case id ${cases} end`, updated_at: v.at })
      .where('shop_id', '=', v.shopId)
      .where('id', 'in', v.ids);
  },
);

/**
 * Several changes in one go (a bill's lines): one multi-row ledger insert, then one UPDATE for all
 * the products. Changes to the same product are summed first; the ledger keeps a row per product.
 */
export async function recordStockChanges(trx: Db, changes: readonly StockChange[]): Promise<void> {
  const byProduct = new Map<number, StockChange>();
  for (const change of changes) {
    const seen = byProduct.get(change.productId);
    byProduct.set(change.productId, seen ? { ...seen, qtyMilli: seen.qtyMilli + change.qtyMilli } : change);
  }
  const moving = [...byProduct.values()].filter((c) => c.qtyMilli !== 0);
  if (moving.length === 0) return;
  await insertRows(
    trx,
    'stock_ledger',
    moving.map((change) => ({
      shop_id: change.shopId,
      product_id: change.productId,
      qty_milli: change.qtyMilli,
      reason: change.reason,
      note: change.note ?? null,
      unit_cost_paise: change.unitCostPaise ?? null,
      ref_type: change.ref?.type ?? null,
      ref_id: change.ref ? String(change.ref.id) : null,
      actor_user_id: change.actorUserId,
      created_at: change.at,
    })),
  );
  const sorted = moving.sort((a, b) => a.productId - b.productId);
  const first = sorted[0]!;
  const oneOperation = sorted.every((c) => c.shopId === first.shopId && c.at === first.at);
  if (!oneOperation) {
    for (const change of sorted) {
      await sql`update products set stock_milli = stock_milli + ${change.qtyMilli}, updated_at = ${change.at}
        where id = ${change.productId} and shop_id = ${change.shopId}`.execute(trx);
    }
    return;
  }
  // PostgreSQL: lock the rows first, in id order, so two bills touching the same products always
  // lock them in the same order (a bare multi-row UPDATE locks in whatever order its plan visits
  // the rows, and could deadlock). NO KEY UPDATE is the lock the UPDATE itself takes: it does not
  // conflict with the key-share locks that the bill's lines and ledger rows (foreign keys to
  // products) already hold, where FOR UPDATE would deadlock against them. SQLite has no row locks:
  // one writer holds the whole file.
  const ids = sorted.map((c) => c.productId);
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
    await lockProducts(trx, { shopId: first.shopId, ids });
  }
  // One statement for all the products: one UPDATE per product was a large part of a 10-line bill's
  // CPU.
  await addToStock(trx, { shopId: first.shopId, ids, deltas: sorted.map((c) => c.qtyMilli), at: first.at });
}
