import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Clock } from '../clock.js';
import { randomToken } from '../random-token.js';
import type { SubjectKind, TokenSigner } from './tokens.js';

export type Session = { id: string; kind: SubjectKind; subjectId: number };

// Read on every signed-in request (db/reusable-query.ts).
const sessionRows = reusableQuery((db: Db, v: { id: string }) =>
  db
    .selectFrom('sessions')
    .select([
      'id',
      'subject_kind',
      'subject_id',
      'created_at',
      'expires_at',
      'ended_at',
      'last_used_at',
      'idle_seconds',
    ])
    .where('id', '=', v.id),
);

/**
 * Last use is written at most this often: a busy till makes one small write a minute per session,
 * not one per request, and idle limits are days, so a minute's error does not matter.
 */
const TOUCH_EVERY_MS = 60_000;

export function createSessions(deps: {
  db: Db;
  clock: Clock;
  signer: TokenSigner;
  days: number;
  /** Days a session may go unused when its shop has no setting of its own (staff too). */
  idleDays: number;
}) {
  const { db, clock, signer } = deps;

  /** The idle limit for a new session: the shop's setting for its users, else the default. */
  async function idleSecondsFor(kind: SubjectKind, subjectId: number): Promise<number> {
    if (kind === 'retailer') {
      const row = await db
        .selectFrom('users')
        .innerJoin('shops', 'shops.id', 'users.shop_id')
        .select('shops.session_idle_days')
        .where('users.id', '=', subjectId)
        .executeTakeFirst();
      if (row?.session_idle_days) return row.session_idle_days * 86_400;
    }
    return deps.idleDays * 86_400;
  }

  return {
    /** Starts a session and returns the token that names it. */
    async start(
      kind: SubjectKind,
      subjectId: number,
      meta: { client?: string; ip?: string },
    ): Promise<string> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + deps.days * 86_400_000);
      const id = randomToken(18);
      const idleSeconds = await idleSecondsFor(kind, subjectId);
      await db
        .insertInto('sessions')
        .values({
          id,
          subject_kind: kind,
          subject_id: subjectId,
          client: meta.client?.slice(0, 20) ?? null,
          ip: meta.ip ?? null,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ended_at: null,
          last_used_at: now.toISOString(),
          idle_seconds: idleSeconds,
        })
        .execute();
      return signer.sign({ sid: id, sub: String(subjectId), kind }, expiresAt);
    },

    /** The live session a token names, 'expired', or undefined for anything else. */
    async resolve(token: string): Promise<Session | 'expired' | undefined> {
      const now = clock.now();
      const claims = await signer.verify(token, now);
      if (claims === undefined || claims === 'expired') return claims;
      const [row] = await sessionRows(db, { id: claims.sid });
      if (!row || row.ended_at !== null || row.subject_kind !== claims.kind) return undefined;
      if (row.expires_at <= now.toISOString()) return 'expired';
      const lastUsed = Date.parse(row.last_used_at ?? row.created_at);
      if (row.idle_seconds !== null && lastUsed + row.idle_seconds * 1000 <= now.getTime()) return 'expired';
      if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({ last_used_at: now.toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return { id: row.id, kind: row.subject_kind, subjectId: row.subject_id };
    },

    async end(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: clock.now().toISOString() })
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** Ends every session of a subject: password change, deleted sub-user, disabled account. */
    async endAllFor(kind: SubjectKind, subjectId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: clock.now().toISOString() })
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .where('ended_at', 'is', null)
        .execute();
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
