import type { StaffProfile } from '@galla/contracts/auth';
import { messages } from '@galla/domain/messages';
import { isStaffRole, type StaffRole, staffPermissions } from '@galla/domain/permissions';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Staff } from '../../platform/auth/principal.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { createStaffLoginLimit } from './login-limit.js';
import type { Totp } from './totp.js';

type StaffRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  totp_enabled_at: string | null;
};
const profileColumns = ['id', 'first_name', 'last_name', 'email', 'user_type', 'totp_enabled_at'] as const;

// Staff are a separate kind of user from retailers: their own table, their own sessions and guard.
export function createStaffService(deps: { db: Db; clock: Clock; sessions: Sessions; totp: Totp }) {
  const { db, clock, sessions, totp } = deps;
  const limit = createStaffLoginLimit({ db, clock });

  function toProfile(row: StaffRow): StaffProfile {
    const role: StaffRole = isStaffRole(row.user_type) ? row.user_type : 'Cse';
    return {
      userId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      userType: role,
      permissions: [...staffPermissions[role]],
      totpEnrolled: row.totp_enabled_at !== null,
    };
  }

  async function activeRow(staffId: number) {
    return db
      .selectFrom('staff_users')
      .select([...profileColumns, 'password_hash'])
      .where('id', '=', staffId)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  return {
    /**
     * Password first; an account with an authenticator app then needs its code (or a recovery
     * code): without one the answer asks for it and starts no session.
     */
    async login(
      credentials: { email: string; password: string; totp?: string; recoveryCode?: string },
      meta: { client?: string; ip: string },
    ) {
      const row = await db
        .selectFrom('staff_users')
        .select([...profileColumns, 'password_hash'])
        .where(sql`lower(email)`, '=', credentials.email.toLowerCase())
        .where('status', '=', 'active')
        .executeTakeFirst();
      await limit.reserve(credentials.email);
      if (!row) {
        await burnPasswordCheck(credentials.password);
        throw new AppError(400, messages.wrongPassword);
      }
      if (!(await verifyPassword(row.password_hash, credentials.password)))
        throw new AppError(400, messages.wrongPassword);
      await limit.release(credentials.email);
      if (totp.enrolled(row)) {
        if (!credentials.totp && !credentials.recoveryCode) return { totpRequired: true as const };
        await totp.verifyAtLogin(row.id, credentials);
      }
      const userToken = await sessions.start('staff', row.id, meta);
      return { userToken, userData: [toProfile(row)] };
    },

    async profile(staffId: number): Promise<StaffProfile> {
      const row = await activeRow(staffId);
      if (!row) throw new AppError(401, messages.unauthorized);
      return toProfile(row);
    },

    async principal(staffId: number, sessionId: string): Promise<Staff | undefined> {
      const row = await activeRow(staffId);
      if (!row) return undefined;
      const role: StaffRole = isStaffRole(row.user_type) ? row.user_type : 'Cse';
      return {
        sessionId,
        staffId: row.id,
        userType: role,
        permissions: staffPermissions[role],
        totpEnrolled: row.totp_enabled_at !== null,
      };
    },

    /** As for retailers (spec §7: 200 leads to logout), every session of the account ends. */
    async changePassword(staffId: number, currentPassword: string, newPassword: string): Promise<void> {
      const row = await activeRow(staffId);
      if (!row) throw new AppError(401, messages.unauthorized);
      if (!(await verifyPassword(row.password_hash, currentPassword)))
        throw new AppError(400, messages.currentPasswordWrong);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ password_hash: passwordHash })
          .where('id', '=', staffId)
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: staffId },
          action: 'passwordChanged',
          entity: 'staff',
          entityId: staffId,
        });
      });
      await sessions.endAllFor('staff', staffId);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
