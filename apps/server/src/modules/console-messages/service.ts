import {
  type MessagePreview,
  messageUsersMessages,
  type SentMessage,
  type ZMessageHistoryQuery,
  type ZSendMessageRequest,
} from '@galla/contracts/console-messages';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { enqueueMessage, enqueueSmsBatch } from '../../platform/outbox.js';
import type { NotificationsService } from '../notifications/service.js';
import { type AudienceFilter, audienceQuery } from './audience.js';
import './tables.js';

type Send = z.output<typeof ZSendMessageRequest>;
type HistoryQuery = z.output<typeof ZMessageHistoryQuery>;

// Message users: one send is one transaction that records the message, fills the bells and queues
// the SMS and e-mails in the outbox, so a message is sent to everyone or to no one. The form's
// message id is unique: a second identical request (a double click, a retry, two tabs) finds the
// first one's row and sends nothing.
export function createConsoleMessages(deps: {
  db: Db;
  clock: Clock;
  notifications: NotificationsService;
  /** The platform's SMS flag, read per send so a change in Settings applies at once. */
  smsEnabled: () => Promise<boolean>;
  onEnqueued: () => void;
}) {
  const { db, clock, notifications, smsEnabled, onEnqueued } = deps;

  async function read(id: number): Promise<SentMessage> {
    const row = await withAuthor().select(columns).where('m.id', '=', id).executeTakeFirstOrThrow();
    return toSent(row);
  }

  const withAuthor = () =>
    db.selectFrom('console_messages as m').innerJoin('staff_users as st', 'st.id', 'm.staff_id');
  const columns = [
    'm.id',
    'm.created_at',
    'st.first_name',
    'st.last_name',
    'm.text',
    'm.email_subject',
    'm.send_sms',
    'm.send_email',
    'm.audience',
    'm.notified',
    'm.sms_queued',
    'm.emails_queued',
  ] as const;

  return {
    async preview(audience: AudienceFilter): Promise<MessagePreview> {
      const row = await audienceQuery(db, audience)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('users'),
          eb.fn.count<number | string>('u.shop_id').distinct().as('shops'),
          eb.fn
            .sum<number | string | null>(eb.case().when('u.email', '<>', '').then(1).else(0).end())
            .as('withEmail'),
        ])
        .executeTakeFirstOrThrow();
      return {
        users: Number(row.users),
        shops: Number(row.shops),
        withEmail: Number(row.withEmail ?? 0),
        smsEnabled: await smsEnabled(),
      };
    },

    async send(input: Send, staffId: number): Promise<{ message: SentMessage; alreadySent: boolean }> {
      if (input.sendSms && !(await smsEnabled())) throw new AppError(400, messageUsersMessages.smsOff);
      const subject = input.sendEmail ? (input.emailSubject ?? null) : null;
      const outcome = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('console_messages')
          .values({
            client_key: input.messageId,
            staff_id: staffId,
            text: input.text,
            email_subject: subject,
            send_sms: input.sendSms ? 1 : 0,
            send_email: input.sendEmail ? 1 : 0,
            audience: JSON.stringify(input.audience),
            notified: 0,
            sms_queued: 0,
            emails_queued: 0,
            created_at: clock.now().toISOString(),
          })
          .onConflict((oc) => oc.column('client_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return undefined;

        const recipients = await audienceQuery(trx, input.audience)
          .select(['u.id as userId', 'u.shop_id as shopId', 'u.contact_number as mobile', 'u.email'])
          .orderBy('u.id')
          .execute();
        // Throwing rolls the message row back too: the same form may be sent again after a change.
        if (recipients.length === 0) throw new AppError(400, messageUsersMessages.nobody);

        await notifications.notifyMany(trx, recipients, input.text);
        const sms = input.sendSms
          ? await enqueueSmsBatch(
              trx,
              clock,
              recipients.map((r) => ({ channel: 'sms' as const, to: r.mobile, body: input.text })),
            )
          : [];
        const mailTo = subject ? recipients.filter((r) => r.email) : [];
        for (const r of mailTo) {
          await enqueueMessage(trx, clock, {
            channel: 'email',
            to: r.email!,
            subject: subject!,
            body: input.text,
          });
        }
        const counts = { notified: recipients.length, sms_queued: sms.length, emails_queued: mailTo.length };
        await trx.updateTable('console_messages').set(counts).where('id', '=', inserted.id).execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: staffId },
          action: 'messageSent',
          entity: 'console_messages',
          entityId: inserted.id,
          after: { text: input.text, emailSubject: subject, audience: input.audience, ...counts },
        });
        return { id: inserted.id, queued: sms.length + mailTo.length > 0 };
      });
      if (outcome?.queued) onEnqueued();
      if (outcome) return { message: await read(outcome.id), alreadySent: false };
      const first = await db
        .selectFrom('console_messages')
        .select('id')
        .where('client_key', '=', input.messageId)
        .executeTakeFirstOrThrow();
      return { message: await read(first.id), alreadySent: true };
    },

    async history(query: HistoryQuery) {
      const column = query.sortBy === 'notified' ? 'm.notified' : 'm.created_at';
      const page = await pageOf(
        withAuthor(),
        (q) => q.select(columns).orderBy(column, query.sortDirection).orderBy('m.id', query.sortDirection),
        query,
      );
      return { total: page.total, rows: page.rows.map(toSent) };
    },
  };
}
export type ConsoleMessages = ReturnType<typeof createConsoleMessages>;

function toSent(r: {
  id: number;
  created_at: string;
  first_name: string;
  last_name: string;
  text: string;
  email_subject: string | null;
  send_sms: number;
  send_email: number;
  audience: string;
  notified: number;
  sms_queued: number;
  emails_queued: number;
}): SentMessage {
  return {
    id: r.id,
    createdAt: r.created_at,
    staffName: `${r.first_name} ${r.last_name}`.trim(),
    text: r.text,
    emailSubject: r.email_subject,
    sendSms: r.send_sms === 1,
    sendEmail: r.send_email === 1,
    audience: JSON.parse(r.audience) as SentMessage['audience'],
    notified: r.notified,
    smsQueued: r.sms_queued,
    emailsQueued: r.emails_queued,
  };
}
