import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { optimizeIndexSql, SEARCH_INDEXES } from '../../src/modules/catalogue/search-index.ts';
import { BENCH_MODEL_ID_START, syntheticModelName } from './synthetic-catalogue.ts';

// Loads the search benchmark's data set into a migrated, seeded database: a million catalogue models
// and 10,000 products in the demo shop (9,000 from the catalogue, 1,000 of its own). It writes with
// the raw drivers in big batches — building the data is not what is measured.

export const MODELS = 1_000_000;
export const SHOP_PRODUCTS = 10_000;
const OWN_PRODUCTS = 1_000;
const CATEGORY_IDS = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

type Product = { modelId: number | null; name: string; categoryId: number };

function shopProducts(): Product[] {
  const products: Product[] = [];
  for (let i = 0; i < SHOP_PRODUCTS - OWN_PRODUCTS; i++) {
    const n = (i * 111) % MODELS;
    products.push({
      modelId: BENCH_MODEL_ID_START + n,
      name: syntheticModelName(n),
      categoryId: CATEGORY_IDS[n % CATEGORY_IDS.length]!,
    });
  }
  for (let i = 0; i < OWN_PRODUCTS; i++) {
    products.push({
      modelId: null,
      name: `Shop Special ${syntheticModelName(i * 7 + 3)} #${i}`,
      categoryId: 999,
    });
  }
  return products;
}

export function loadSqlite(file: string, shopId: number, userId: number): void {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insertModel = db.prepare(
    'insert into models (id, category_id, brand_id, name, hsn, gst_rate_bps, mrp_paise, unit_id, barcode, is_active) values (?, ?, 999, ?, ?, 1800, ?, 1, ?, 1)',
  );
  db.transaction(() => {
    for (let n = 0; n < MODELS; n++) {
      insertModel.run(
        BENCH_MODEL_ID_START + n,
        CATEGORY_IDS[n % CATEGORY_IDS.length],
        syntheticModelName(n),
        '85171300',
        1_000_00 + (n % 5000) * 100,
        `89${String(n).padStart(11, '0')}`,
      );
    }
  })();
  const now = new Date().toISOString();
  const insertProduct = db.prepare(
    `insert into products (shop_id, model_id, name, category_id, brand_id, unit_id, hsn, gst_rate_bps, mrp_paise, purchase_price_paise, selling_price_paise, stock_milli, is_active, created_at, updated_at)
     values (?, ?, ?, ?, 999, 1, '85171300', 1800, null, 10000, 12000, 5000, 1, ?, ?) returning id`,
  );
  const insertLedger = db.prepare(
    `insert into stock_ledger (shop_id, product_id, qty_milli, reason, unit_cost_paise, actor_user_id, created_at) values (?, ?, 5000, 'opening', 10000, ?, ?)`,
  );
  db.transaction(() => {
    for (const p of shopProducts()) {
      const { id } = insertProduct.get(shopId, p.modelId, p.name, p.categoryId, now, now) as { id: number };
      insertLedger.run(shopId, id, userId, now);
    }
  })();
  // Ends as any import does (catalogue/search-index.ts): each search index merged into one segment.
  for (const table of SEARCH_INDEXES) db.exec(optimizeIndexSql(table));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

export async function loadPostgres(url: string, shopId: number, userId: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The trigram index is built once after the load rather than maintained row by row.
    await client.query('drop index if exists models_name_trgm');
    const batch = 20_000;
    for (let start = 0; start < MODELS; start += batch) {
      const ids: number[] = [];
      const cats: number[] = [];
      const names: string[] = [];
      const mrps: number[] = [];
      const codes: string[] = [];
      for (let n = start; n < Math.min(MODELS, start + batch); n++) {
        ids.push(BENCH_MODEL_ID_START + n);
        cats.push(CATEGORY_IDS[n % CATEGORY_IDS.length]!);
        names.push(syntheticModelName(n));
        mrps.push(1_000_00 + (n % 5000) * 100);
        codes.push(`89${String(n).padStart(11, '0')}`);
      }
      await client.query(
        `insert into models (id, category_id, brand_id, name, hsn, gst_rate_bps, mrp_paise, unit_id, barcode, is_active)
         select id, cat, 999, name, '85171300', 1800, mrp, 1, code, 1 from unnest($1::int[], $2::int[], $3::text[], $4::bigint[], $5::text[]) as t(id, cat, name, mrp, code)`,
        [ids, cats, names, mrps, codes],
      );
    }
    await client.query('create index models_name_trgm on models using gin (lower(name) gin_trgm_ops)');
    const products = shopProducts();
    const now = new Date().toISOString();
    await client.query(
      `with inserted as (
         insert into products (shop_id, model_id, name, category_id, brand_id, unit_id, hsn, gst_rate_bps, purchase_price_paise, selling_price_paise, stock_milli, is_active, created_at, updated_at)
         select $1, model_id, name, cat, 999, 1, '85171300', 1800, 10000, 12000, 5000, 1, $5, $5 from unnest($2::int[], $3::text[], $4::int[]) as t(model_id, name, cat)
         returning id)
       insert into stock_ledger (shop_id, product_id, qty_milli, reason, unit_cost_paise, actor_user_id, created_at)
       select $1, id, 5000, 'opening', 10000, $6, $5 from inserted`,
      [
        shopId,
        products.map((p) => p.modelId),
        products.map((p) => p.name),
        products.map((p) => p.categoryId),
        now,
        userId,
      ],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
