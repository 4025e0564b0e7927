import { z } from 'zod';

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;
