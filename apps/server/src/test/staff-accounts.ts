import type { StaffRole } from '@galla/domain/permissions';
import { TOTP } from 'otpauth';
import { hashPassword } from '../platform/passwords.js';
import type { TestApp } from './test-app.js';

/** A known authenticator secret for test Admins, so a test can compute their codes. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const STAFF_PASSWORD = 'staff1234';

/** The authenticator app's code at the test clock's time. */
export function totpCode(t: TestApp, secret = TEST_TOTP_SECRET, offsetSteps = 0): string {
  return new TOTP({ secret, digits: 6, period: 30 }).generate({
    timestamp: t.clock.now().getTime() + offsetSteps * 30_000,
  });
}

let passwordHash: Promise<string> | undefined;

/**
 * A staff member of a role, written straight to the table, and a session token for them. Admins
 * come with the authenticator already set up (the console refuses an Admin without one), unless
 * `totp: false`.
 */
export async function staffAccount(
  t: TestApp,
  role: StaffRole,
  options: { totp?: boolean; firstName?: string } = {},
): Promise<{ id: number; email: string; token: string }> {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@galla.test`;
  const withTotp = options.totp ?? role === 'Admin';
  const row = await t.db
    .insertInto('staff_users')
    .values({
      first_name: options.firstName ?? role,
      last_name: 'Tester',
      email,
      password_hash: await passwordHash,
      user_type: role,
      status: 'active',
      created_at: t.clock.now().toISOString(),
      totp_secret: withTotp ? TEST_TOTP_SECRET : null,
      totp_enabled_at: withTotp ? t.clock.now().toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.services.sessions.start('staff', row.id, {});
  return { id: row.id, email, token };
}
