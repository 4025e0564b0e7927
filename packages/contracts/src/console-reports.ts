import { z } from 'zod';
import { ZReportRange } from './ledger.js';

// /dashboard/reports (Admin): the platform's figures for a range of IST days. The range follows the
// retailer's reports (domain/report-range: at most twelve calendar months, not in the future).
export const consoleReportMessages = {
  noData: 'Nothing happened in this range',
} as const;

export const ZConsoleReportQuery = ZReportRange;
export type ConsoleReportQuery = z.infer<typeof ZConsoleReportQuery>;

const count = z.number().int();
/** Rupees, from integer paise. */
const rupees = z.number();

export const ZConsoleReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Retailers (shop owners) who completed sign-up, by the IST day their account was made. */
  signUps: z.array(z.object({ date: z.string(), count })),
  signUpsTotal: count,
  /** Shops with a completed bill dated in the range or a retailer session used in it. */
  activeShops: count,
  /** Completed bills dated in the range, by the shop's state. */
  byState: z.array(
    z.object({ stateId: z.number().int().nullable(), stateName: z.string(), bills: count, sales: rupees }),
  ),
  /** The same bills' lines by the product's super category: bills holding one, and their line totals. */
  byCategory: z.array(
    z.object({ superCategoryId: z.number().int(), name: z.string(), bills: count, sales: rupees }),
  ),
  billsTotal: count,
  salesTotal: rupees,
  /** Paid SMS wallet purchases (by the day they were paid). */
  smsSold: z.object({ purchases: count, sms: count, amount: rupees }),
  /** Campaigns made in the range and their messages, by delivery outcome. */
  smsSent: z.object({ campaigns: count, sent: count, failed: count, pending: count }),
  /** The reward ledger: points earned on bills, spent on redemptions, returned by rejections. */
  points: z.object({ issued: count, redeemed: count, refunded: count }),
});
export type ConsoleReport = z.infer<typeof ZConsoleReport>;
