import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { ZId } from './fields.js';

export const ZNotificationPage = z.object({
  page: z.coerce.number().int().min(1).default(1),
  numberOfItems: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZNotification = z.object({
  notificationId: z.number().int(),
  text: z.string(),
  is_read: z.number().int(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZReadNotificationRequest = z.object({ notificationId: ZId });

export const ZFeedbackRequest = z.object({
  rating: z.coerce
    .number({ error: messages.ratingRange })
    .int(messages.ratingRange)
    .min(1, messages.ratingRange)
    .max(5, messages.ratingRange),
  notificationId: ZId.optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
