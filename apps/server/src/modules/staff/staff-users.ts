import {
  type AddStaffRequest,
  staffUserMessages,
  type ZStaffListQuery,
} from '@galla/contracts/staff-console';
import type { StaffRole } from '@galla/domain/permissions';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { hashPassword } from '../../platform/passwords.js';

type ListQuery = z.output<typeof ZStaffListQuery>;
const sortColumns = {
  name: 'first_name',
  email: 'email',
  userType: 'user_type',
  createdAt: 'created_at',
} as const;

// Add admin: staff accounts, each with a role (its permission keys come from domain/permissions).
// Every change is audited in the same transaction; disabling, a password reset and a second-factor
// reset end the account's sessions at once. An Admin never changes their own account here, so the
// console cannot be left without an Admin by a slip.
export function createStaffUsers(deps: { db: Db; clock: Clock; sessions: Sessions }) {
  const { db, clock, sessions } = deps;

  async function target(actorId: number, userId: number) {
    if (actorId === userId) throw new AppError(400, staffUserMessages.notYourself);
    const row = await db
      .selectFrom('staff_users')
      .select(['id', 'user_type', 'status', 'totp_enabled_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, staffUserMessages.notFound);
    return row;
  }

  return {
    async list(query: ListQuery) {
      let base = db.selectFrom('staff_users');
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          eb.or([
            containsText(sql`first_name || ' ' || last_name`, search),
            containsText(eb.ref('email'), search),
          ]),
        );
      }
      if (query.userType) base = base.where('user_type', '=', query.userType);
      if (query.status) base = base.where('status', '=', query.status);
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .select([
              'id',
              'first_name',
              'last_name',
              'email',
              'user_type',
              'status',
              'totp_enabled_at',
              'created_at',
            ])
            .orderBy(sortColumns[query.sortBy], query.sortDirection)
            .orderBy('id', query.sortDirection),
        query,
      );
      return {
        total,
        rows: rows.map((r) => ({
          userId: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          userType: r.user_type as StaffRole,
          status: r.status,
          totpEnrolled: r.totp_enabled_at !== null,
          createdAt: r.created_at,
        })),
      };
    },

    async add(body: Required<Omit<AddStaffRequest, 'lastName'>> & { lastName: string }, actorId: number) {
      const taken = await db
        .selectFrom('staff_users')
        .select('id')
        .where(sql`lower(email)`, '=', body.email.toLowerCase())
        .executeTakeFirst();
      if (taken) throw new AppError(400, staffUserMessages.emailTaken);
      const passwordHash = await hashPassword(body.password);
      const now = clock.now().toISOString();
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('staff_users')
            .values({
              first_name: body.firstName,
              last_name: body.lastName,
              email: body.email,
              password_hash: passwordHash,
              user_type: body.userType,
              status: 'active',
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await audit(trx, clock, {
            shopId: null,
            actor: { kind: 'staff', id: actorId },
            action: 'staffAdded',
            entity: 'staff',
            entityId: row.id,
            after: {
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              userType: body.userType,
            },
          });
          return { userId: row.id };
        })
        .catch((error: unknown) => {
          // Two Admins adding one e-mail at once: the unique index stops the second.
          if (/unique|duplicate/i.test(String(error))) throw new AppError(400, staffUserMessages.emailTaken);
          throw error;
        });
    },

    async update(
      body: { userId: number; userType?: StaffRole; status?: 'active' | 'disabled' },
      actorId: number,
    ) {
      const row = await target(actorId, body.userId);
      const before = { userType: row.user_type, status: row.status };
      const after = { userType: body.userType ?? row.user_type, status: body.status ?? row.status };
      if (before.userType === after.userType && before.status === after.status) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ user_type: after.userType, status: after.status })
          .where('id', '=', row.id)
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'staffUpdated',
          entity: 'staff',
          entityId: row.id,
          before,
          after,
        });
      });
      if (after.status === 'disabled') await sessions.endAllFor('staff', row.id);
    },

    async resetPassword(userId: number, password: string, actorId: number) {
      const row = await target(actorId, userId);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ password_hash: passwordHash })
          .where('id', '=', row.id)
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'staffPasswordReset',
          entity: 'staff',
          entityId: row.id,
        });
      });
      await sessions.endAllFor('staff', row.id);
    },

    /** For a lost phone without recovery codes: the account sets the app up again. */
    async resetTotp(userId: number, actorId: number) {
      const row = await target(actorId, userId);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('id', '=', row.id)
          .execute();
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', row.id).execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'staffTotpReset',
          entity: 'staff',
          entityId: row.id,
          before: { totpEnrolled: row.totp_enabled_at !== null },
          after: { totpEnrolled: false },
        });
      });
      await sessions.endAllFor('staff', row.id);
    },
  };
}
export type StaffUsers = ReturnType<typeof createStaffUsers>;
