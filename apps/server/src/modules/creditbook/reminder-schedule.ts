import { istDate } from '@galla/domain/financial-year';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { dueEmi, recordReminder } from './reminders.js';

// Automatic EMI reminders (ARCHITECTURE §9, scheduled work). Each unpaid EMI of a shop that turned
// them on is due for one reminder from `days_before` days before its due date until the due date.
// A run sends every reminder that is due and not yet sent, so a run after downtime catches up the
// days missed. Each send is recorded under a unique (EMI, 'auto') key in the same transaction as its
// outbox message: never twice, with several workers or server instances too (SKIP LOCKED on
// PostgreSQL spreads the rows between them; SQLite has one writer).

/** The hourly trigger, in India's time, while a reminder SMS is welcome (9:00 to 20:00). */
export const REMINDER_CRON = '0 9-20 * * *';
export const REMINDER_TIMEZONE = 'Asia/Kolkata';
const BATCH = 50;
const MAX_DAYS = 15;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isSendingHour(now: Date): boolean {
  const hour = Number(new Date(now.getTime() + 330 * 60_000).toISOString().slice(11, 13));
  return hour >= 9 && hour <= 20;
}

type Deps = { db: Db; dialect: Dialect; clock: Clock; log?: FastifyBaseLogger; onEnqueued?: () => void };

export function createReminderSchedule(deps: Deps) {
  const { db, dialect, clock } = deps;
  let job: Cron | undefined;
  let running: Promise<number> | undefined;

  /** One batch in one transaction: claim due EMIs, record and enqueue each reminder. */
  async function sendBatch(today: string): Promise<{ claimed: number; sent: number }> {
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('credit_book_emis as e')
        .innerJoin('credit_book as cb', 'cb.id', 'e.credit_id')
        .innerJoin('credit_reminder_settings as s', 's.shop_id', 'e.shop_id')
        .leftJoin('credit_reminders as r', (join) =>
          join.onRef('r.emi_id', '=', 'e.id').on('r.kind', '=', 'auto'),
        )
        .select(['e.id', 'e.shop_id'])
        .where('e.status', '=', 0)
        .where('cb.status', '=', 'open')
        .where('r.id', 'is', null)
        .where('e.due_date', '>=', today)
        .where('e.due_date', '<=', addDays(today, MAX_DAYS))
        .where((eb) =>
          eb.or(
            Array.from({ length: MAX_DAYS }, (_, i) =>
              eb.and([eb('s.days_before', '=', i + 1), eb('e.due_date', '<=', addDays(today, i + 1))]),
            ),
          ),
        )
        .orderBy('e.id')
        .limit(BATCH);
      if (dialect === 'postgres') due = due.forUpdate('e').skipLocked();
      const rows = await due.execute();
      let sent = 0;
      for (const row of rows) {
        const emi = await dueEmi(trx, row.shop_id, row.id).executeTakeFirst();
        if (!emi) continue;
        if (await recordReminder(trx, clock, row.shop_id, emi, 'auto')) sent += 1;
      }
      return { claimed: rows.length, sent };
    });
  }

  /** Sends every reminder due today (IST) and not yet sent; answers how many were sent. */
  async function runOnce(): Promise<number> {
    const today = istDate(clock.now());
    let total = 0;
    for (;;) {
      const { claimed, sent } = await sendBatch(today);
      total += sent;
      // A short batch was the last one.
      if (claimed < BATCH) return total;
    }
  }

  async function tick() {
    if (running) return;
    running = runOnce().catch((err) => {
      deps.log?.error({ err }, 'EMI reminders failed');
      return 0;
    });
    const sent = await running;
    running = undefined;
    if (sent > 0) deps.onEnqueued?.();
  }

  return {
    runOnce,
    start() {
      job = new Cron(REMINDER_CRON, { timezone: REMINDER_TIMEZONE, protect: true }, () => void tick());
      // Catch up at once after a restart, within the hours the cron keeps.
      if (isSendingHour(clock.now())) void tick();
    },
    async stop() {
      job?.stop();
      await running;
    },
  };
}
export type ReminderSchedule = ReturnType<typeof createReminderSchedule>;
