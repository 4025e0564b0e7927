import { reportMessages } from '@galla/domain/report-range';
import { z } from 'zod';
import { ZBusinessDate } from './business-date.js';
import { ZId } from './fields.js';
import { ZRupees } from './money.js';

// expenses/*: the shop's expense categories, its expenses, and the profit and loss report.
// Rupees on the wire, paise inside.

export const expenseMessages = {
  categoryAdded: 'Expense type added successfully',
  categoryNameRequired: 'Please enter expense type name',
  categoryNameTooLong: 'Expense type name can be at most 40 characters',
  categoryExists: 'This expense type already exists',
  noSuchCategory: 'No such expense type',
  expenseAdded: 'Expense added successfully',
  expenseUpdated: 'Expense updated successfully',
  expenseDeleted: 'Expense deleted successfully',
  noSuchExpense: 'No such expense',
  expenseNameRequired: 'Please enter expense name',
  expenseNameTooLong: 'Expense name can be at most 100 characters',
  amountInvalid: 'Please enter a valid amount',
  amountPositive: 'Amount should be greater than 0',
  dateRequired: 'Please select date',
  untilBeforeStart: 'To Date should be after From Date',
  ...reportMessages,
} as const;

/** A report's range; either end left out takes the default (1 January to today). */
export const ZDateRange = z.object({
  fromDate: ZBusinessDate.optional(),
  toDate: ZBusinessDate.optional(),
});

export const ZAddExpenseCategory = z.object({
  expenseCategoryName: z
    .string({ error: expenseMessages.categoryNameRequired })
    .trim()
    .min(1, expenseMessages.categoryNameRequired)
    .max(40, expenseMessages.categoryNameTooLong),
  /** base64 or a data: URL of an image of at most 1 MB; optional. */
  categoryImage: z.string().max(1_500_000).nullish(),
});
export type AddExpenseCategory = z.infer<typeof ZAddExpenseCategory>;

export const ZCategoryExpenseListRequest = ZDateRange.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  numberOfItems: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZExpenseListRequest = ZDateRange.extend({ expenseCategoryId: ZId });

const ZFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

const expenseFields = {
  expenseCategoryId: ZId,
  expenseRetailerName: z
    .string({ error: expenseMessages.expenseNameRequired })
    .trim()
    .min(1, expenseMessages.expenseNameRequired)
    .max(100, expenseMessages.expenseNameTooLong),
  amount: ZRupees(expenseMessages.amountInvalid).refine((p) => p > 0, expenseMessages.amountPositive),
  /** The day of a one-off expense; for a recurring one, its first day unless fromDate is given. */
  Date: ZBusinessDate.optional(),
  isRecurring: ZFlag.default(false),
  /** A recurring expense's first day. */
  fromDate: ZBusinessDate.nullish(),
  /** A recurring expense's last day (inclusive); open-ended when left out. */
  toDate: ZBusinessDate.nullish(),
};

export const ZAddExpense = z.object(expenseFields);
export type AddExpense = z.infer<typeof ZAddExpense>;
export const ZEditExpense = z.object({ ...expenseFields, expenseRetailerId: ZId });
export type EditExpense = z.infer<typeof ZEditExpense>;
export const ZDeleteExpense = z.object({ expenseRetailerId: ZId });

export const ZExpenseCategory = z.object({
  expenseCategoryId: z.number().int(),
  expenseCategoryName: z.string(),
  /** The shop's own image (a URL under /api/v3/files), or null. */
  categoryImage: z.string().nullable(),
  /** A Tabler icon key for the default categories, or null. */
  icon: z.string().nullable(),
  isDefault: z.boolean(),
  /** The category's expenses inside the range, recurring ones counted once per occurrence. */
  categoryAmount: z.number(),
});
export type ExpenseCategory = z.infer<typeof ZExpenseCategory>;

export const ZCategoryExpenseList = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  totalExpenses: z.number(),
  expenseCategory: z.array(ZExpenseCategory),
  hasMore: z.boolean(),
});
export type CategoryExpenseList = z.infer<typeof ZCategoryExpenseList>;

export const ZExpense = z.object({
  expenseRetailerId: z.number().int(),
  expenseCategoryId: z.number().int(),
  expenseRetailerName: z.string(),
  /** One occurrence's amount. */
  amount: z.number(),
  Date: z.string(),
  isRecurring: z.boolean(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** How many times it falls inside the range (1 for a one-off), and what that comes to. */
  occurrences: z.number().int(),
  amountInRange: z.number(),
});
export type Expense = z.infer<typeof ZExpense>;

export const ZExpenseList = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  expenseCategoryId: z.number().int(),
  expenseCategoryName: z.string(),
  totalExpenses: z.number(),
  expensesList: z.array(ZExpense),
});
export type ExpenseList = z.infer<typeof ZExpenseList>;

export const ZProfitLossReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** One row per month the range touches (`YYYY-MM`): income (taxable value) and expenses. */
  reports: z.array(z.object({ month: z.string(), income: z.number(), expenses: z.number() })),
  reportDetails: z.object({
    /** Completed bills dated inside the range. */
    bills: z.number().int(),
    /** What the bills came to, GST and round-off included. */
    totalSales: z.number(),
    /** Discounts given on lines and on whole bills (already out of the income). */
    discounts: z.number(),
    /** The taxable value: sales less GST collected and round-off. */
    income: z.number(),
    costOfGoodsSold: z.number(),
    grossProfit: z.number(),
    expenses: z.number(),
    netProfit: z.number(),
    /** GST collected on the bills: owed to the government, not income. */
    gstCollected: z.number(),
    roundOff: z.number(),
  }),
});
export type ProfitLossReport = z.infer<typeof ZProfitLossReport>;
