import { z } from 'zod';
import { ZId } from './fields.js';

// FAQ (/dashboard/faq, Admin and subAdmin): the questions the retailer's FAQ page (/faq) shows,
// added, edited, hidden and reordered here. Our paths, in the spec's style, under admin/.

export const faqMessages = {
  question: 'Enter a question of 5 to 200 characters',
  answer: 'Enter an answer of 5 to 2,000 characters',
  notFound: 'No such question. Reload the list and try again',
  order: 'The list has changed since you opened it. Reload it and move the question again',
  added: 'Question added',
  saved: 'Question saved',
  reordered: 'Order saved',
} as const;

export const ZConsoleFaq = z.object({
  faqId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** Hidden entries stay here but are not on the retailer's page. */
  hidden: z.boolean(),
  position: z.number().int(),
  /** When staff last changed it; null for an entry as the product shipped it. */
  editedAt: z.string().nullable(),
});
export type ConsoleFaq = z.infer<typeof ZConsoleFaq>;

export const ZConsoleFaqList = z.object({ rows: z.array(ZConsoleFaq) });

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

export const ZFaqInput = z.object({
  question: text(5, 200, faqMessages.question),
  answer: text(5, 2000, faqMessages.answer),
});
export type FaqInput = z.input<typeof ZFaqInput>;

export const ZUpdateFaqRequest = ZFaqInput.extend({
  faqId: ZId,
  hidden: z.boolean().default(false),
});
export type UpdateFaqRequest = z.input<typeof ZUpdateFaqRequest>;

/** Every entry's id, in the new order. */
export const ZReorderFaqsRequest = z.object({
  faqIds: z.array(ZId, { error: faqMessages.order }).min(1, faqMessages.order).max(500, faqMessages.order),
});
