import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// The staff console's catalogue (issue 22): a subcategory level under categories, an active flag on
// every level and on brands, default HSN and GST rate on categories and subcategories (a model
// without its own takes them), and the counters that number what staff add. Seeded rows keep the
// ids of the committed data; staff-made rows take ids from ranges the data never reaches.
/**
 * Staff deactivate a category level instead of deleting it (brands too, below). The reference
 * module, which offers the levels to retailers, needs these alone in its tests.
 */
export async function addActiveFlags(db: Kysely<any>): Promise<void> {
  for (const table of ['super_categories', 'categories']) {
    await db.schema
      .alterTable(table)
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await addActiveFlags(db);
  await db.schema
    .alterTable('brands')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('categories').addColumn('hsn', 'text').execute();
  await db.schema.alterTable('categories').addColumn('gst_rate_bps', 'integer').execute();
  // A brand merged into another keeps its row (shops' old products may name it) and points here.
  await db.schema.alterTable('brands').addColumn('merged_into_id', 'integer').execute();

  await db.schema
    .createTable('subcategories')
    .addColumn('id', idType(db), autoId)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hsn', 'text')
    .addColumn('gst_rate_bps', 'integer')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index subcategories_name_uq on subcategories (category_id, lower(name))`.execute(
    db,
  );
  await db.schema.alterTable('models').addColumn('subcategory_id', 'integer').execute();
  await db.schema.createIndex('models_subcategory_idx').on('models').column('subcategory_id').execute();
  // Brand management counts, moves and looks up models by brand.
  await db.schema.createIndex('models_brand_idx').on('models').column('brand_id').execute();

  // Two imports at once must not make the same brand twice (the seeded names are unique).
  await sql`create unique index brands_name_uq on brands (lower(name))`.execute(db);

  // Next id per kind for rows staff add. Every catalogue write locks its row ('catalogue') first, so
  // concurrent writes (two imports of overlapping files) run one after the other and the second
  // sees the first's brands and models.
  await db.schema
    .createTable('catalogue_ids')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('next_id', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('catalogue_ids')
    .values([
      { kind: 'catalogue', next_id: 0 },
      { kind: 'superCategory', next_id: 1_000 },
      { kind: 'category', next_id: 10_000 },
      { kind: 'brand', next_id: 100_000 },
      { kind: 'model', next_id: 100_000_000 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_ids').execute();
  await sql`drop index brands_name_uq`.execute(db);
  await sql`drop index models_subcategory_idx`.execute(db);
  await sql`drop index models_brand_idx`.execute(db);
  await db.schema.alterTable('models').dropColumn('subcategory_id').execute();
  await db.schema.dropTable('subcategories').execute();
  await db.schema.alterTable('brands').dropColumn('merged_into_id').execute();
  await db.schema.alterTable('categories').dropColumn('gst_rate_bps').execute();
  await db.schema.alterTable('categories').dropColumn('hsn').execute();
  for (const table of ['super_categories', 'categories', 'brands']) {
    await db.schema.alterTable(table).dropColumn('is_active').execute();
  }
}
