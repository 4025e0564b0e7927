import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// The global catalogue (brand → model under a category), each shop's products, their stock ledger,
// per-unit serial numbers (IMEI) and the shop's distributors. Money is integer paise, quantities
// integer thousandths, GST rates basis points.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('models')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hsn', 'text')
    .addColumn('gst_rate_bps', 'integer')
    .addColumn('mrp_paise', 'bigint')
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('barcode', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('models_category_brand_idx')
    .on('models')
    .columns(['category_id', 'brand_id'])
    .execute();
  await db.schema.createIndex('models_barcode_idx').on('models').column('barcode').execute();

  // Substring search over the catalogue: FTS5 with the trigram tokenizer on SQLite (kept in step by
  // triggers), a pg_trgm GIN index on PostgreSQL.
  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index models_name_trgm on models using gin (lower(name) gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table models_fts using fts5(name, content='models', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger models_fts_insert after insert on models begin
      insert into models_fts(rowid, name) values (new.id, new.name); end`.execute(db);
    await sql`create trigger models_fts_delete after delete on models begin
      insert into models_fts(models_fts, rowid, name) values ('delete', old.id, old.name); end`.execute(db);
    await sql`create trigger models_fts_update after update of name on models begin
      insert into models_fts(models_fts, rowid, name) values ('delete', old.id, old.name);
      insert into models_fts(rowid, name) values (new.id, new.name); end`.execute(db);
  }

  await db.schema
    .createTable('distributors')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('country_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('pincode', 'text')
    .addColumn('gst_number', 'text')
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('distributors_shop_idx')
    .on('distributors')
    .columns(['shop_id', 'name'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('model_id', 'integer', (c) => c.references('models.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('hsn', 'text')
    .addColumn('gst_rate_bps', 'integer')
    .addColumn('mrp_paise', 'bigint')
    .addColumn('purchase_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('selling_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('scan_id', 'text')
    .addColumn('distributor_id', 'integer', (c) => c.references('distributors.id'))
    .addColumn('stock_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('image_file_id', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index products_shop_model_uq on products (shop_id, model_id) where model_id is not null`.execute(
    db,
  );
  await sql`create unique index products_shop_scan_uq on products (shop_id, scan_id) where scan_id is not null`.execute(
    db,
  );
  await sql`create unique index products_shop_name_uq on products (shop_id, lower(name))`.execute(db);
  await db.schema.createIndex('products_shop_idx').on('products').columns(['shop_id', 'id']).execute();
  // A shop's own products (not from the catalogue) by name: the other half of a name search, indexed
  // the same way as the catalogue.
  await sql`create index products_shop_own_idx on products (shop_id, name) where model_id is null`.execute(
    db,
  );
  if (pg) {
    await sql`create index products_own_name_trgm on products using gin (lower(name) gin_trgm_ops) where model_id is null`.execute(
      db,
    );
  } else {
    await sql`create virtual table products_own_fts using fts5(name, content='products', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger products_own_fts_insert after insert on products when new.model_id is null begin
      insert into products_own_fts(rowid, name) values (new.id, new.name); end`.execute(db);
    await sql`create trigger products_own_fts_delete after delete on products when old.model_id is null begin
      insert into products_own_fts(products_own_fts, rowid, name) values ('delete', old.id, old.name); end`.execute(
      db,
    );
    await sql`create trigger products_own_fts_update after update of name, model_id on products begin
      insert into products_own_fts(products_own_fts, rowid, name) select 'delete', old.id, old.name where old.model_id is null;
      insert into products_own_fts(rowid, name) select new.id, new.name where new.model_id is null; end`.execute(
      db,
    );
  }

  await db.schema
    .createTable('stock_ledger')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty_milli', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('unit_cost_paise', 'bigint')
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_ledger_product_idx')
    .on('stock_ledger')
    .columns(['shop_id', 'product_id', 'id'])
    .execute();

  await db.schema
    .createTable('product_serials')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_serials_shop_serial_uq')
    .on('product_serials')
    .columns(['shop_id', 'serial'])
    .unique()
    .execute();
  await db.schema
    .createIndex('product_serials_product_idx')
    .on('product_serials')
    .columns(['product_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table products_own_fts`.execute(db);
  for (const table of ['product_serials', 'stock_ledger', 'products', 'distributors']) {
    await db.schema.dropTable(table).execute();
  }
  if (!isPostgres(db)) await sql`drop table models_fts`.execute(db);
  await db.schema.dropTable('models').execute();
  await db.schema.dropTable('brands').execute();
}
