import type { LoginData } from '@galla/contracts/auth';
import type { ZRegisterRequest, ZValidateUserNameRequest } from '@galla/contracts/registration';
import { normaliseGstin } from '@galla/domain/gstin';
import { messages } from '@galla/domain/messages';
import type { PageFlags } from '@galla/domain/permissions';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { isCommonPassword } from '../../platform/common-passwords.js';
import { AppError } from '../../platform/envelope.js';
import { hashPassword } from '../../platform/passwords.js';
import type { SocialVerifier } from '../../providers/social/social-verifier.js';
import type { ReferenceLookups, UsersService } from './service.js';

type Register = z.output<typeof ZRegisterRequest>;
type Identity = z.output<typeof ZValidateUserNameRequest>;

// Sign-up: the three-step wizard's payload creates the shop and its owner (isRegister 1); the
// category step and the OTP then complete it (accounts spec §4).
export function createRegistrationService(deps: {
  db: Db;
  clock: Clock;
  sessions: Sessions;
  users: UsersService;
  reference: ReferenceLookups & { states(): Promise<{ stateId: number; cityList: { cityId: number }[] }[]> };
  social: SocialVerifier;
  /** The page flags a new shop starts with (staff console Settings). */
  newShopConfiguration: () => Promise<PageFlags>;
  /** Inside the sign-up's transaction: credit a campaign, link a lead (console-leads). */
  afterSignUp?: (
    trx: Db,
    facts: { shopId: number; contactNumber: string; campaignCode?: string },
  ) => Promise<void>;
}) {
  const { db, clock, sessions, users, reference } = deps;

  /** The first identity clash, in the order the form shows the fields. */
  async function clash(identity: {
    userName?: string;
    email?: string;
    contactNumber?: string;
  }): Promise<string | undefined> {
    const active = db.selectFrom('users').select('id').where('status', '<>', 'deleted');
    if (
      identity.userName &&
      (await active.where(sql`lower(user_name)`, '=', identity.userName.toLowerCase()).executeTakeFirst())
    ) {
      return messages.userNameTaken;
    }
    if (
      identity.email &&
      (await active.where(sql`lower(email)`, '=', identity.email.toLowerCase()).executeTakeFirst())
    ) {
      return messages.emailTaken;
    }
    if (
      identity.contactNumber &&
      (await active.where('contact_number', '=', identity.contactNumber).executeTakeFirst())
    ) {
      return messages.contactTaken;
    }
    return undefined;
  }

  async function checkPlace(shop: Register['shopDetails']): Promise<void> {
    const state = (await reference.states()).find((s) => s.stateId === shop.stateId);
    if (!state?.cityList.some((c) => c.cityId === shop.cityId))
      throw new AppError(400, messages.fillAllFields);
    if (!(await reference.pincode(shop.pincode))) throw new AppError(400, messages.pincodeCheck);
  }

  return {
    async validate(identity: Identity): Promise<void> {
      const problem = await clash(identity);
      if (problem) throw new AppError(400, problem);
    },

    async register(body: Register, meta: { client?: string; ip: string }): Promise<LoginData> {
      const { personalDetails: person, shopDetails: shop, paymentDetails: payment } = body;
      let socialId: string | null = null;
      if (body.registerType === 'Social') {
        if (body.loginType === 'Custom' || !body.socialToken)
          throw new AppError(400, messages.socialTokenInvalid);
        const identity = await deps.social.verify(body.loginType, body.socialToken);
        if (!identity) throw new AppError(400, messages.socialTokenInvalid);
        socialId = identity.socialId;
      }
      if (body.registerType === 'Custom' && (await isCommonPassword(person.password!))) {
        throw new AppError(400, messages.commonPassword);
      }
      const problem = await clash(person);
      if (problem) throw new AppError(400, problem);
      await checkPlace(shop);

      const now = clock.now().toISOString();
      const gstNumber = shop.isGstNumber === 1 && shop.gstNumber ? normaliseGstin(shop.gstNumber) : null;
      const passwordHash = body.registerType === 'Custom' ? await hashPassword(person.password!) : null;
      const configuration = JSON.stringify(await deps.newShopConfiguration());
      const userId = await db
        .transaction()
        .execute(async (trx) => {
          const created = await trx
            .insertInto('shops')
            .values({
              trade_name: shop.tradeName,
              address_line1: shop.addressLine1,
              address_line2: shop.addressLine2 || null,
              pincode: shop.pincode,
              state_id: shop.stateId,
              city_id: shop.cityId,
              is_gst: gstNumber ? 1 : 0,
              gst_number: gstNumber,
              // The legal name defaults to the shop name (accounts spec §5).
              legal_name: gstNumber ? shop.legalName || shop.tradeName : null,
              cin_number: shop.cinNumber || null,
              website: shop.website || null,
              shop_status: payment.shopStatus,
              shop_type: payment.shopType,
              finance_facility: payment.financeFacility,
              payment_methods: payment.paymentMethod,
              sells_online: payment.isSellOnline,
              online_store_ids: payment.isSellOnline ? JSON.stringify(payment.onlineStores) : null,
              is_onboard: 1,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const user = await trx
            .insertInto('users')
            .values({
              shop_id: created.id,
              user_type: 'retailer',
              first_name: person.firstName,
              last_name: person.lastName,
              user_name: person.userName,
              email: person.email,
              contact_number: person.contactNumber,
              password_hash: passwordHash,
              login_type: body.loginType,
              social_id: socialId,
              is_register: 1,
              have_shared_data: 0,
              user_image: null,
              configuration,
              status: 'active',
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await deps.afterSignUp?.(trx, {
            shopId: created.id,
            contactNumber: person.contactNumber,
            campaignCode: body.campaign,
          });
          return user.id;
        })
        .catch(async (err: unknown) => {
          // Two sign-ups with the same identity at once: the unique index stops the second.
          const again = await clash(person);
          throw again ? new AppError(400, again) : err;
        });

      const userToken = await sessions.start('retailer', userId, meta);
      const profile = await users.profile(userId);
      return { userToken, userId, isOnboard: profile.isOnboard, userData: [profile] };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
