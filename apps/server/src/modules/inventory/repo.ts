import type { Db } from '../../db/database.js';

// Queries on a shop's products. Every one takes the shop id from the caller's session and filters by
// it: a product of another shop is the same as no product.

export function productRows(db: Db, shopId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .leftJoin('distributors as d', (join) =>
      join.onRef('d.id', '=', 'p.distributor_id').on('d.shop_id', '=', shopId),
    )
    .select([
      'p.id',
      'p.model_id',
      'p.name',
      'p.description',
      'p.category_id',
      'c.name as category_name',
      'p.brand_id',
      'b.name as brand_name',
      'p.distributor_id',
      'd.name as distributor_name',
      'p.stock_milli',
      'p.purchase_price_paise',
      'p.selling_price_paise',
      'p.mrp_paise',
      'p.hsn',
      'p.gst_rate_bps',
      'p.scan_id',
      'p.unit_id',
      'u.abbreviation as unit',
      'p.is_active',
      'p.image_file_id',
    ])
    .where('p.shop_id', '=', shopId);
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>['executeTakeFirstOrThrow']>>;

/** In-stock serial numbers of the given products, by product. */
export async function serialsInStock(
  db: Db,
  shopId: number,
  productIds: number[],
): Promise<Map<number, string[]>> {
  const bySerial = new Map<number, string[]>();
  if (productIds.length === 0) return bySerial;
  const rows = await db
    .selectFrom('product_serials')
    .select(['product_id', 'serial'])
    .where('shop_id', '=', shopId)
    .where('product_id', 'in', productIds)
    .where('status', '=', 'in_stock')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = bySerial.get(row.product_id) ?? [];
    list.push(row.serial);
    bySerial.set(row.product_id, list);
  }
  return bySerial;
}

/** Which of these serials the shop already holds in stock. */
export async function serialsHeld(db: Db, shopId: number, serials: string[]): Promise<string[]> {
  if (serials.length === 0) return [];
  const rows = await db
    .selectFrom('product_serials')
    .select('serial')
    .where('shop_id', '=', shopId)
    .where('serial', 'in', serials)
    .where('status', '=', 'in_stock')
    .execute();
  return rows.map((r) => r.serial);
}

export async function ownedModelIds(
  db: Db,
  shopId: number,
  modelIds: number[],
): Promise<Map<number, number>> {
  if (modelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'model_id'])
    .where('shop_id', '=', shopId)
    .where('model_id', 'in', modelIds)
    .execute();
  return new Map(rows.map((r) => [r.model_id!, r.id]));
}

export async function nameTaken(db: Db, shopId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', shopId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function scanIdTaken(
  db: Db,
  shopId: number,
  scanId: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('scan_id', '=', scanId);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function distributorBelongs(db: Db, shopId: number, distributorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('distributors')
    .select('id')
    .where('id', '=', distributorId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row !== undefined;
}
