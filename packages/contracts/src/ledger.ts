import { isValidBusinessDate } from '@galla/domain/financial-year';
import { reportMessages } from '@galla/domain/report-range';
import { z } from 'zod';
import { ZId } from './fields.js';

// The reports of shop-operations §7 `ledger/*` and the GSTR returns. Dates are IST business dates.
const ZReportDate = z
  .string({ error: reportMessages.dateInvalid })
  .refine((s) => isValidBusinessDate(s), reportMessages.dateInvalid);

export const ZReportRange = z.object({ fromDate: ZReportDate, toDate: ZReportDate });
export type ReportRange = z.infer<typeof ZReportRange>;

export const ZSaleAnalysisRequest = ZReportRange.extend({
  superCategoryId: ZId.optional().nullable(),
  categoryId: ZId.optional().nullable(),
  brandId: ZId.optional().nullable(),
  /** A product of the shop. */
  modelId: ZId.optional().nullable(),
});
export type SaleAnalysisRequest = z.infer<typeof ZSaleAnalysisRequest>;

export const ZSaleAnalysisMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** `Apr 2026`. */
  label: z.string(),
  /** Units that came into stock in the month (opening stock and purchases). */
  inventory: z.number(),
  /** Units sold on completed bills dated in the month. */
  sales: z.number(),
  /** What that stock cost, rupees. */
  inventoryValue: z.number(),
  /** The taxable value of those sales (GST excluded), rupees. */
  salesValue: z.number(),
});
export const ZSaleAnalysis = z.object({
  report: z.array(ZSaleAnalysisMonth),
  superCategoryName: z.string().nullable(),
  categoryName: z.string().nullable(),
  brandName: z.string().nullable(),
  modelName: z.string().nullable(),
});
export type SaleAnalysis = z.infer<typeof ZSaleAnalysis>;

export const ZGstrMonthRequest = z.object({
  /** `YYYY-MM`. */
  month: z
    .string({ error: reportMessages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, reportMessages.monthInvalid),
});
