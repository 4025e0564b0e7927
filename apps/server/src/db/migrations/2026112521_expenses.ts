import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// Expenses (issue 20): the shop's expense categories and the expenses booked under them. Money is
// integer paise. Default categories are rows without a shop (shop_id null) that every shop sees, so
// existing shops and new ones have them without a per-shop copy; a shop's own categories carry its id.
const defaults: [string, string][] = [
  ['Rent', 'building-store'],
  ['Salaries', 'users'],
  ['Electricity', 'bolt'],
  ['Transport', 'truck'],
  ['Tea and snacks', 'coffee'],
  ['Repairs', 'tool'],
  ['Internet and phone', 'phone'],
  ['Stationery', 'pencil'],
  ['Cleaning', 'spray'],
  ['Other', 'receipt'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('expense_categories')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('image_file_id', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('expense_categories_shop')
    .on('expense_categories')
    .columns(['shop_id', 'id'])
    .execute();

  await db.schema
    .createTable('expenses')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('expense_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('expense_date', 'text', (c) => c.notNull())
    .addColumn('is_recurring', 'integer', (c) => c.notNull().defaultTo(0))
    // A recurring expense repeats monthly from expense_date up to recur_until (inclusive).
    .addColumn('recur_until', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('expenses_shop_date')
    .on('expenses')
    .columns(['shop_id', 'expense_date'])
    .execute();
  await db.schema
    .createIndex('expenses_shop_category')
    .on('expenses')
    .columns(['shop_id', 'category_id'])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('expense_categories')
    .values(
      defaults.map(([name, icon], i) => ({ shop_id: null, name, icon, sort_order: i, created_at: now })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('expenses').execute();
  await db.schema.dropTable('expense_categories').execute();
}
