import type { Db } from '../../db/database.js';
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
export async function recordStockChange(trx: Db, change: StockChange): Promise<void> {
  if (change.qtyMilli === 0) return;
  await trx
    .insertInto('stock_ledger')
    .values({
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
    })
    .execute();
  await trx
    .updateTable('products')
    .set((eb) => ({ stock_milli: eb('stock_milli', '+', change.qtyMilli), updated_at: change.at }))
    .where('id', '=', change.productId)
    .where('shop_id', '=', change.shopId)
    .execute();
}
