import type { PostPaymentRequest, ReminderSetting, SearchCreditsRequest } from '@galla/contracts/creditbook';
import type { Db, Dialect } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { carryPayments } from './carry-over.js';
import { creditDetails } from './credit-details.js';
import { customerDues, searchCredits, totalDues } from './credit-list.js';
import { postPayment } from './post-payment.js';
import { sendReminder } from './reminders.js';

// The credit book: dues from finance and credit sales, payments against their EMIs, reminders.
export function createCreditBookService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  onEnqueued?: () => void;
}) {
  const { db, clock } = deps;
  return {
    search: (shopId: number, req: SearchCreditsRequest) => searchCredits(db, shopId, req),
    details: (shopId: number, creditId: number) => creditDetails(db, shopId, creditId),
    customerDues: (shopId: number, customerId: number) => customerDues(db, shopId, customerId),
    totalDues: (shopId: number) => totalDues(db, shopId),
    carryPayments,
    async postPayment(retailer: Retailer, req: PostPaymentRequest) {
      await postPayment(deps, retailer, req);
      return creditDetails(db, retailer.shopId, req.creditId);
    },
    async sendReminder(shopId: number, ref: { creditId: number; creditBookDetailsId: number }) {
      const answer = await sendReminder({ db, clock }, shopId, ref);
      deps.onEnqueued?.();
      return answer;
    },
    async reminderSetting(shopId: number): Promise<ReminderSetting> {
      const row = await db
        .selectFrom('credit_reminder_settings')
        .select('days_before')
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      return { daysBefore: row?.days_before ?? null };
    },
    async setReminderSetting(shopId: number, setting: ReminderSetting): Promise<ReminderSetting> {
      const now = clock.now().toISOString();
      await db
        .insertInto('credit_reminder_settings')
        .values({ shop_id: shopId, days_before: setting.daysBefore, updated_at: now })
        .onConflict((oc) =>
          oc.column('shop_id').doUpdateSet({ days_before: setting.daysBefore, updated_at: now }),
        )
        .execute();
      return setting;
    },
  };
}
export type CreditBookService = ReturnType<typeof createCreditBookService>;
