import type { OnboardRequest } from '@galla/contracts/onboarding';
import type { Profile } from '@galla/contracts/profile';
import type { PincodeLookup } from '@galla/contracts/reference';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { parseConfiguration, toProfile } from './profile-view.js';
import * as repo from './repo.js';

// What the users module needs of reference data, named here so the dependency is explicit.
export type ReferenceLookups = {
  pincode(pin: string): Promise<PincodeLookup | undefined>;
  categoryIdsOfSuperCategories(ids: number[]): Promise<number[]>;
  categoryList(): Promise<{ categoryId: number }[]>;
};

export function createUsersService(deps: { db: Db; clock: Clock; reference: ReferenceLookups }) {
  const { db, clock } = deps;

  async function profile(userId: number): Promise<Profile> {
    const row = await repo.findProfileRow(db, userId);
    if (!row) throw new AppError(401, messages.unauthorized);
    return toProfile(row);
  }

  return {
    profile,

    async principal(userId: number, sessionId: string): Promise<Retailer | undefined> {
      const row = await repo.findPrincipalRow(db, userId);
      if (!row) return undefined;
      return {
        sessionId,
        userId: row.id,
        shopId: row.shop_id,
        userType: row.user_type,
        configuration: parseConfiguration(row.configuration, row.user_type),
        isRegister: row.is_register,
      };
    },

    findById: (userId: number) => repo.findActiveUserById(db, userId),
    findByContact: (contactNumber: string) => repo.findActiveUserByContact(db, contactNumber),
    setPasswordHash: (userId: number, passwordHash: string) =>
      repo.setPasswordHash(db, userId, passwordHash, clock.now().toISOString()),
    findByIdentity: (identity: string) => repo.findActiveUserByIdentity(db, identity),
    findBySocial: (loginType: 'Google' | 'Facebook', socialId: string) =>
      repo.findActiveUserBySocial(db, loginType, socialId),
    selectedCategoryIds: (shopId: number) => repo.selectedCategoryIds(db, shopId),
    findDisabled: (by: Parameters<typeof repo.findDisabledUser>[1]) => repo.findDisabledUser(db, by),

    async onboard(retailer: Retailer, body: OnboardRequest & { pincode: string }): Promise<Profile> {
      const place = await deps.reference.pincode(body.pincode);
      if (!place) throw new AppError(400, messages.pincodeCheck);
      const categoryIds = await deps.reference.categoryIdsOfSuperCategories(
        body.selectedCategories.map(Number),
      );
      if (categoryIds.length === 0) throw new AppError(400, messages.categoryRequired);
      await repo.saveOnboarding(db, clock.now().toISOString(), {
        shopId: retailer.shopId,
        tradeName: body.tradeName.trim(),
        pincode: body.pincode,
        stateId: place.stateId,
        cityId: place.cityId,
        categoryIds,
      });
      return profile(retailer.userId);
    },

    /** The registration OTP was verified: sign-up is complete. */
    completeRegistration: (userId: number) => repo.setRegisterStep(db, userId, 3, clock.now().toISOString()),

    notificationCount: (userId: number) => repo.countUnreadNotifications(db, userId),

    /** Whether a shop issues tax invoices (has a GSTIN and chose GST bills). */
    async isGst(shopId: number): Promise<boolean> {
      const row = await db
        .selectFrom('shops')
        .select(['is_gst', 'gst_number'])
        .where('id', '=', shopId)
        .executeTakeFirst();
      return row?.is_gst === 1 && Boolean(row.gst_number);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
