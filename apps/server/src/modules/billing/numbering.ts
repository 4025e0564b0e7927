import { formatInvoiceNumber } from '@galla/domain/invoice-number';
import { messages } from '@galla/domain/messages';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';

// Invoice numbers (ARCHITECTURE.md §4, GST.md "The invoice"): a counter row per shop and financial
// year, moved by one UPDATE inside the transaction that writes the bill. The row lock that UPDATE
// takes serialises concurrent saves of one shop on PostgreSQL, across app instances; SQLite has a
// single writer anyway. Never MAX()+1. The unique index on (shop, year, serial) is the backstop.

export type CounterState = { nextSerial: number; canReset: boolean };

async function ensureCounter(trx: Db, shopId: number, financialYear: string, now: string) {
  await trx
    .insertInto('invoice_counters')
    .values({ shop_id: shopId, financial_year: financialYear, next_serial: 1, updated_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'financial_year']).doNothing())
    .execute();
}

// Moved on every bill's save (db/reusable-query.ts); the first bill of a year may set the start.
type CounterAt = { shopId: number; financialYear: string; now: string };

/** The counter's UPDATE, with `next` deciding what next_serial becomes. */
function counterAdvance<V extends CounterAt>(next: (v: V) => RawBuilder<number>) {
  return reusableQuery((db: Db, v: V) =>
    db
      .updateTable('invoice_counters')
      .set({ next_serial: next(v), issued: sql`issued + 1`, updated_at: v.now })
      .where('shop_id', '=', v.shopId)
      .where('financial_year', '=', v.financialYear)
      .returning('next_serial'),
  );
}

const nextSerial = counterAdvance<CounterAt>(() => sql`next_serial + 1`);
const startingSerial = counterAdvance<CounterAt & { start: number }>(
  (v) => sql`(case when issued = 0 then ${v.start} else next_serial end) + 1`,
);

export function invoiceNumber(prefix: string, fyShort: string, serial: number): string {
  return formatInvoiceNumber({ prefix, fyShort, serial });
}

export function createNumbering(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async peek(shopId: number, financialYear: string): Promise<CounterState> {
      const row = await db
        .selectFrom('invoice_counters')
        .select(['next_serial', 'issued'])
        .where('shop_id', '=', shopId)
        .where('financial_year', '=', financialYear)
        .executeTakeFirst();
      return { nextSerial: row?.next_serial ?? 1, canReset: (row?.issued ?? 0) === 0 };
    },

    /**
     * The serial for a bill being written in `trx`. `requestedStart` (the spec's Change BillId) is
     * honoured only while the year has no bill yet; afterwards the next serial is fixed.
     */
    async take(
      trx: Db,
      shopId: number,
      financialYear: string,
      requestedStart?: number | null,
    ): Promise<number> {
      const now = clock.now().toISOString();
      const start = requestedStart ?? null;
      const advance = async () => {
        const at = { shopId, financialYear, now };
        const [row] =
          start === null ? await nextSerial(trx, at) : await startingSerial(trx, { ...at, start });
        return row;
      };
      // The counter row exists for every bill but a year's first: try the UPDATE alone, and create
      // the row only when it finds none (one statement less per save).
      let row = await advance();
      if (!row) {
        await ensureCounter(trx, shopId, financialYear, now);
        row = await advance();
      }
      if (!row) throw new Error(`invoice counter missing for shop ${shopId}, ${financialYear}`);
      return row.next_serial - 1;
    },

    /** billing/addSerialNo: set the year's starting serial before its first bill. */
    async setStart(shopId: number, financialYear: string, serial: number): Promise<void> {
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await ensureCounter(trx, shopId, financialYear, now);
        const result = await trx
          .updateTable('invoice_counters')
          .set({ next_serial: serial, updated_at: now })
          .where('shop_id', '=', shopId)
          .where('financial_year', '=', financialYear)
          .where((eb) => eb.or([eb('issued', '=', 0), eb('next_serial', '=', serial)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new AppError(400, messages.billNumberNotAvailable);
      });
    },
  };
}
export type Numbering = ReturnType<typeof createNumbering>;
