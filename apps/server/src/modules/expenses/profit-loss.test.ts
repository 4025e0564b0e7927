import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backfillCost } from '../../db/migrations/2026112521_invoice_cost.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody } from '../billing/test-helpers.js';

// Profit and loss against the bills and expenses that made it. Prices are chosen so each line's
// taxable value is known without the invoice maths: ₹118 × k at 18% GST (tax-inclusive) is ₹100 × k
// taxable, and a 0% line is its price.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp(); // today is 2026-11-21 in India
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(() => t.close());

const post = (path: string, body: object) => t.call('POST', path, { token, body });
const report = async (range: object = {}) => {
  const res = await post('expenses/getProfitnLossReport', range);
  if (res.http !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};
const rentId = async () =>
  (await post('expenses/getCategoryExpenseList', {})).body.data.expenseCategory[0]
    .expenseCategoryId as number;

describe('expenses/getProfitnLossReport', () => {
  it('is all zeros, month by month, for a shop with nothing yet', async () => {
    const pl = await report({ fromDate: '2026-09-15', toDate: '2026-11-21' });
    expect(pl.reports).toEqual([
      { month: '2026-09', income: 0, expenses: 0 },
      { month: '2026-10', income: 0, expenses: 0 },
      { month: '2026-11', income: 0, expenses: 0 },
    ]);
    expect(pl.reportDetails).toEqual({
      bills: 0,
      totalSales: 0,
      discounts: 0,
      income: 0,
      costOfGoodsSold: 0,
      grossProfit: 0,
      expenses: 0,
      netProfit: 0,
      gstCollected: 0,
      roundOff: 0,
    });
  });

  it('counts the taxable value as income and the purchase price at the time of sale as cost', async () => {
    const { productId } = await addProduct(t, token, {
      modelName: 'Cover',
      purchasePrice: 60.5,
      sellingPrice: 118,
    });
    await post(
      'billing/saveInvoice',
      billBody([{ productId, quantity: 3, price: 118 }], 354, { invoice_date: '2026-10-02' }),
    );
    // A later purchase price does not change the cost of what was already sold.
    await t.db
      .updateTable('products')
      .set({ purchase_price_paise: 9000 })
      .where('id', '=', productId)
      .execute();
    const cancelled = await post(
      'billing/saveInvoice',
      billBody([{ productId, quantity: 1 }], 118, { invoice_date: '2026-10-03' }),
    );
    await post('billing/cancelInvoice', { invoiceId: cancelled.body.data.invoiceDetails[0].invoiceId });
    await post('expenses/addExpense', {
      expenseCategoryId: await rentId(),
      expenseRetailerName: 'October rent',
      amount: 50.25,
      Date: '2026-10-01',
    });

    const pl = await report({ fromDate: '2026-10-01', toDate: '2026-11-21' });
    expect(pl.reports).toEqual([
      { month: '2026-10', income: 300, expenses: 50.25 },
      { month: '2026-11', income: 0, expenses: 0 },
    ]);
    expect(pl.reportDetails).toEqual({
      bills: 1,
      totalSales: 354,
      discounts: 0,
      income: 300,
      costOfGoodsSold: 181.5,
      grossProfit: 118.5,
      expenses: 50.25,
      netProfit: 68.25,
      gstCollected: 54,
      roundOff: 0,
    });
  });

  it('counts only the current version of an edited bill', async () => {
    const { productId } = await addProduct(t, token, { purchasePrice: 50 });
    const saved = await post(
      'billing/saveInvoice',
      billBody([{ productId, quantity: 1 }], 118, { invoice_date: '2026-11-01' }),
    );
    await post('billing/editInvoice', {
      ...billBody([{ productId, quantity: 2 }], 236, { invoice_date: '2026-11-01' }),
      invoiceId: saved.body.data.invoiceDetails[0].invoiceId,
    });
    const pl = await report();
    expect(pl.reportDetails).toMatchObject({ bills: 1, income: 200, costOfGoodsSold: 100, grossProfit: 100 });
  });

  it("keeps each version's cost on the invoice row, equal to its lines at the recorded purchase price", async () => {
    const { productId } = await addProduct(t, token, { purchasePrice: 33.33 });
    await post('billing/saveInvoice', billBody([{ productId, quantity: 3 }], 354));
    const rows = await t.db.selectFrom('invoices').select(['id', 'cost_paise']).execute();
    const lines = await t.db
      .selectFrom('invoice_lines')
      .select(['invoice_id', 'qty_milli', 'purchase_price_paise'])
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.cost_paise)).toBe(9999);
    expect(lines.map((l) => Number(l.qty_milli) * Number(l.purchase_price_paise))).toEqual([9_999_000]);
  });

  it('gives bills written before the cost column the same cost from their lines', async () => {
    const { productId } = await addProduct(t, token, { purchasePrice: 33.33 });
    await post('billing/saveInvoice', billBody([{ productId, quantity: 3 }], 354));
    await post('billing/saveInvoice', billBody([{ productId, quantity: 1 }], 118));
    const written = await t.db.selectFrom('invoices').select(['id', 'cost_paise']).orderBy('id').execute();
    await t.db.updateTable('invoices').set({ cost_paise: 0 }).execute();
    await backfillCost(t.db);
    const filled = await t.db.selectFrom('invoices').select(['id', 'cost_paise']).orderBy('id').execute();
    expect(filled.map((r) => Number(r.cost_paise))).toEqual([9999, 3333]);
    expect(filled).toEqual(written);
  });

  it('belongs to the shop that asks', async () => {
    const { productId } = await addProduct(t, token);
    await post('billing/saveInvoice', billBody([{ productId }], 118));
    const other = await t.tokenFor(demoAccounts.nonGst.phone);
    const theirs = await t.call('POST', 'expenses/getProfitnLossReport', { token: other, body: {} });
    expect(theirs.body.data.reportDetails).toMatchObject({ bills: 0, income: 0, costOfGoodsSold: 0 });
  });
});

// The model the property test keeps: the bills that stand, their lines, and the expenses.
type Line = { product: number; quantity: number; taxableRupees: number; price: number; gst: number };
type Bill = { invoiceId: number; date: string; lines: Line[] };
type ModelExpense = { amountPaise: number; start: string; recurring: boolean; until: string | null };

const day = fc
  .record({ m: fc.integer({ min: 1, max: 11 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ m, d }) => {
    const last = new Date(Date.UTC(2026, m, 0)).getUTCDate();
    return `2026-${String(m).padStart(2, '0')}-${String(Math.min(d, last, m === 11 ? 21 : 31)).padStart(2, '0')}`;
  });
const lineArb = fc.record({
  product: fc.integer({ min: 0, max: 2 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  k: fc.integer({ min: 1, max: 40 }),
  taxed: fc.boolean(),
});
const action = fc.oneof(
  fc.record({
    kind: fc.constant('bill' as const),
    date: day,
    lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    which: fc.nat(),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }),
  fc.record({
    kind: fc.constant('expense' as const),
    amountPaise: fc.integer({ min: 1, max: 5_000_000 }),
    start: day,
    recurring: fc.boolean(),
    months: fc.option(fc.integer({ min: 0, max: 8 })),
  }),
);

/** Walks month by month from the start, independently of the server's occurrence code. */
function modelExpenseIn(e: ModelExpense, from: string, to: string): Map<string, number> {
  const byMonth = new Map<string, number>();
  const day = Number(e.start.slice(8));
  for (let i = 0; i < (e.recurring ? 24 : 1); i++) {
    const year = Number(e.start.slice(0, 4));
    const month = Number(e.start.slice(5, 7)) + i;
    const y = year + Math.floor((month - 1) / 12);
    const m = ((month - 1) % 12) + 1;
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const date = `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
    if (e.until !== null && date > e.until) break;
    if (date >= from && date <= to)
      byMonth.set(date.slice(0, 7), (byMonth.get(date.slice(0, 7)) ?? 0) + e.amountPaise);
  }
  return byMonth;
}

describe('profit and loss, property', () => {
  it('equals the sum of its bills and expenses for random shops', { timeout: 240_000 }, async () => {
    await t.close();
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 10 }),
        fc.tuple(day, day),
        async (actions, [a, b]) => {
          t = await createTestApp();
          token = await t.tokenFor(demoAccounts.owner.phone);
          try {
            const purchase = [4550, 10001, 99];
            const products: number[] = [];
            for (const [i, paise] of purchase.entries()) {
              const { productId } = await addProduct(t, token, {
                modelName: `Item ${i}`,
                modelQuantity: 10_000,
                purchasePrice: paise / 100,
                sellingPrice: 118,
                MRP: 10_000,
              });
              products.push(productId);
            }
            const rent = await rentId();
            const bills: Bill[] = [];
            const expenses: ModelExpense[] = [];
            const toLines = (ls: fc.Arbitrary<any> extends never ? never : any[]): Line[] =>
              ls.map((l: any) => ({
                product: l.product,
                quantity: l.quantity,
                price: l.taxed ? 118 * l.k : 7 * l.k,
                gst: l.taxed ? 18 : 0,
                taxableRupees: (l.taxed ? 100 * l.k : 7 * l.k) * l.quantity,
              }));
            const body = (lines: Line[], date: string) =>
              billBody(
                lines.map((l) => ({
                  productId: products[l.product]!,
                  quantity: l.quantity,
                  price: l.price,
                  gstPercent: l.gst,
                })),
                lines.reduce((s, l) => s + l.price * l.quantity, 0),
                { invoice_date: date },
              );
            for (const act of actions) {
              if (act.kind === 'bill') {
                const lines = toLines(act.lines);
                const res = await post('billing/saveInvoice', body(lines, act.date));
                expect(res.http, JSON.stringify(res.body)).toBe(200);
                bills.push({ invoiceId: res.body.data.invoiceDetails[0].invoiceId, date: act.date, lines });
              } else if (act.kind === 'edit' && bills.length > 0) {
                const bill = bills[act.which % bills.length]!;
                const lines = toLines(act.lines);
                const res = await post('billing/editInvoice', {
                  ...body(lines, bill.date),
                  invoiceId: bill.invoiceId,
                });
                expect(res.http, JSON.stringify(res.body)).toBe(200);
                bill.invoiceId = res.body.data.invoiceDetails[0].invoiceId;
                bill.lines = lines;
              } else if (act.kind === 'cancel' && bills.length > 0) {
                const [bill] = bills.splice(act.which % bills.length, 1);
                const res = await post('billing/cancelInvoice', { invoiceId: bill!.invoiceId });
                expect(res.http, JSON.stringify(res.body)).toBe(200);
              } else if (act.kind === 'expense') {
                const until =
                  act.recurring && act.months !== null
                    ? `2026-${String(Math.min(11, Number(act.start.slice(5, 7)) + act.months)).padStart(2, '0')}-20`
                    : null;
                const e = {
                  amountPaise: act.amountPaise,
                  start: act.start,
                  recurring: act.recurring,
                  until: until && until >= act.start ? until : null,
                };
                const res = await post('expenses/addExpense', {
                  expenseCategoryId: rent,
                  expenseRetailerName: 'Random',
                  amount: (e.amountPaise / 100).toFixed(2),
                  Date: e.start,
                  isRecurring: e.recurring,
                  toDate: e.until,
                });
                expect(res.http, JSON.stringify(res.body)).toBe(200);
                expenses.push(e);
              }
            }

            for (const [from, to] of [['2026-01-01', '2026-11-21'], a <= b ? [a, b] : [b, a]] as const) {
              const pl = await report({ fromDate: from, toDate: to });
              const inRange = bills.filter((bill) => bill.date >= from && bill.date <= to);
              const lines = inRange.flatMap((bill) => bill.lines);
              const incomePaise = lines.reduce((s, l) => s + l.taxableRupees * 100, 0);
              const costPaise = lines.reduce((s, l) => s + purchase[l.product]! * l.quantity, 0);
              const expenseMonths = expenses.map((e) => modelExpenseIn(e, from, to));
              const expensesPaise = expenseMonths.reduce(
                (s, m) => s + [...m.values()].reduce((x, y) => x + y, 0),
                0,
              );
              const d = pl.reportDetails;
              expect(d.bills).toBe(inRange.length);
              expect(Math.round(d.income * 100)).toBe(incomePaise);
              expect(Math.round(d.costOfGoodsSold * 100)).toBe(costPaise);
              expect(Math.round(d.expenses * 100)).toBe(expensesPaise);
              expect(Math.round(d.grossProfit * 100)).toBe(incomePaise - costPaise);
              expect(Math.round(d.netProfit * 100)).toBe(incomePaise - costPaise - expensesPaise);
              expect(Math.round(d.totalSales * 100)).toBe(
                Math.round(d.income * 100) + Math.round(d.gstCollected * 100) + Math.round(d.roundOff * 100),
              );
              for (const row of pl.reports) {
                const monthIncome = inRange
                  .filter((bill) => bill.date.startsWith(row.month))
                  .flatMap((bill) => bill.lines)
                  .reduce((s, l) => s + l.taxableRupees * 100, 0);
                const monthExpenses = expenseMonths.reduce((s, m) => s + (m.get(row.month) ?? 0), 0);
                expect([row.month, Math.round(row.income * 100), Math.round(row.expenses * 100)]).toEqual([
                  row.month,
                  monthIncome,
                  monthExpenses,
                ]);
              }
            }
          } finally {
            await t.close();
          }
        },
      ),
      { numRuns: 12 },
    );
    t = await createTestApp();
  });
});
