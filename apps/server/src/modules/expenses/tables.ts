import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    expense_categories: ExpenseCategoriesTable;
    expenses: ExpensesTable;
  }
}

export interface ExpenseCategoriesTable {
  id: Generated<number>;
  /** Null for the default categories every shop sees. */
  shop_id: number | null;
  name: string;
  /** A Tabler icon key the web draws (default categories). */
  icon: string | null;
  /** The shop's own image (files table), for categories the shop adds. */
  image_file_id: string | null;
  sort_order: Generated<number>;
  created_at: string;
}

export interface ExpensesTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  name: string;
  amount_paise: number;
  expense_date: string;
  is_recurring: number;
  recur_until: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
