import type { Profile } from '@galla/contracts/profile';
import { type UpdateProfileRequest, ZUpdateProfileRequest } from '@galla/contracts/profile-update';
import type { financeOptions, shopStatuses, shopTypes } from '@galla/contracts/registration';

// The profile form edits text; the request (POST user/updateProfile) takes the server's shapes.
// Validation is the server's own schema, so each message reads the same on both sides (spec §5).
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  tradeName: string;
  addressLine1: string;
  addressLine2: string;
  pincode: string;
  gstNumber: string;
  legalName: string;
  cinNumber: string;
  website: string;
  upiId: string;
  shopStatus: string;
  shopType: string;
  financeFacility: string;
};

export type ProfileFormField = keyof ProfileFormValues;

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    tradeName: profile.tradeName ?? '',
    addressLine1: profile.addressLine1 ?? '',
    addressLine2: profile.addressLine2 ?? '',
    pincode: profile.pincode ?? '',
    gstNumber: profile.gstNumber ?? '',
    legalName: profile.legalName ?? '',
    cinNumber: profile.cinNumber ?? '',
    website: profile.website ?? '',
    upiId: profile.upiId ?? '',
    shopStatus: profile.shopStatus ?? '',
    shopType: profile.shopType ?? '',
    financeFacility: profile.financeFacility ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

/**
 * The request body. `isGstNumber` is the drawer's 'Make GST Bills?' choice and is sent back as it is;
 * the legal name is only sent with a GST number (spec §5).
 */
export function toUpdateRequest(values: ProfileFormValues, isGstNumber: number): UpdateProfileRequest {
  const gstNumber = values.gstNumber.trim().toUpperCase();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    tradeName: values.tradeName.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    pincode: values.pincode.trim(),
    isGstNumber,
    gstNumber: gstNumber || null,
    legalName: gstNumber ? orNull(values.legalName) : null,
    cinNumber: orNull(values.cinNumber),
    website: orNull(values.website),
    upiId: orNull(values.upiId),
    shopStatus: (orNull(values.shopStatus) as (typeof shopStatuses)[number] | null) ?? null,
    shopType: (orNull(values.shopType) as (typeof shopTypes)[number] | null) ?? null,
    financeFacility: (orNull(values.financeFacility) as (typeof financeOptions)[number] | null) ?? null,
  };
}

/** The first problem of each field, in the spec's words; empty when the form can be sent. */
export function validateProfileForm(
  values: ProfileFormValues,
  isGstNumber: number,
): Partial<Record<ProfileFormField, string>> {
  const parsed = ZUpdateProfileRequest.safeParse(toUpdateRequest(values, isGstNumber));
  const errors: Partial<Record<ProfileFormField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as ProfileFormField]) {
      errors[field as ProfileFormField] = issue.message;
    }
  }
  return errors;
}
