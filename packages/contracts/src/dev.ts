import { z } from 'zod';

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** An e-mail's files; download one at GET /dev/outbox/attachments/:id. */
  attachments: z.array(
    z.object({ id: z.number().int(), filename: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;
