import type { Kysely } from 'kysely';

// Reference data: states and cities, the pincode directory, the category tree, online stores, FAQs
// and units. Ids come from the data (GST state codes, permanent catalogue ids), never from a
// sequence, so the tables are the same on SQLite and PostgreSQL. Start-up fills them (reference sync).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gst_state_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cities_state_idx').on('cities').column('state_id').execute();

  await db.schema
    .createTable('pincodes')
    .addColumn('pincode', 'text', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .execute();

  await db.schema
    .createTable('super_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('super_category_id', 'integer', (c) => c.notNull().references('super_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('categories_super_category_idx')
    .on('categories')
    .column('super_category_id')
    .execute();

  await db.schema
    .createTable('online_stores')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  // uqc: the GST Unique Quantity Code of the unit (GSTR-1 HSN summary).
  await db.schema
    .createTable('units')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('abbreviation', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('uqc', 'text', (c) => c.notNull())
    .addColumn('allows_fraction', 'integer', (c) => c.notNull())
    .execute();

  // One row per data set: the hash of what was last synced, so start-up skips unchanged sets.
  await db.schema
    .createTable('reference_data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'reference_data_versions',
    'units',
    'faqs',
    'online_stores',
    'categories',
    'super_categories',
    'pincodes',
    'cities',
    'states',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
