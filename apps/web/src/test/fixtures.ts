import type { StaffProfile } from '@galla/contracts/auth';
import { type Configuration, configurationKeys, type Profile } from '@galla/contracts/profile';
import { staffPermissions } from '@galla/domain/permissions';
import type { Session } from '../lib/session';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT-shaped token, as a mobile client gets it; the web app ignores tokens. */
export function fakeToken(expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sid: 'test', exp })}.signature`;
}

export function configuration(overrides: Partial<Configuration> = {}): Configuration {
  const all = Object.fromEntries(configurationKeys.map((key) => [key, true])) as Configuration;
  return { ...all, ...overrides };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 7,
    firstName: 'Ramesh',
    lastName: 'Kumar',
    userName: 'demo',
    email: 'demo@galla.test',
    contactNumber: '9876543210',
    userType: 'retailer',
    loginType: 'Custom',
    isRegister: 3,
    isOnboard: 1,
    tradeName: 'Kumar Kirana Store',
    addressLine1: null,
    addressLine2: null,
    countryId: 1,
    stateId: null,
    state: null,
    cityId: null,
    city: null,
    pincode: '110001',
    isGstNumber: 0,
    gstNumber: null,
    legalName: null,
    cinNumber: null,
    website: null,
    upiId: null,
    shopStatus: null,
    shopType: null,
    financeFacility: null,
    userImage: null,
    haveSharedData: 1,
    allowNegativeStock: 1,
    configuration: configuration(),
    ...overrides,
  };
}

export function retailerSession(overrides: Partial<Profile> = {}): Session {
  const p = profile(overrides);
  return { kind: 'retailer', userId: p.userId, profile: p };
}

export function staffProfile(overrides: Partial<StaffProfile> = {}): StaffProfile {
  return {
    userId: 1,
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@galla.test',
    userType: 'subAdmin',
    permissions: [...staffPermissions.subAdmin],
    totpEnrolled: false,
    ...overrides,
  };
}

export function staffSession(overrides: Partial<StaffProfile> = {}): Session {
  const p = staffProfile(overrides);
  return { kind: 'staff', userId: p.userId, profile: p };
}
