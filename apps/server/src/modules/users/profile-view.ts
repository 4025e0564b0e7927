import type { Configuration, Profile } from '@galla/contracts/profile';
import {
  defaultOwnerConfiguration,
  effectiveConfiguration,
  retailerPageFlags,
} from '@galla/domain/permissions';
import type { ProfileRow } from './repo.js';

// Stored flags are merged over the defaults, so a flag added by a later release is on for old users;
// a sub-user's flags are then capped by what sub-users may ever do (domain/permissions).
export function parseConfiguration(json: string, userType: 'retailer' | 'subRetailer'): Configuration {
  const stored = safeJson(json);
  const merged = defaultOwnerConfiguration();
  for (const flag of retailerPageFlags) {
    if (typeof stored[flag] === 'boolean') merged[flag] = stored[flag];
  }
  return effectiveConfiguration(userType, merged);
}

function safeJson(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

export function toProfile(row: ProfileRow): Profile {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    contactNumber: row.contactNumber,
    userType: row.userType,
    loginType: row.loginType,
    isRegister: row.isRegister,
    isOnboard: row.isOnboard,
    tradeName: row.tradeName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    countryId: 1,
    stateId: row.stateId,
    state: row.state ?? null,
    cityId: row.cityId,
    city: row.city ?? null,
    pincode: row.pincode,
    isGstNumber: row.isGstNumber,
    gstNumber: row.gstNumber,
    legalName: row.legalName,
    cinNumber: row.cinNumber,
    website: row.website,
    upiId: row.upiId,
    shopStatus: row.shopStatus,
    shopType: row.shopType,
    financeFacility: row.financeFacility,
    userImage: row.userImage,
    haveSharedData: row.haveSharedData,
    allowNegativeStock: row.allowNegativeStock,
    configuration: parseConfiguration(row.configuration, row.userType),
  };
}
