import { expenseMessages } from '@galla/contracts/expenses';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

// A 1×1 PNG.
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp(); // today is 2026-11-21 in India
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(() => t.close());

const call = (path: string, body: object, as = token) =>
  t.call('POST', `expenses/${path}`, { token: as, body });
const categories = (body: object = {}, as = token) => call('getCategoryExpenseList', body, as);
const rentId = async () =>
  (await categories()).body.data.expenseCategory.find((c: any) => c.expenseCategoryName === 'Rent')
    .expenseCategoryId as number;
const expense = (categoryId: number, overrides: object = {}) => ({
  expenseCategoryId: categoryId,
  expenseRetailerName: 'Shop rent',
  amount: '12000.50',
  Date: '2026-03-05',
  ...overrides,
});
const expenseRows = () => t.db.selectFrom('expenses').selectAll().orderBy('id').execute();

describe('expense categories', () => {
  it('every shop starts with the default categories, each with an icon, and nothing spent', async () => {
    const res = await categories();
    expect(res.body.status).toBe(200);
    const list = res.body.data;
    expect(list).toMatchObject({
      fromDate: '2026-01-01',
      toDate: '2026-11-21',
      totalExpenses: 0,
      hasMore: false,
    });
    expect(list.expenseCategory.map((c: any) => c.expenseCategoryName)).toEqual(
      expect.arrayContaining(['Rent', 'Salaries', 'Electricity', 'Transport', 'Tea and snacks', 'Repairs']),
    );
    for (const c of list.expenseCategory) {
      expect(c).toMatchObject({ isDefault: true, categoryAmount: 0, categoryImage: null });
      expect(c.icon).toMatch(/^[a-z-]+$/);
    }
  });

  it('adds the shop’s own with an image stored as bytes and served by its URL', async () => {
    const res = await call('addExpenseCategory', {
      expenseCategoryName: ' Packing material ',
      categoryImage: `data:image/png;base64,${png}`,
    });
    expect(res.body).toMatchObject({ status: 200, message: expenseMessages.categoryAdded });
    const { expenseCategoryId, categoryImage } = res.body.data;
    expect(categoryImage).toMatch(/^\/api\/v3\/files\//);
    const image = await t.call('GET', categoryImage);
    expect(image.http).toBe(200);
    const own = (await categories()).body.data.expenseCategory.find(
      (c: any) => c.expenseCategoryId === expenseCategoryId,
    );
    expect(own).toMatchObject({
      expenseCategoryName: 'Packing material',
      isDefault: false,
      categoryImage,
      icon: null,
    });
  });

  it.each([
    [{ expenseCategoryName: '  ' }, expenseMessages.categoryNameRequired],
    [{ expenseCategoryName: 'x'.repeat(41) }, expenseMessages.categoryNameTooLong],
    [{ expenseCategoryName: 'rent' }, expenseMessages.categoryExists],
    [{ expenseCategoryName: 'Bags', categoryImage: 'bm90IGFuIGltYWdl' }, 'Please choose an image file'],
  ])('refuses %j and adds nothing', async (body, error) => {
    const before = (await categories()).body.data.expenseCategory.length;
    const res = await call('addExpenseCategory', body);
    expect(res.body).toEqual({ status: 400, error });
    expect((await categories()).body.data.expenseCategory).toHaveLength(before);
  });

  it('refuses an image over 1 MB', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1);
    Buffer.from(png, 'base64').copy(big);
    const res = await call('addExpenseCategory', {
      expenseCategoryName: 'Big',
      categoryImage: big.toString('base64'),
    });
    expect(res.body).toEqual({ status: 400, error: 'The photo must be at most 1 MB' });
  });

  it('pages 20 at a time', async () => {
    for (let i = 0; i < 15; i++) await call('addExpenseCategory', { expenseCategoryName: `Own ${i}` });
    const first = (await categories({ page: 1, numberOfItems: 20 })).body.data;
    const second = (await categories({ page: 2, numberOfItems: 20 })).body.data;
    expect(first.expenseCategory).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.expenseCategory.length).toBeGreaterThan(0);
    expect(second.hasMore).toBe(false);
    const ids = [...first.expenseCategory, ...second.expenseCategory].map((c: any) => c.expenseCategoryId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('expenses', () => {
  it('records, lists, edits and deletes an expense; the totals follow', async () => {
    const rent = await rentId();
    const added = await call('addExpense', expense(rent));
    expect(added.body).toMatchObject({ status: 200, message: expenseMessages.expenseAdded });
    const id = added.body.data.expenseRetailerId;

    const list = await call('getExpenseList', { expenseCategoryId: rent });
    expect(list.body.data).toMatchObject({ expenseCategoryName: 'Rent', totalExpenses: 12000.5 });
    expect(list.body.data.expensesList).toEqual([
      {
        expenseRetailerId: id,
        expenseCategoryId: rent,
        expenseRetailerName: 'Shop rent',
        amount: 12000.5,
        Date: '2026-03-05',
        isRecurring: false,
        fromDate: null,
        toDate: null,
        occurrences: 1,
        amountInRange: 12000.5,
      },
    ]);
    const totals = (await categories()).body.data;
    expect(totals.totalExpenses).toBe(12000.5);
    expect(totals.expenseCategory.find((c: any) => c.expenseCategoryId === rent).categoryAmount).toBe(
      12000.5,
    );

    const edited = await call('editExpense', { ...expense(rent, { amount: 11000 }), expenseRetailerId: id });
    expect(edited.body).toMatchObject({ status: 200, message: expenseMessages.expenseUpdated });
    expect((await categories()).body.data.totalExpenses).toBe(11000);

    const deleted = await call('deleteExpense', { expenseRetailerId: id });
    expect(deleted.body).toEqual({ status: 200, message: expenseMessages.expenseDeleted });
    expect((await categories()).body.data.totalExpenses).toBe(0);
    expect(await expenseRows()).toEqual([]);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before'])
      .where('entity', '=', 'expense')
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual(['expense.edit', 'expense.delete']);
    expect(JSON.parse(trail[1]!.before!)).toMatchObject({ id, amount_paise: 1100000, name: 'Shop rent' });
  });

  it('counts a recurring expense once a month on its start day, in every report', async () => {
    const rent = await rentId();
    await call(
      'addExpense',
      expense(rent, { amount: 1000, isRecurring: true, fromDate: '2026-01-31', Date: undefined }),
    );
    await call(
      'addExpense',
      expense(rent, { amount: 1, isRecurring: 1, fromDate: '2026-06-15', toDate: '2026-08-15' }),
    );
    const list = (await call('getExpenseList', { expenseCategoryId: rent })).body.data;
    // Jan 31, Feb 28, Mar 31 … Oct 31: 10 occurrences up to 21 November; June, July, August.
    expect(list.totalExpenses).toBe(10_003);
    expect(list.expensesList.map((e: any) => [e.occurrences, e.isRecurring, e.fromDate, e.toDate])).toEqual(
      expect.arrayContaining([
        [10, true, '2026-01-31', null],
        [3, true, '2026-06-15', '2026-08-15'],
      ]),
    );
    const spring = (await categories({ fromDate: '2026-02-01', toDate: '2026-03-30' })).body.data;
    expect(spring.totalExpenses).toBe(1000);
    const pl = (await t.call('POST', 'expenses/getProfitnLossReport', { token, body: {} })).body.data;
    expect(pl.reportDetails.expenses).toBe(10_003);
    expect(pl.reports.find((r: any) => r.month === '2026-02').expenses).toBe(1000);
    expect(pl.reports.find((r: any) => r.month === '2026-07').expenses).toBe(1001);
  });

  it.each([
    [{ expenseRetailerName: '' }, expenseMessages.expenseNameRequired],
    [{ amount: 0 }, expenseMessages.amountPositive],
    [{ amount: '12.345' }, expenseMessages.amountInvalid],
    [{ amount: -5 }, expenseMessages.amountInvalid],
    [{ Date: '2026-11-22' }, expenseMessages.futureDate],
    [{ Date: undefined }, expenseMessages.dateRequired],
    [{ isRecurring: true, fromDate: '2026-05-01', toDate: '2026-04-01' }, expenseMessages.untilBeforeStart],
    [{ expenseCategoryId: 999999 }, expenseMessages.noSuchCategory],
  ])('refuses %j and records nothing', async (overrides, error) => {
    const res = await call('addExpense', expense(await rentId(), overrides));
    expect(res.body.error).toBe(error);
    expect(await expenseRows()).toEqual([]);
  });

  it('an edit that fails changes nothing', async () => {
    const rent = await rentId();
    const id = (await call('addExpense', expense(rent))).body.data.expenseRetailerId;
    const before = await expenseRows();
    const res = await call('editExpense', {
      ...expense(rent, { Date: '2027-01-01' }),
      expenseRetailerId: id,
    });
    expect(res.body.error).toBe(expenseMessages.futureDate);
    expect(await expenseRows()).toEqual(before);
    const missing = await call('editExpense', { ...expense(rent), expenseRetailerId: id + 1 });
    expect(missing.body).toEqual({ status: 404, error: expenseMessages.noSuchExpense });
    expect((await call('deleteExpense', { expenseRetailerId: id + 1 })).body).toEqual({
      status: 404,
      error: expenseMessages.noSuchExpense,
    });
  });

  it.each([
    [{ fromDate: '2025-01-01', toDate: '2026-01-01' }, expenseMessages.rangeExceeds],
    [{ fromDate: '2026-01-01', toDate: '2026-11-22' }, expenseMessages.futureDate],
    [{ fromDate: '2026-05-01', toDate: '2026-04-01' }, expenseMessages.fromAfterTo],
  ])('refuses the range %j on every report', async (range, error) => {
    const rent = await rentId();
    expect((await categories(range)).body).toEqual({ status: 400, error });
    expect((await call('getExpenseList', { ...range, expenseCategoryId: rent })).body).toEqual({
      status: 400,
      error,
    });
    expect((await call('getProfitnLossReport', range)).body).toEqual({ status: 400, error });
  });

  it('accepts twelve calendar months, the most a report shows', async () => {
    const res = await categories({ fromDate: '2025-12-01', toDate: '2026-11-21' });
    expect(res.body.status).toBe(200);
  });
});

describe('another shop', () => {
  it('can neither see nor use nor change this shop’s categories and expenses', async () => {
    const other = await t.tokenFor(demoAccounts.nonGst.phone);
    const own = (await call('addExpenseCategory', { expenseCategoryName: 'Packing', categoryImage: png }))
      .body.data.expenseCategoryId;
    const id = (await call('addExpense', expense(own))).body.data.expenseRetailerId;
    const before = await expenseRows();

    const theirs = (await categories({}, other)).body.data;
    expect(theirs.expenseCategory.map((c: any) => c.expenseCategoryId)).not.toContain(own);
    expect(theirs.totalExpenses).toBe(0);
    expect((await call('getExpenseList', { expenseCategoryId: own }, other)).body).toEqual({
      status: 404,
      error: expenseMessages.noSuchCategory,
    });
    expect((await call('addExpense', expense(own), other)).body.error).toBe(expenseMessages.noSuchCategory);
    const rent = (await categories({}, other)).body.data.expenseCategory[0].expenseCategoryId;
    expect((await call('editExpense', { ...expense(rent), expenseRetailerId: id }, other)).body).toEqual({
      status: 404,
      error: expenseMessages.noSuchExpense,
    });
    expect((await call('deleteExpense', { expenseRetailerId: id }, other)).body).toEqual({
      status: 404,
      error: expenseMessages.noSuchExpense,
    });
    expect(await expenseRows()).toEqual(before);
    // A default category is shared, but the amounts booked under it are each shop's own.
    await call('addExpense', expense(rent, { amount: 7 }), other);
    expect((await call('getExpenseList', { expenseCategoryId: rent })).body.data.totalExpenses).toBe(0);
    expect((await call('getExpenseList', { expenseCategoryId: rent }, other)).body.data.totalExpenses).toBe(
      7,
    );
  });

  it('needs a session', async () => {
    const res = await t.call('POST', 'expenses/getCategoryExpenseList', { body: {} });
    expect(res.http).toBe(401);
  });
});
