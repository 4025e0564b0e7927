import type { StaffProfile } from '@galla/contracts/auth';
import { messages } from '@galla/domain/messages';
import { isStaffRole, type StaffRole, staffPermissions } from '@galla/domain/permissions';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Staff } from '../../platform/auth/principal.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/envelope.js';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords.js';

// Staff are a separate kind of user from retailers: their own table, their own sessions and guard.
export function createStaffService(deps: { db: Db; sessions: Sessions }) {
  const { db, sessions } = deps;

  function toProfile(row: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    user_type: string;
  }): StaffProfile {
    const role: StaffRole = isStaffRole(row.user_type) ? row.user_type : 'Cse';
    return {
      userId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      userType: role,
      permissions: [...staffPermissions[role]],
    };
  }

  return {
    async login(email: string, password: string, meta: { client?: string; ip: string }) {
      const row = await db
        .selectFrom('staff_users')
        .selectAll()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) {
        await burnPasswordCheck(password);
        throw new AppError(400, messages.wrongPassword);
      }
      if (!(await verifyPassword(row.password_hash, password)))
        throw new AppError(400, messages.wrongPassword);
      const userToken = await sessions.start('staff', row.id, meta);
      return { userToken, userData: [toProfile(row)] };
    },

    async principal(staffId: number, sessionId: string): Promise<Staff | undefined> {
      const row = await db
        .selectFrom('staff_users')
        .select(['id', 'first_name', 'last_name', 'email', 'user_type'])
        .where('id', '=', staffId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) return undefined;
      const profile = toProfile(row);
      return { sessionId, staffId: row.id, userType: profile.userType, permissions: profile.permissions };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
