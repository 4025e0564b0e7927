import type { SubUser } from '@galla/contracts/sub-users';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { OtpService } from '../auth/otp-service.js';

// Sub-users work inside the owner's shop (same shop_id) with the rights capped in domain/permissions.
// Their number is proven by an OTP before it is added or changed.
export function createSubUsersService(deps: { db: Db; clock: Clock; otp: OtpService; sessions: Sessions }) {
  const { db, clock, otp, sessions } = deps;

  async function numberTaken(contactNumber: string, exceptUserId?: number): Promise<boolean> {
    let query = db
      .selectFrom('users')
      .select('id')
      .where('contact_number', '=', contactNumber)
      .where('status', '<>', 'deleted');
    if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** A sub-user of this shop, or 404 — another shop's user is indistinguishable from none. */
  async function ownSubUser(owner: Retailer, userId: number) {
    const row = await db
      .selectFrom('users')
      .select(['id', 'contact_number'])
      .where('id', '=', userId)
      .where('shop_id', '=', owner.shopId)
      .where('user_type', '=', 'subRetailer')
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row) throw new AppError(404, messages.subUserNotFound);
    return row;
  }

  const splitName = (name: string) => {
    const [first = '', ...rest] = name.trim().split(/\s+/);
    return { first_name: first, last_name: rest.join(' ') };
  };

  return {
    async sendOtp(
      owner: Retailer,
      type: 'ADDSUBRETAILER' | 'EDITSUBRETAILER',
      contactNumber: string,
      ip: string,
      userId?: number,
    ) {
      if (type === 'EDITSUBRETAILER') {
        if (userId === undefined) throw new AppError(404, messages.subUserNotFound);
        await ownSubUser(owner, userId);
      }
      if (await numberTaken(contactNumber, userId)) throw new AppError(400, messages.contactTaken);
      return otp.send({ contactNumber, purpose: type, ip });
    },

    async list(owner: Retailer): Promise<SubUser[]> {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'contact_number'])
        .where('shop_id', '=', owner.shopId)
        .where('user_type', '=', 'subRetailer')
        .where('status', '=', 'active')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        userId: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        contactNumber: r.contact_number,
      }));
    },

    async add(owner: Retailer, input: { name: string; contactNumber: string; otp: string }): Promise<void> {
      if (await numberTaken(input.contactNumber)) throw new AppError(400, messages.contactTaken);
      await otp.verify({ contactNumber: input.contactNumber, purpose: 'ADDSUBRETAILER', code: input.otp });
      const now = clock.now().toISOString();
      await db
        .insertInto('users')
        .values({
          shop_id: owner.shopId,
          user_type: 'subRetailer',
          ...splitName(input.name),
          user_name: null,
          email: null,
          contact_number: input.contactNumber,
          password_hash: null,
          login_type: 'Custom',
          social_id: null,
          is_register: 3,
          have_shared_data: 0,
          user_image: null,
          // The shop's pages as staff set them (console Retailers); the sub-user cap applies on top.
          configuration: JSON.stringify(owner.configuration),
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    async edit(owner: Retailer, input: { userId: number; name: string; contactNumber: string; otp: string }) {
      const current = await ownSubUser(owner, input.userId);
      if (await numberTaken(input.contactNumber, input.userId))
        throw new AppError(400, messages.contactTaken);
      await otp.verify({ contactNumber: input.contactNumber, purpose: 'EDITSUBRETAILER', code: input.otp });
      await db
        .updateTable('users')
        .set({
          ...splitName(input.name),
          contact_number: input.contactNumber,
          updated_at: clock.now().toISOString(),
        })
        .where('id', '=', input.userId)
        .execute();
      // A new number is a new identity: whoever held the old one is logged out.
      if (current.contact_number !== input.contactNumber) await sessions.endAllFor('retailer', input.userId);
    },

    /** Marks the sub-user deleted (the row stays for the audit trail) and ends their sessions at once. */
    async remove(owner: Retailer, userId: number): Promise<void> {
      await ownSubUser(owner, userId);
      await db
        .updateTable('users')
        .set({ status: 'deleted', updated_at: clock.now().toISOString() })
        .where('id', '=', userId)
        .execute();
      await sessions.endAllFor('retailer', userId);
    },
  };
}
export type SubUsersService = ReturnType<typeof createSubUsersService>;
