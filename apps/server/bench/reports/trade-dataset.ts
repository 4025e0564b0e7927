import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

// Two years of trade for the demo shop, written with the raw drivers in big batches (building the
// data is not what is measured): 300 completed bills a day of 5 lines each, a few of them to
// registered buyers in other states, and a purchase of every product each month. Expenses are not
// written: the expenses table is built on another branch; the P&L scenario adds them with it.

export const DAYS = 730;
export const BILLS_PER_DAY = 300;
export const LINES_PER_BILL = 5;
/** 19 one-off expenses a month and one monthly rent that repeats on its own: 20 a month. */
export const EXPENSES_PER_MONTH = 20;
const PRODUCTS = 200;
const HSNS = ['85171300', '85176290', '39269099', '85044030', '85183000', '84713010'];

export type TradeIds = {
  shopId: number;
  userId: number;
  customerId: number;
  categoryId: number;
  brandId: number;
  /** An expense category the shop can use (a default one). */
  expenseCategoryId: number;
};

const pad = (n: number, w: number) => String(n).padStart(w, '0');
function dateOf(start: Date, day: number) {
  const d = new Date(start.getTime() + day * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}
const fyOf = (date: string) => {
  const y = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${pad((start + 1) % 100, 2)}`;
};

/** Rows in batches, so neither loader holds a million lines at once. */
export function* tradeBatches(ids: TradeIds, firstProductId: number, end: Date, lastInvoiceId: number) {
  const start = new Date(end.getTime() - (DAYS - 1) * 86_400_000);
  const serials = new Map<string, number>();
  let invoiceId = lastInvoiceId;
  for (let day = 0; day < DAYS; day++) {
    const date = dateOf(start, day);
    const fy = fyOf(date);
    const invoices: unknown[][] = [];
    const lines: unknown[][] = [];
    for (let b = 0; b < BILLS_PER_DAY; b++) {
      invoiceId++;
      const serial = (serials.get(fy) ?? 0) + 1;
      serials.set(fy, serial);
      const b2b = b % 50 === 0;
      let taxable = 0;
      let tax = 0;
      for (let l = 0; l < LINES_PER_BILL; l++) {
        const product = firstProductId + ((invoiceId * 7 + l * 13) % PRODUCTS);
        const lineTaxable = 10_000 + ((invoiceId + l) % 50) * 1_000;
        const lineTax = Math.round((lineTaxable * 18) / 100);
        taxable += lineTaxable;
        tax += lineTax;
        lines.push([
          invoiceId,
          ids.shopId,
          l + 1,
          product,
          `Product ${product}`,
          HSNS[product % HSNS.length],
          'Pcs',
          1000,
          lineTaxable + lineTax,
          1,
          1800,
          0,
          0,
          lineTaxable + lineTax,
          lineTaxable,
          b2b ? 0 : lineTax / 2,
          b2b ? 0 : lineTax / 2,
          b2b ? lineTax : 0,
          lineTaxable + lineTax,
          7_000,
        ]);
      }
      const snapshot = JSON.stringify(
        b2b
          ? {
              customerName: 'Karnataka Traders',
              gstNumber: '29AAACR5055K1Z3',
              companyName: 'Karnataka Traders',
            }
          : { customerName: 'Walk-in Customer', gstNumber: null },
      );
      invoices.push([
        invoiceId,
        ids.shopId,
        invoiceId,
        1,
        1,
        fy,
        serial,
        `INV/${fy.slice(2)}/${pad(serial, 6)}`,
        date,
        'GST',
        b2b ? 'inter' : 'intra',
        0,
        b2b ? '29' : '27',
        ids.customerId,
        snapshot,
        taxable + tax,
        0,
        0,
        taxable,
        b2b ? 0 : tax / 2,
        b2b ? 0 : tax / 2,
        b2b ? tax : 0,
        tax,
        0,
        taxable + tax,
        0,
        `bench-${invoiceId}`,
        `${date}T06:00:00.000Z`,
        `${date}T06:00:00.000Z`,
        LINES_PER_BILL * 7_000,
      ]);
    }
    const purchases: unknown[][] = [];
    const expenses: unknown[][] = [];
    if (date.endsWith('-01')) {
      for (let p = 0; p < PRODUCTS; p++) {
        purchases.push([ids.shopId, firstProductId + p, 500_000, 'purchase', 7_000, `${date}T04:00:00.000Z`]);
      }
      const at = `${date}T05:00:00.000Z`;
      // The rent is written once, in the first month, and repeats monthly from there.
      if (day < 31)
        expenses.push([ids.shopId, ids.expenseCategoryId, 'Rent', 2_500_000, date, 1, null, at, at]);
      for (let e = 1; e < EXPENSES_PER_MONTH; e++) {
        const spent = `${date.slice(0, 8)}${pad(1 + e, 2)}`;
        expenses.push([
          ids.shopId,
          ids.expenseCategoryId,
          `Expense ${e}`,
          10_000 * e,
          spent,
          0,
          null,
          at,
          at,
        ]);
      }
    }
    yield { invoices, lines, purchases, expenses };
  }
}

const INVOICE_COLS = [
  'id',
  'shop_id',
  'bill_id',
  'version',
  'status',
  'financial_year',
  'serial',
  'number',
  'invoice_date',
  'bill_type',
  'tax_mode',
  'utgst',
  'place_of_supply',
  'customer_id',
  'customer_snapshot',
  'gross_paise',
  'discount_paise',
  'invoice_discount_paise',
  'taxable_paise',
  'cgst_paise',
  'sgst_paise',
  'igst_paise',
  'tax_paise',
  'round_off_paise',
  'total_paise',
  'points',
  'token',
  'created_at',
  'updated_at',
  'cost_paise',
];
const EXPENSE_COLS = [
  'shop_id',
  'category_id',
  'name',
  'amount_paise',
  'expense_date',
  'is_recurring',
  'recur_until',
  'created_at',
  'updated_at',
];
const LINE_COLS = [
  'invoice_id',
  'shop_id',
  'line_no',
  'product_id',
  'name',
  'hsn',
  'unit',
  'qty_milli',
  'unit_price_paise',
  'price_includes_tax',
  'rate_bps',
  'discount_paise',
  'invoice_discount_paise',
  'amount_paise',
  'taxable_paise',
  'cgst_paise',
  'sgst_paise',
  'igst_paise',
  'total_paise',
  'purchase_price_paise',
];
const LEDGER_COLS = ['shop_id', 'product_id', 'qty_milli', 'reason', 'unit_cost_paise', 'created_at'];
const PRODUCT_COLS = [
  'shop_id',
  'name',
  'category_id',
  'brand_id',
  'unit_id',
  'hsn',
  'gst_rate_bps',
  'purchase_price_paise',
  'selling_price_paise',
  'stock_milli',
  'is_active',
  'created_at',
  'updated_at',
];
const productRows = (ids: TradeIds) =>
  Array.from({ length: PRODUCTS }, (_, i) => [
    ids.shopId,
    `Bench Product ${i}`,
    ids.categoryId,
    ids.brandId,
    1,
    HSNS[i % HSNS.length],
    1800,
    7_000,
    11_800,
    1_000_000,
    1,
    '2024-01-01T00:00:00.000Z',
    '2024-01-01T00:00:00.000Z',
  ]);

export function loadTradeSqlite(file: string, ids: TradeIds, end: Date): void {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = (table: string, cols: string[]) =>
    db.prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`);
  const product = insert('products', PRODUCT_COLS);
  const first = Number(
    db.transaction(() => productRows(ids).map((r) => product.run(...r).lastInsertRowid))()[0],
  );
  const inv = insert('invoices', INVOICE_COLS);
  const line = insert('invoice_lines', LINE_COLS);
  const ledger = insert('stock_ledger', LEDGER_COLS);
  const expense = insert('expenses', EXPENSE_COLS);
  const day = db.transaction(
    (batch: ReturnType<typeof tradeBatches> extends Generator<infer B> ? B : never) => {
      for (const r of batch.invoices) inv.run(...r);
      for (const r of batch.lines) line.run(...r);
      for (const r of batch.purchases) ledger.run(...r);
      for (const r of batch.expenses) expense.run(...r);
    },
  );
  const last = (db.prepare('select coalesce(max(id), 0) as id from invoices').get() as { id: number }).id;
  for (const batch of tradeBatches(ids, first, end, last)) day(batch);
  db.exec('analyze');
  db.close();
}

async function insertMany(client: pg.Client, table: string, cols: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 1_000) {
    const chunk = rows.slice(i, i + 1_000);
    const values: unknown[] = [];
    const tuples = chunk.map((r) => `(${r.map((v) => `$${values.push(v)}`).join(',')})`);
    await client.query(`insert into ${table} (${cols.join(',')}) values ${tuples.join(',')}`, values);
  }
}

export async function loadTradePostgres(url: string, ids: TradeIds, end: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const { rows } = await client.query<{ id: number }>(
    `insert into products (${PRODUCT_COLS.join(',')}) select * from unnest(${PRODUCT_COLS.map((_, i) => `$${i + 1}::${i === 1 || i === 5 || i === 11 || i === 12 ? 'text' : 'bigint'}[]`).join(',')}) returning id`,
    PRODUCT_COLS.map((_, c) => productRows(ids).map((r) => r[c])),
  );
  const first = Math.min(...rows.map((r) => r.id));
  const last = Number((await client.query('select coalesce(max(id), 0) as id from invoices')).rows[0].id);
  for (const batch of tradeBatches(ids, first, end, last)) {
    await insertMany(client, 'invoices', INVOICE_COLS, batch.invoices);
    await insertMany(client, 'invoice_lines', LINE_COLS, batch.lines);
    if (batch.purchases.length > 0) await insertMany(client, 'stock_ledger', LEDGER_COLS, batch.purchases);
    if (batch.expenses.length > 0) await insertMany(client, 'expenses', EXPENSE_COLS, batch.expenses);
  }
  // Ids were given explicitly: move the sequence past them for the server's own inserts.
  await client.query(
    `select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`,
  );
  await client.query('commit');
  await client.query('analyze');
  await client.end();
}
