import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/database.js';
import type { MailAttachment, MailProvider } from '../providers/mail/mail-provider.js';
import type { SmsDlt, SmsProvider } from '../providers/sms/sms-provider.js';
import type { Clock } from './clock.js';

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  /** E-mail only: the HTML alternative of the body. */
  html?: string;
  /** The body holds a secret (an OTP): blank it once delivered, outside development. */
  sensitive?: boolean;
  /** E-mail only: files sent with the message (a report's spreadsheet and PDF). */
  attachments?: MailAttachment[];
  /** Hold the message until then (a promotional SMS outside the hours operators deliver them). */
  notBefore?: Date;
  /** SMS only: the DLT registration a campaign message goes under. */
  dlt?: SmsDlt;
};

// Written in the same transaction as the business change, so a message is sent if and only if the
// change was committed. Answers the outbox row's id, for callers that follow its delivery.
export async function enqueueMessage(trx: Db, clock: Clock, message: OutgoingMessage): Promise<number> {
  const now = clock.now().toISOString();
  const row = await trx
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      html: message.html ?? null,
      sms_dlt: message.channel === 'sms' && message.dlt ? JSON.stringify(message.dlt) : null,
      sensitive: message.sensitive ? 1 : 0,
      status: 'pending',
      attempts: 0,
      next_attempt_at: message.notBefore?.toISOString() ?? now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const files = message.channel === 'email' ? (message.attachments ?? []) : [];
  if (files.length > 0) {
    await trx
      .insertInto('outbox_attachments')
      .values(
        files.map((f) => ({
          outbox_id: row.id,
          filename: f.filename,
          content_type: f.contentType,
          bytes: f.content,
        })),
      )
      .execute();
  }
  return row.id;
}

/**
 * Many SMS in the caller's transaction (a campaign): a few multi-row INSERTs instead of one per
 * message, so a 5,000-customer send holds SQLite's write lock for a fraction of the time. Answers
 * the outbox ids in the order of `messages` (ids rise in VALUES order within one statement).
 */
export async function enqueueSmsBatch(
  trx: Db,
  clock: Clock,
  messages: (OutgoingMessage & { channel: 'sms' })[],
): Promise<number[]> {
  const now = clock.now().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < messages.length; i += ENQUEUE_CHUNK) {
    const rows = await trx
      .insertInto('outbox')
      .values(
        messages.slice(i, i + ENQUEUE_CHUNK).map((m) => ({
          channel: 'sms' as const,
          recipient: m.to,
          subject: null,
          body: m.body,
          html: null,
          sms_dlt: m.dlt ? JSON.stringify(m.dlt) : null,
          sensitive: m.sensitive ? 1 : 0,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: m.notBefore?.toISOString() ?? now,
          last_error: null,
          created_at: now,
          sent_at: null,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

// 13 columns a row: 500 rows stay under SQLite's 32,766 bound parameters and PostgreSQL's 65,535.
const ENQUEUE_CHUNK = 500;

async function attachmentsOf(db: Db, outboxId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('outbox_attachments')
    .select(['filename', 'content_type', 'bytes'])
    .where('outbox_id', '=', outboxId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    filename: r.filename,
    contentType: r.content_type,
    content: Buffer.from(r.bytes),
  }));
}

const MAX_ATTEMPTS = 5;
const LEASE_MS = 60_000;
const BATCH = 20;

type WorkerDeps = {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  sms: SmsProvider;
  mail: MailProvider;
  log: FastifyBaseLogger;
  keepSecrets: boolean;
};

// Drains the outbox. A batch is leased by pushing its next_attempt_at forward in one statement (with
// SKIP LOCKED on PostgreSQL), so several app instances never send the same message twice at once.
export function createOutboxWorker(deps: WorkerDeps) {
  const { db, clock, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function lease() {
    const now = clock.now();
    // Most ticks find nothing due. Look first with a read, which never waits: on SQLite the UPDATE
    // below needs the write lock, and while the bill writer thread holds it for a batch, better-
    // sqlite3 would wait for it synchronously, stalling every request on this thread once a second.
    const anyDue = await db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .limit(1)
      .executeTakeFirst();
    if (!anyDue) return [];
    let due = db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(BATCH);
    if (deps.dialect === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('outbox')
      .set((eb) => ({
        next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  async function deliver(row: Awaited<ReturnType<typeof lease>>[number]): Promise<void> {
    try {
      if (row.channel === 'sms')
        await deps.sms.send(
          row.recipient,
          row.body,
          row.sms_dlt ? (JSON.parse(row.sms_dlt) as SmsDlt) : undefined,
        );
      else {
        const attachments = await attachmentsOf(db, row.id);
        await deps.mail.send({
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body,
          ...(row.html ? { html: row.html } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      }
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          sent_at: clock.now().toISOString(),
          last_error: null,
          ...(row.sensitive && !deps.keepSecrets ? { body: '' } : {}),
        })
        .where('id', '=', row.id)
        .execute();
    } catch (err) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      const backoffMs = 5_000 * 2 ** row.attempts;
      log.warn(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, err: String(err) },
        'message not delivered',
      );
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          last_error: String(err).slice(0, 500),
          next_attempt_at: new Date(clock.now().getTime() + backoffMs).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async function drainOnce(): Promise<number> {
    const rows = await lease();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function tick() {
    if (running) return;
    running = drainOnce().catch((err) => {
      log.error({ err }, 'outbox drain failed');
      return 0;
    });
    const sent = await running;
    running = undefined;
    schedule(sent === BATCH ? 0 : 1_000);
  }

  return {
    drainOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    /** Called after a commit that enqueued something, so a message goes out without waiting a tick. */
    poke() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

export async function listOutbox(db: Db, limit: number) {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  const files =
    rows.length === 0
      ? []
      : await db
          .selectFrom('outbox_attachments')
          .select([
            'id',
            'outbox_id',
            'filename',
            'content_type',
            (eb) => eb.fn<number>('length', ['bytes']).as('size'),
          ])
          .where(
            'outbox_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('id')
          .execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at,
    attachments: files
      .filter((f) => f.outbox_id === r.id)
      .map((f) => ({ id: f.id, filename: f.filename, contentType: f.content_type, size: Number(f.size) })),
  }));
}

/** One attachment's bytes, for the development outbox page's download link. */
export async function outboxAttachment(db: Db, id: number) {
  return db
    .selectFrom('outbox_attachments')
    .select(['filename', 'content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}
