import { createHash, randomInt } from 'node:crypto';
import { messages } from '@galla/domain/messages';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { hitRateLimit, isRateLimited } from '../../platform/rate-limit.js';

// The Admins' second factor: a TOTP authenticator app (RFC 6238, 30-second steps, 6 digits), beyond
// the spec. A code is accepted once (the step is remembered) and one step either side of the
// server's clock, for a phone a little fast or slow. Wrong codes are capped per account, so six
// digits cannot be guessed by trying. Lost phone: one of ten single-use recovery codes signs in,
// and another Admin can turn the factor off so it is set up afresh (add admin section).
const ISSUER = 'Galla';
const RECOVERY_CODES = 10;
const WRONG_CODES = { limit: 10, windowMs: 15 * 60_000 };
const STEP_MS = 30_000;

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

// Ten characters from an alphabet without look-alikes (0/O, 1/I/L), shown as XXXXX-XXXXX: about 50
// bits each.
function recoveryCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function totpOf(secret: string, label: string) {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

export function createTotp(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const wrongKey = (staffId: number) => `totp-fail-staff:${staffId}`;

  async function staffRow(staffId: number) {
    return db
      .selectFrom('staff_users')
      .select(['id', 'email', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
  }

  async function refuse(staffId: number): Promise<never> {
    await hitRateLimit(db, clock, wrongKey(staffId), WRONG_CODES.limit, WRONG_CODES.windowMs);
    throw new AppError(400, messages.totpWrong);
  }

  async function throttle(staffId: number): Promise<void> {
    if (await isRateLimited(db, clock, wrongKey(staffId), WRONG_CODES.limit, WRONG_CODES.windowMs))
      throw new AppError(429, messages.totpTooMany);
  }

  /**
   * Accepts a code once: the step it belongs to must be later than the last accepted one, and the
   * update that records it is conditional, so two requests with one code cannot both pass.
   */
  async function acceptCode(staffId: number, secret: string, email: string, code: string): Promise<boolean> {
    const now = clock.now().getTime();
    const delta = totpOf(secret, email).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / STEP_MS) + delta;
    const result = await db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', staffId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  return {
    /** Whether sign-in needs a code for this account. */
    enrolled(row: { totp_enabled_at: string | null }): boolean {
      return row.totp_enabled_at !== null;
    },

    /** Checks the second factor at sign-in: an app code or an unused recovery code. */
    async verifyAtLogin(staffId: number, proof: { totp?: string; recoveryCode?: string }): Promise<void> {
      await throttle(staffId);
      const row = await staffRow(staffId);
      if (!row.totp_secret || !row.totp_enabled_at) return;
      if (proof.totp) {
        if (await acceptCode(staffId, row.totp_secret, row.email, proof.totp)) return;
        return refuse(staffId);
      }
      const used = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('staff_recovery_codes')
          .set({ used_at: clock.now().toISOString() })
          .where('staff_id', '=', staffId)
          .where('code_hash', '=', hashCode(proof.recoveryCode ?? ''))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: staffId },
          action: 'recoveryCodeUsed',
          entity: 'staff',
          entityId: staffId,
        });
        return true;
      });
      if (!used) await refuse(staffId);
    },

    /** A fresh secret to scan; it is not in force until a code from the app confirms it. */
    async start(staffId: number) {
      const row = await staffRow(staffId);
      if (row.totp_enabled_at) throw new AppError(400, messages.totpAlreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await db
        .updateTable('staff_users')
        .set({ totp_secret: secret, totp_last_step: null })
        .where('id', '=', staffId)
        .where('totp_enabled_at', 'is', null)
        .execute();
      const otpauthUrl = totpOf(secret, row.email).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      return {
        secret,
        otpauthUrl,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** The app's first code turns the factor on and returns the recovery codes, shown this once. */
    async confirm(staffId: number, code: string): Promise<{ recoveryCodes: string[] }> {
      await throttle(staffId);
      const row = await staffRow(staffId);
      if (row.totp_enabled_at) throw new AppError(400, messages.totpAlreadyOn);
      if (!row.totp_secret || !(await acceptCode(staffId, row.totp_secret, row.email, code)))
        return refuse(staffId);
      const recoveryCodes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ totp_enabled_at: clock.now().toISOString() })
          .where('id', '=', staffId)
          .execute();
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
        await trx
          .insertInto('staff_recovery_codes')
          .values(recoveryCodes.map((c) => ({ staff_id: staffId, code_hash: hashCode(c), used_at: null })))
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: staffId },
          action: 'totpEnabled',
          entity: 'staff',
          entityId: staffId,
          before: { totpEnrolled: false },
          after: { totpEnrolled: true },
        });
      });
      return { recoveryCodes };
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;
