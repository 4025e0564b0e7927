import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import * as reference from './migrations/2026112100_reference.js';
import * as accounts from './migrations/2026112101_accounts.js';
import * as filesFeedback from './migrations/2026112102_files_feedback.js';
import * as shopPayments from './migrations/2026112103_shop_payments.js';
import * as catalogueInventory from './migrations/2026112104_catalogue_inventory.js';
import * as billing from './migrations/2026112105_billing.js';
import * as billDrafts from './migrations/2026112106_bill_drafts.js';
import * as invoiceSeller from './migrations/2026112107_invoice_seller.js';
import * as shopStockSetting from './migrations/2026112500_shop_stock_setting.js';
import * as sessionIdle from './migrations/2026112519_session_idle.js';
import * as creditBookPayments from './migrations/2026112520_credit_book_payments.js';
import * as expenses from './migrations/2026112521_expenses.js';
import * as invoiceCost from './migrations/2026112521_invoice_cost.js';
import * as outboxAttachments from './migrations/2026112522_outbox_attachments.js';
import * as smsWallet from './migrations/2026112601_sms_wallet.js';
import * as staffConsole from './migrations/2026112602_staff_console.js';
import * as productSearch from './migrations/2026112604_product_search.js';
import * as rewards from './migrations/2026112605_rewards.js';
import * as survey from './migrations/2026112606_survey.js';
import * as shopSmsSender from './migrations/2026112607_shop_sms_sender.js';
import * as retailerManagers from './migrations/2026112801_retailer_managers.js';
import * as leadsCampaigns from './migrations/2026112820_leads_campaigns.js';
import * as supportTickets from './migrations/2026112840_support_tickets.js';
import * as consoleCatalogue from './migrations/2026112850_console_catalogue.js';
import * as consoleRewards from './migrations/2026112860_console_rewards.js';
import * as consoleMessaging from './migrations/2026112870_console_messaging.js';
import * as catalogueStaffEdits from './migrations/2026112880_catalogue_staff_edits.js';

// Migrations are listed here rather than read from a folder, so the same list works from the
// TypeScript sources (tests, dev) and from the compiled build.
const migrations: Record<string, Migration> = {
  '2026112100_reference': reference,
  '2026112101_accounts': accounts,
  '2026112102_files_feedback': filesFeedback,
  '2026112103_shop_payments': shopPayments,
  '2026112104_catalogue_inventory': catalogueInventory,
  '2026112105_billing': billing,
  '2026112106_bill_drafts': billDrafts,
  '2026112107_invoice_seller': invoiceSeller,
  '2026112500_shop_stock_setting': shopStockSetting,
  '2026112519_session_idle': sessionIdle,
  '2026112520_credit_book_payments': creditBookPayments,
  '2026112521_expenses': expenses,
  '2026112521_invoice_cost': invoiceCost,
  '2026112522_outbox_attachments': outboxAttachments,
  '2026112601_sms_wallet': smsWallet,
  '2026112602_staff_console': staffConsole,
  '2026112604_product_search': productSearch,
  '2026112605_rewards': rewards,
  '2026112606_survey': survey,
  '2026112607_shop_sms_sender': shopSmsSender,
  '2026112801_retailer_managers': retailerManagers,
  '2026112820_leads_campaigns': leadsCampaigns,
  '2026112840_support_tickets': supportTickets,
  '2026112850_console_catalogue': consoleCatalogue,
  '2026112860_console_rewards': consoleRewards,
  '2026112870_console_messaging': consoleMessaging,
  '2026112880_catalogue_staff_edits': catalogueStaffEdits,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
