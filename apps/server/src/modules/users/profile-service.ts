import type { Profile } from '@galla/contracts/profile';
import type { UpdateProfile } from '@galla/contracts/profile-update';
import { normaliseGstin } from '@galla/domain/gstin';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { fileUrl, storeImage } from '../../platform/files.js';
import * as repo from './repo.js';
import type { ReferenceLookups, UsersService } from './service.js';

// Changes an owner makes to their profile and shop: details, photo, privacy, GST, categories.
export function createProfileService(deps: {
  db: Db;
  clock: Clock;
  reference: ReferenceLookups;
  users: UsersService;
}) {
  const { db, clock, reference, users } = deps;
  const now = () => clock.now().toISOString();
  const ids = (r: Retailer) => ({ userId: r.userId, shopId: r.shopId });

  return {
    profileOf: (retailer: Retailer) => users.profile(retailer.userId),

    async update(retailer: Retailer, body: UpdateProfile): Promise<Profile> {
      if (await repo.emailTakenByOther(db, body.email, retailer.userId))
        throw new AppError(400, messages.emailTaken);
      const shop: repo.ShopChanges = {};
      if (body.pincode !== undefined) {
        const place = await reference.pincode(body.pincode);
        if (!place) throw new AppError(400, messages.pincodeCheck);
        Object.assign(shop, { pincode: body.pincode, state_id: place.stateId, city_id: place.cityId });
      }
      if (body.tradeName !== undefined) shop.trade_name = body.tradeName;
      if (body.addressLine1 !== undefined) shop.address_line1 = body.addressLine1 || null;
      if (body.addressLine2 !== undefined) shop.address_line2 = body.addressLine2 || null;
      if (body.gstNumber !== undefined) {
        shop.gst_number = body.gstNumber ? normaliseGstin(body.gstNumber) : null;
        // Without a GST number there is no legal name to show on a tax invoice.
        if (!shop.gst_number) shop.legal_name = null;
      }
      if (body.isGstNumber !== undefined) shop.is_gst = body.isGstNumber;
      if (body.legalName !== undefined && body.gstNumber) shop.legal_name = body.legalName || null;
      if (body.cinNumber !== undefined) shop.cin_number = body.cinNumber || null;
      if (body.website !== undefined) shop.website = body.website || null;
      if (body.upiId !== undefined) shop.upi_id = body.upiId || null;
      if (body.shopStatus !== undefined) shop.shop_status = body.shopStatus;
      if (body.shopType !== undefined) shop.shop_type = body.shopType;
      if (body.financeFacility !== undefined) shop.finance_facility = body.financeFacility;

      const user: repo.UserChanges = { email: body.email };
      if (body.firstName !== undefined) user.first_name = body.firstName;
      if (body.lastName !== undefined) user.last_name = body.lastName;
      if (body.userImage && !body.userImage.startsWith('/api/')) {
        const id = await storeImage(db, clock, {
          shopId: retailer.shopId,
          kind: 'profile-photo',
          encoded: body.userImage,
        });
        user.user_image = fileUrl(id);
      }
      await repo.updateUserAndShop(db, now(), ids(retailer), { user, shop });
      return users.profile(retailer.userId);
    },

    async setPrivacy(retailer: Retailer, haveSharedData: number): Promise<void> {
      await repo.updateUserAndShop(db, now(), ids(retailer), {
        user: { have_shared_data: haveSharedData },
        shop: {},
      });
    },

    async setStockSetting(retailer: Retailer, allowNegativeStock: number): Promise<Profile> {
      await repo.updateUserAndShop(db, now(), ids(retailer), {
        user: {},
        shop: { allow_negative_stock: allowNegativeStock },
      });
      return users.profile(retailer.userId);
    },

    async setGst(retailer: Retailer, gst: number, gstNumber: string | null | undefined): Promise<Profile> {
      const shop: repo.ShopChanges = { is_gst: gst };
      if (gstNumber) shop.gst_number = normaliseGstin(gstNumber);
      await repo.updateUserAndShop(db, now(), ids(retailer), { user: {}, shop });
      return users.profile(retailer.userId);
    },

    /** Sign-up's category step (isRegister 1 → 2) and Manage Category both land here. */
    async selectCategories(retailer: Retailer, categoryIds: number[]): Promise<void> {
      const known = new Set((await reference.categoryList()).map((c) => c.categoryId));
      const chosen = [...new Set(categoryIds)].filter((id) => known.has(id));
      if (chosen.length === 0) throw new AppError(400, messages.categoryRequired);
      await repo.replaceShopCategories(db, retailer.shopId, chosen);
      if (retailer.isRegister === 1) await repo.setRegisterStep(db, retailer.userId, 2, now());
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
