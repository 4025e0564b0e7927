import { z } from 'zod';

// GET reports/todaySummary: the owner's first look of the day on the home page. Money in rupees.
export const ZTodaySummary = z.object({
  /** Today in India (YYYY-MM-DD), the invoice date the figures count. */
  date: z.string(),
  /** Completed bills dated today (cancelled bills and replaced versions left out). */
  sales: z.object({ totalAmount: z.number(), bills: z.number().int() }),
  /** What those bills were paid with, by mode, in the payment modes' order; they add up to the sales. */
  payments: z.array(z.object({ mode: z.string(), label: z.string(), amount: z.number() })),
  /** Products at 10 units or fewer (below zero first), at most 10, and how many there are in all. */
  lowStock: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        productId: z.number().int(),
        modelName: z.string(),
        modelQuantity: z.number(),
        units: z.string(),
      }),
    ),
  }),
});
export type TodaySummary = z.infer<typeof ZTodaySummary>;
