import { messages } from '@galla/domain/messages';
import { milliToQuantity } from '@galla/domain/quantity';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { AppError } from '../../platform/envelope.js';

// What billing needs from inventory inside its own transaction: the products on a bill, and the
// per-unit serial numbers (IMEI) that a sale takes out of stock and a cancel or edit puts back.
// Stock quantities move through stock-ledger.ts.

export type SaleProduct = {
  id: number;
  name: string;
  hsn: string | null;
  unit: string;
  allowsFraction: boolean;
  gstRateBps: number | null;
  purchasePricePaise: number;
  stockMilli: number;
  isActive: boolean;
  /** The product has numbered units: a sale must name one IMEI / serial per unit. */
  tracksSerials: boolean;
};

// Read on every bill's save (db/reusable-query.ts: compiled once per number of products).
const saleProductRows = reusableQuery((db: Db, v: { shopId: number; ids: number[] }) =>
  db
    .selectFrom('products as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .select([
      'p.id',
      'p.name',
      'p.hsn',
      'u.abbreviation as unit',
      'u.allows_fraction',
      'p.gst_rate_bps',
      'p.purchase_price_paise',
      'p.stock_milli',
      'p.is_active',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('product_serials as s').select('s.id').whereRef('s.product_id', '=', 'p.id'))
        .as('tracks_serials'),
    )
    .where('p.shop_id', '=', v.shopId)
    .where('p.id', 'in', v.ids),
);

export async function productsForSale(
  trx: Db,
  shopId: number,
  ids: number[],
): Promise<Map<number, SaleProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await saleProductRows(trx, { shopId, ids: unique });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        hsn: r.hsn,
        unit: r.unit,
        allowsFraction: r.allows_fraction === 1,
        gstRateBps: r.gst_rate_bps,
        purchasePricePaise: r.purchase_price_paise,
        stockMilli: r.stock_milli,
        isActive: r.is_active === 1,
        tracksSerials: Boolean(r.tracks_serials),
      },
    ]),
  );
}

/** Marks the units sold on an invoice; each must be in stock for that product. */
export async function sellSerials(
  trx: Db,
  shopId: number,
  productId: number,
  serials: string[],
  invoiceId: number,
): Promise<void> {
  if (serials.length === 0) return;
  const rows = await trx
    .selectFrom('product_serials')
    .select(['serial', 'status'])
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .where('serial', 'in', serials)
    .execute();
  const inStock = new Set(rows.filter((r) => r.status === 'in_stock').map((r) => r.serial));
  const missing = serials.find((s) => !inStock.has(s));
  if (missing) throw new AppError(400, messages.imeiNotInStock(missing));
  const result = await trx
    .updateTable('product_serials')
    .set({ status: 'sold', invoice_id: invoiceId })
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .where('status', '=', 'in_stock')
    .where('serial', 'in', serials)
    .executeTakeFirst();
  // A concurrent sale of the same unit got there first (PostgreSQL re-checks the status under the lock).
  if (Number(result.numUpdatedRows) !== serials.length)
    throw new AppError(409, messages.imeiNotInStock(serials[0]!));
}

/** Puts back in stock every unit an invoice version sold (its cancel, or its replacement by an edit). */
export async function releaseSerials(trx: Db, shopId: number, invoiceId: number): Promise<void> {
  await trx
    .updateTable('product_serials')
    .set({ status: 'in_stock', invoice_id: null })
    .where('shop_id', '=', shopId)
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', 'sold')
    .execute();
}

/** What a bill takes of a product: all its lines, and that less what its old version gave back. */
export type Taken = { outMilli: number; netMilli: number };

/**
 * For a shop that does not sell below zero: refuses the operation (its transaction rolls back) when a
 * product it took stock from is now below zero. Read after the stock was booked, so the row lock of
 * that update orders concurrent sales of one product: the second sees what the first left. The
 * message names what the bill could have had: the stock now plus what the bill took.
 */
export async function refuseStockBelowZero(
  trx: Db,
  shopId: number,
  taken: Map<number, Taken>,
): Promise<void> {
  const ids = [...taken].filter(([, t]) => t.netMilli > 0).map(([id]) => id);
  if (ids.length === 0) return;
  const short = await trx
    .selectFrom('products as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .select(['p.id', 'p.name', 'p.stock_milli', 'u.abbreviation as unit'])
    .where('p.shop_id', '=', shopId)
    .where('p.id', 'in', ids)
    .where('p.stock_milli', '<', 0)
    .orderBy('p.id')
    .executeTakeFirst();
  if (!short) return;
  const available = short.stock_milli + (taken.get(short.id)?.outMilli ?? 0);
  const inStock = `${milliToQuantity(Math.max(0, available))} ${short.unit}`;
  throw new AppError(400, messages.notEnoughStock(short.name, inStock));
}
