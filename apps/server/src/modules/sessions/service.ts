import type { ActiveSession, SessionsData } from '@galla/contracts/sessions';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';

// A user's own sessions: which are live, ending one or all the others, and the shop's idle limit.
// Only the caller's own sessions are ever listed or ended: the subject comes from the session.
export function createSessionsService(deps: { db: Db; clock: Clock; defaultIdleDays: number }) {
  const { db, clock } = deps;

  async function idleDays(shopId: number): Promise<number> {
    const shop = await db
      .selectFrom('shops')
      .select('session_idle_days')
      .where('id', '=', shopId)
      .executeTakeFirst();
    return shop?.session_idle_days ?? deps.defaultIdleDays;
  }

  const ownLive = (r: Retailer) =>
    db
      .updateTable('sessions')
      .set({ ended_at: clock.now().toISOString() })
      .where('subject_kind', '=', 'retailer')
      .where('subject_id', '=', r.userId)
      .where('ended_at', 'is', null);

  return {
    async list(r: Retailer): Promise<SessionsData> {
      const now = clock.now();
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'client', 'ip', 'created_at', 'last_used_at', 'idle_seconds'])
        .where('subject_kind', '=', 'retailer')
        .where('subject_id', '=', r.userId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .execute();
      const sessions: ActiveSession[] = rows
        .map((row) => ({ row, lastUsedAt: row.last_used_at ?? row.created_at }))
        // Idle sessions are over even though nothing has marked them yet.
        .filter(
          ({ row, lastUsedAt }) =>
            row.idle_seconds === null || Date.parse(lastUsedAt) + row.idle_seconds * 1000 > now.getTime(),
        )
        .map(({ row, lastUsedAt }) => ({
          sessionId: row.id,
          client: row.client,
          ip: row.ip,
          createdAt: row.created_at,
          lastUsedAt: row.id === r.sessionId ? now.toISOString() : lastUsedAt,
          current: row.id === r.sessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
      return { idleDays: await idleDays(r.shopId), sessions };
    },

    /** Ends one of the caller's own sessions; another user's id is "no such session". */
    async end(r: Retailer, sessionId: string): Promise<void> {
      const result = await ownLive(r).where('id', '=', sessionId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError(404, messages.sessionNotFound);
    },

    /** Ends every session of the caller except the one making this call; answers how many. */
    async endOthers(r: Retailer): Promise<number> {
      const result = await ownLive(r).where('id', '<>', r.sessionId).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The owner's choice for the whole shop; live sessions of its users take the new limit at once. */
    async setIdleDays(r: Retailer, days: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('shops').set({ session_idle_days: days }).where('id', '=', r.shopId).execute();
        await trx
          .updateTable('sessions')
          .set({ idle_seconds: days * 86_400 })
          .where('subject_kind', '=', 'retailer')
          .where('subject_id', 'in', trx.selectFrom('users').select('id').where('shop_id', '=', r.shopId))
          .where('ended_at', 'is', null)
          .execute();
      });
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
