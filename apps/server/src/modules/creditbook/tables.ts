import type { Generated } from 'kysely';

// The credit book's own tables (credit_book and credit_book_emis belong to billing, which writes them
// when a finance sale is saved).
declare module '../../db/schema.js' {
  interface Database {
    credit_payments: CreditPaymentsTable;
    credit_reminders: CreditRemindersTable;
    credit_reminder_settings: CreditReminderSettingsTable;
  }
}

export interface CreditPaymentsTable {
  id: Generated<number>;
  shop_id: number;
  credit_id: number;
  emi_id: number;
  amount_paise: number;
  received_on: string;
  user_id: number;
  carried_from: number | null;
  created_at: string;
}

export interface CreditRemindersTable {
  id: Generated<number>;
  shop_id: number;
  emi_id: number;
  kind: string;
  sent_at: string;
}

export interface CreditReminderSettingsTable {
  shop_id: number;
  days_before: number | null;
  updated_at: string;
}
