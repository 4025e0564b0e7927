import { z } from 'zod';
import { ZId } from './fields.js';
import { ZConsolePaging } from './staff-console.js';

// Message users (/dashboard/messageUsers, Admin): a notification in the retailers' bell, and
// optionally an SMS and an e-mail through the outbox, to the retailers a filter picks.

export const messageUsersMessages = {
  text: 'Write a message of 5 to 500 characters',
  subject: 'Write an e-mail subject of 3 to 120 characters',
  messageId: 'Open the form again: this message has no id',
  smsOff: 'SMS is switched off for the platform. Turn it on in Settings, or send without SMS',
  nobody: 'No retailer matches these filters. Change the filters and preview again',
  sent: 'Message sent',
  alreadySent: 'This message was already sent; it was not sent again',
} as const;

export const signUpStages = [1, 2, 3] as const;

/** Who a message goes to. Every filter is optional; deleted users never receive anything. */
export const ZAudience = z.object({
  stateId: ZId.optional(),
  cityId: ZId.optional(),
  /** Shops that chose any category of this super category. */
  superCategoryId: ZId.optional(),
  /** The owner's isRegister: 1 terms and categories pending, 2 OTP pending, 3 complete. */
  isRegister: z.coerce
    .number()
    .int()
    .refine((n) => (signUpStages as readonly number[]).includes(n), 'Choose a sign-up stage')
    .optional(),
  onboarded: z.boolean().optional(),
  /** The user's account: active, disabled, or both. */
  status: z.enum(['active', 'disabled', 'all']).default('active'),
  /** Shop owners only, or owners and their sub-users. */
  recipients: z.enum(['owners', 'everyone']).default('owners'),
});
export type Audience = z.input<typeof ZAudience>;

/** admin/messagePreview: how many a message to this audience reaches, before it is sent. */
export const ZMessagePreview = z.object({
  /** Users whose bell gets the notification. */
  users: z.number().int(),
  shops: z.number().int(),
  /** Of those users, how many have an e-mail address. */
  withEmail: z.number().int(),
  /** The platform's SMS flag: an SMS may go only while it is on. */
  smsEnabled: z.boolean(),
});
export type MessagePreview = z.infer<typeof ZMessagePreview>;

export const ZSendMessageRequest = z
  .object({
    /** Made by the form when it opens: the same id sent twice sends once. */
    messageId: z.string({ error: messageUsersMessages.messageId }).uuid(messageUsersMessages.messageId),
    text: z
      .string({ error: messageUsersMessages.text })
      .trim()
      .min(5, messageUsersMessages.text)
      .max(500, messageUsersMessages.text),
    sendSms: z.boolean().default(false),
    sendEmail: z.boolean().default(false),
    emailSubject: z.string().trim().max(120, messageUsersMessages.subject).optional(),
    audience: ZAudience,
  })
  .superRefine((body, ctx) => {
    if (body.sendEmail && (body.emailSubject ?? '').length < 3)
      ctx.addIssue({ code: 'custom', path: ['emailSubject'], message: messageUsersMessages.subject });
  });
export type SendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const ZSentMessage = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  staffName: z.string(),
  text: z.string(),
  emailSubject: z.string().nullable(),
  sendSms: z.boolean(),
  sendEmail: z.boolean(),
  audience: ZAudience,
  notified: z.number().int(),
  smsQueued: z.number().int(),
  emailsQueued: z.number().int(),
});
export type SentMessage = z.infer<typeof ZSentMessage>;

export const ZSendMessageResult = z.object({ message: ZSentMessage, alreadySent: z.boolean() });

export const ZMessageHistoryQuery = ZConsolePaging.extend({
  sortBy: z.enum(['createdAt', 'notified']).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type MessageHistoryQuery = z.input<typeof ZMessageHistoryQuery>;

export const ZMessageHistory = z.object({ total: z.number().int(), rows: z.array(ZSentMessage) });
