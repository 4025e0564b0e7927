import {
  type AddExpense,
  type AddExpenseCategory,
  type CategoryExpenseList,
  type EditExpense,
  type ExpenseList,
  expenseMessages,
} from '@galla/contracts/expenses';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { fileUrl, storeImage } from '../../platform/files.js';
import { amountInRange, type ExpenseInRange, expensesIn } from './occurrences.js';
import type { DateRange } from './range.js';

type Actor = { shopId: number; userId: number };

// The shop's expense categories (the defaults every shop sees, and its own) and the expenses booked
// under them. Amounts are paise inside and rupees in the answers.
export function createExpensesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Default categories (no shop) and the shop's own, defaults first. */
  const categoriesOf = (shopId: number) =>
    db
      .selectFrom('expense_categories')
      .select(['id', 'shop_id', 'name', 'icon', 'image_file_id'])
      .where((eb) => eb.or([eb('shop_id', '=', shopId), eb('shop_id', 'is', null)]))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();

  const categoryOf = async (shopId: number, id: number) => {
    const row = await db
      .selectFrom('expense_categories')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where((eb) => eb.or([eb('shop_id', '=', shopId), eb('shop_id', 'is', null)]))
      .executeTakeFirst();
    if (!row) throw new AppError(404, expenseMessages.noSuchCategory);
    return row;
  };

  /** The stored form of an expense's dates: its first day and, when recurring, its last. */
  const schedule = (input: AddExpense) => {
    const start = input.isRecurring ? (input.fromDate ?? input.Date) : (input.Date ?? input.fromDate);
    if (!start) throw new AppError(400, expenseMessages.dateRequired);
    if (start > istDate(clock.now())) throw new AppError(400, expenseMessages.futureDate);
    const until = input.isRecurring ? (input.toDate ?? null) : null;
    if (until !== null && until < start) throw new AppError(400, expenseMessages.untilBeforeStart);
    return { expense_date: start, is_recurring: input.isRecurring ? 1 : 0, recur_until: until };
  };

  const expenseOf = async (trx: Db, shopId: number, id: number) => {
    const row = await trx
      .selectFrom('expenses')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, expenseMessages.noSuchExpense);
    return row;
  };

  const view = (e: ExpenseInRange) => ({
    expenseRetailerId: e.id,
    expenseCategoryId: e.category_id,
    expenseRetailerName: e.name,
    amount: paiseToRupees(e.amount_paise),
    Date: e.expense_date,
    isRecurring: e.is_recurring === 1,
    fromDate: e.is_recurring === 1 ? e.expense_date : null,
    toDate: e.recur_until,
    occurrences: e.days.length,
    amountInRange: paiseToRupees(amountInRange(e)),
  });

  /**
   * The expense report of a shop for a range (ISO dates, already checked): every category with its
   * total in paise, the range's total, and the expenses with the days they fall on. The expense
   * report mail builds on this.
   */
  async function reportFor(shopId: number, from: string, to: string) {
    const range: DateRange = { from, to };
    const [categories, expenses] = await Promise.all([categoriesOf(shopId), expensesIn(db, shopId, range)]);
    const byCategory = new Map<number, number>();
    let totalPaise = 0;
    for (const e of expenses) {
      const amount = amountInRange(e);
      byCategory.set(e.category_id, (byCategory.get(e.category_id) ?? 0) + amount);
      totalPaise += amount;
    }
    return {
      range,
      totalPaise,
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        imageUrl: c.image_file_id ? fileUrl(c.image_file_id) : null,
        isDefault: c.shop_id === null,
        amountPaise: byCategory.get(c.id) ?? 0,
      })),
      expenses,
    };
  }

  return {
    reportFor,

    async addCategory(shopId: number, input: AddExpenseCategory) {
      const name = input.expenseCategoryName;
      const taken = (await categoriesOf(shopId)).some((c) => c.name.toLowerCase() === name.toLowerCase());
      if (taken) throw new AppError(400, expenseMessages.categoryExists);
      return db.transaction().execute(async (trx) => {
        const imageId = input.categoryImage
          ? await storeImage(trx, clock, {
              shopId,
              kind: 'expense-category-image',
              encoded: input.categoryImage,
            })
          : null;
        const row = await trx
          .insertInto('expense_categories')
          .values({
            shop_id: shopId,
            name,
            icon: null,
            image_file_id: imageId,
            created_at: clock.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { expenseCategoryId: row.id, categoryImage: imageId ? fileUrl(imageId) : null };
      });
    },

    async categoryList(
      shopId: number,
      range: DateRange,
      page: { page: number; numberOfItems: number },
    ): Promise<CategoryExpenseList> {
      const report = await reportFor(shopId, range.from, range.to);
      const start = (page.page - 1) * page.numberOfItems;
      return {
        fromDate: range.from,
        toDate: range.to,
        totalExpenses: paiseToRupees(report.totalPaise),
        expenseCategory: report.categories.slice(start, start + page.numberOfItems).map((c) => ({
          expenseCategoryId: c.id,
          expenseCategoryName: c.name,
          categoryImage: c.imageUrl,
          icon: c.icon,
          isDefault: c.isDefault,
          categoryAmount: paiseToRupees(c.amountPaise),
        })),
        hasMore: start + page.numberOfItems < report.categories.length,
      };
    },

    async expenseList(shopId: number, categoryId: number, range: DateRange): Promise<ExpenseList> {
      const category = await categoryOf(shopId, categoryId);
      const expenses = await expensesIn(db, shopId, range, categoryId);
      return {
        fromDate: range.from,
        toDate: range.to,
        expenseCategoryId: category.id,
        expenseCategoryName: category.name,
        totalExpenses: paiseToRupees(expenses.reduce((sum, e) => sum + amountInRange(e), 0)),
        expensesList: expenses.map(view),
      };
    },

    async add(actor: Actor, input: AddExpense) {
      await categoryOf(actor.shopId, input.expenseCategoryId);
      const now = clock.now().toISOString();
      const row = await db
        .insertInto('expenses')
        .values({
          shop_id: actor.shopId,
          category_id: input.expenseCategoryId,
          name: input.expenseRetailerName,
          amount_paise: input.amount,
          ...schedule(input),
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { expenseRetailerId: row.id };
    },

    async edit(actor: Actor, input: EditExpense) {
      await categoryOf(actor.shopId, input.expenseCategoryId);
      const dates = schedule(input);
      await db.transaction().execute(async (trx) => {
        const before = await expenseOf(trx, actor.shopId, input.expenseRetailerId);
        const after = {
          category_id: input.expenseCategoryId,
          name: input.expenseRetailerName,
          amount_paise: input.amount,
          ...dates,
          updated_at: clock.now().toISOString(),
        };
        await trx
          .updateTable('expenses')
          .set(after)
          .where('id', '=', before.id)
          .where('shop_id', '=', actor.shopId)
          .execute();
        await audit(trx, clock, {
          shopId: actor.shopId,
          actor: { kind: 'retailer', id: actor.userId },
          action: 'expense.edit',
          entity: 'expense',
          entityId: before.id,
          before,
          after,
        });
      });
      return { expenseRetailerId: input.expenseRetailerId };
    },

    /** Removes the expense; the audit log keeps what it was. */
    async remove(actor: Actor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await expenseOf(trx, actor.shopId, id);
        await trx.deleteFrom('expenses').where('id', '=', id).where('shop_id', '=', actor.shopId).execute();
        await audit(trx, clock, {
          shopId: actor.shopId,
          actor: { kind: 'retailer', id: actor.userId },
          action: 'expense.delete',
          entity: 'expense',
          entityId: id,
          before,
        });
      });
    },
  };
}
export type ExpensesService = ReturnType<typeof createExpensesService>;
