import {
  type ConsoleFaq,
  faqMessages,
  type ZFaqInput,
  type ZUpdateFaqRequest,
} from '@galla/contracts/console-faq';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import '../reference/tables.js';

type Input = z.output<typeof ZFaqInput>;
type Update = z.output<typeof ZUpdateFaqRequest>;

/** Ids below this are the dataset's (reference/datasets/faqs.ts); staff entries take the ones above. */
const FIRST_STAFF_ID = 1001;
const ADD_ATTEMPTS = 5;

// The FAQ is the reference table `faqs`, seeded from datasets/faqs.ts at start-up. Staff edit it here;
// every change stamps edited_at, which takes the entry out of the start-up sync (reference/sync.ts),
// so a new release never overwrites what staff wrote. Nothing is deleted: an entry is hidden instead.
export function createConsoleFaq(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const actor = (staffId: number) => ({ kind: 'staff' as const, id: staffId });

  async function list(trx: Db = db): Promise<ConsoleFaq[]> {
    const rows = await trx
      .selectFrom('faqs')
      .select(['id', 'question', 'answer', 'hidden', 'sort_order', 'edited_at'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r, i) => ({
      faqId: r.id,
      question: r.question,
      answer: r.answer,
      hidden: r.hidden === 1,
      position: i + 1,
      editedAt: r.edited_at,
    }));
  }

  return {
    list: () => list(),

    /** A new entry at the end. Its id is the next above the dataset's; a race for it retries. */
    async add(input: Input, staffId: number): Promise<ConsoleFaq> {
      for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
        const id = await db.transaction().execute(async (trx) => {
          const top = await trx
            .selectFrom('faqs')
            .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('sort_order').as('order')])
            .executeTakeFirstOrThrow();
          const id = Math.max(Number(top.id ?? 0) + 1, FIRST_STAFF_ID);
          const now = clock.now().toISOString();
          const row = {
            id,
            question: input.question,
            answer: input.answer,
            sort_order: Number(top.order ?? 0) + 1,
            hidden: 0,
            edited_at: now,
          };
          const inserted = await trx
            .insertInto('faqs')
            .values(row)
            .onConflict((oc) => oc.column('id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return undefined;
          await audit(trx, clock, {
            shopId: null,
            actor: actor(staffId),
            action: 'faqAdded',
            entity: 'faqs',
            entityId: id,
            after: { question: input.question, answer: input.answer },
          });
          return id;
        });
        if (id !== undefined) return (await list()).find((f) => f.faqId === id)!;
      }
      throw new AppError(409, faqMessages.order);
    },

    async update(input: Update, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('faqs')
          .select(['question', 'answer', 'hidden'])
          .where('id', '=', input.faqId)
          .executeTakeFirst();
        if (!before) throw new AppError(404, faqMessages.notFound);
        const after = { question: input.question, answer: input.answer, hidden: input.hidden ? 1 : 0 };
        if (
          before.question === after.question &&
          before.answer === after.answer &&
          before.hidden === after.hidden
        )
          return;
        await trx
          .updateTable('faqs')
          .set({ ...after, edited_at: clock.now().toISOString() })
          .where('id', '=', input.faqId)
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: actor(staffId),
          action: 'faqChanged',
          entity: 'faqs',
          entityId: input.faqId,
          before: { ...before, hidden: before.hidden === 1 },
          after: { ...after, hidden: input.hidden },
        });
      });
    },

    /** `faqIds` is every entry in its new order; a list that no longer matches is refused whole. */
    async reorder(faqIds: number[], staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = (await list(trx)).map((f) => f.faqId);
        const same =
          new Set(faqIds).size === faqIds.length &&
          faqIds.length === current.length &&
          faqIds.every((id) => current.includes(id));
        if (!same) throw new AppError(409, faqMessages.order);
        // Staff now own the order: every entry is stamped, so the dataset's order never comes back.
        const now = clock.now().toISOString();
        for (const [i, id] of faqIds.entries()) {
          await trx
            .updateTable('faqs')
            .set({ sort_order: i + 1, edited_at: now })
            .where('id', '=', id)
            .execute();
        }
        await audit(trx, clock, {
          shopId: null,
          actor: actor(staffId),
          action: 'faqReordered',
          entity: 'faqs',
          entityId: 'order',
          before: current,
          after: faqIds,
        });
      });
    },
  };
}
export type ConsoleFaqService = ReturnType<typeof createConsoleFaq>;
