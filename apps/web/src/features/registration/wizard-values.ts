import {
  financeOptions,
  paymentMethods,
  type RegisterRequest,
  ZPaymentDetails,
  ZPersonalDetails,
  ZShopDetails,
} from '@galla/contracts/registration';
import { messages } from '@galla/domain/messages';
import { type SocialPrefill, splitName } from '../social/social-prefill';

// The sign-up wizard's values as the inputs hold them (strings, lists), and their translation into
// the contract's three step objects, checked by the same zod schemas as the server.

export type FinanceOption = (typeof financeOptions)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export const NO_FINANCE: FinanceOption = 'No finance facility';

export type PersonalValues = {
  firstName: string;
  lastName: string;
  contactNumber: string;
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

export type ShopValues = {
  tradeName: string;
  addressLine1: string;
  addressLine2: string;
  pincode: string;
  countryId: string;
  stateId: string;
  cityId: string;
  isGstNumber: '0' | '1';
  gstNumber: string;
  legalName: string;
  cinNumber: string;
  website: string;
};

export type PaymentValues = {
  shopStatus: string;
  shopType: string;
  finance: FinanceOption[];
  payment: PaymentMethod[];
  isSellOnline: '0' | '1';
  onlineStores: string[];
};

/** A sign-up that started with Google or Facebook: no password, the token proves the identity. */
export type SocialSignUp = Omit<SocialPrefill, 'name'> & { emailLocked: boolean };

export const INDIA_ID = '1';

export function emptyPersonal(social?: SocialPrefill | null): PersonalValues {
  const names = splitName(social?.name);
  return {
    ...names,
    contactNumber: '',
    userName: '',
    email: social?.email ?? '',
    password: '',
    confirmPassword: '',
  };
}

export const emptyShop: ShopValues = {
  tradeName: '',
  addressLine1: '',
  addressLine2: '',
  pincode: '',
  countryId: INDIA_ID,
  stateId: '',
  cityId: '',
  isGstNumber: '0',
  gstNumber: '',
  legalName: '',
  cinNumber: '',
  website: '',
};

export const emptyPayment: PaymentValues = {
  shopStatus: '',
  shopType: '',
  finance: [],
  payment: [],
  isSellOnline: '0',
  onlineStores: [],
};

export function toSocialSignUp(prefill: SocialPrefill): SocialSignUp {
  const { name: _name, ...identity } = prefill;
  return { ...identity, emailLocked: Boolean(prefill.email) };
}

/** Keeps 'No finance facility' exclusive (accounts spec §4): picking it clears the others and back. */
export function nextFinance(previous: FinanceOption[], next: FinanceOption[]): FinanceOption[] {
  const added = next.find((option) => !previous.includes(option));
  if (added === NO_FINANCE) return [NO_FINANCE];
  if (added) return next.filter((option) => option !== NO_FINANCE);
  return next;
}

const blank = (value: string) => (value.trim() === '' ? undefined : value);

// Step 1. Passwords follow the server's sign-up rule (ZRegisterRequest): both needed unless social,
// equal, at least 8 characters.
export const ZPersonalStep = (social: boolean) =>
  ZPersonalDetails.superRefine((person, ctx) => {
    if (social) return;
    const { password, confirmPassword } = person;
    if (!password || !confirmPassword) {
      const path = password ? 'confirmPassword' : 'password';
      ctx.addIssue({ code: 'custom', path: [path], message: messages.fillAllStarFields });
    } else if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordMismatch });
    } else if (password.length < 8) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.currentPasswordLength });
    }
  });

export function personalInput(values: PersonalValues, social: boolean) {
  const { password, confirmPassword, ...identity } = values;
  return social ? identity : { ...identity, password, confirmPassword };
}

export function shopInput(values: ShopValues) {
  const gst = values.isGstNumber === '1';
  return {
    tradeName: values.tradeName,
    addressLine1: values.addressLine1,
    addressLine2: blank(values.addressLine2),
    pincode: values.pincode,
    countryId: blank(values.countryId),
    stateId: blank(values.stateId),
    cityId: blank(values.cityId),
    isGstNumber: gst ? 1 : 0,
    gstNumber: gst ? blank(values.gstNumber) : undefined,
    // The legal name defaults to the shop name (accounts spec §5).
    legalName: gst ? (blank(values.legalName) ?? blank(values.tradeName)) : undefined,
    cinNumber: blank(values.cinNumber),
    website: blank(values.website),
  };
}

/**
 * The server keeps one finance facility: 'No finance facility' when chosen (it is exclusive), else
 * the first chosen option in the spec's order.
 */
export function financeFacility(chosen: FinanceOption[]): FinanceOption | undefined {
  if (chosen.includes(NO_FINANCE)) return NO_FINANCE;
  return financeOptions.find((option) => chosen.includes(option));
}

export function paymentInput(values: PaymentValues) {
  const online = values.isSellOnline === '1';
  return {
    shopStatus: blank(values.shopStatus),
    shopType: blank(values.shopType),
    financeFacility: financeFacility(values.finance),
    // Joined with '/' in the spec's order: 'Cash/Credit/Debit'.
    paymentMethod: paymentMethods.filter((method) => values.payment.includes(method)).join('/'),
    isSellOnline: online ? 1 : 0,
    onlineStores: online ? values.onlineStores.map(Number) : [],
  };
}

export function registerRequest(
  personal: PersonalValues,
  shop: ShopValues,
  payment: PaymentValues,
  social: SocialSignUp | null,
): RegisterRequest {
  return {
    personalDetails: ZPersonalDetails.parse(personalInput(personal, social !== null)),
    shopDetails: ZShopDetails.parse(shopInput(shop)),
    paymentDetails: ZPaymentDetails.parse(paymentInput(payment)),
    ...(social
      ? {
          registerType: 'Social',
          loginType: social.loginType,
          socialId: social.socialId,
          socialToken: social.socialToken,
        }
      : { registerType: 'Custom', loginType: 'Custom' }),
  };
}
