import { ZAddDistributorRequest } from '@galla/contracts/inventory';

// The Add distributor modal's rules (shop-operations §5, modal variant): the server's own schema, so
// 'Name must not be empty.', 'Enter a valid GST Number' and 'Please enter valid number' read the same.

export type DistributorFormValues = {
  name: string;
  addressLine1: string;
  addressLine2: string;
  state: string | null;
  city: string | null;
  pinCode: string;
  gstNumber: string;
  mobileNo: string;
};
export type DistributorField = keyof DistributorFormValues;
export type DistributorErrors = Partial<Record<DistributorField, string>>;

export const emptyDistributor: DistributorFormValues = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  state: null,
  city: null,
  pinCode: '',
  gstNumber: '',
  mobileNo: '',
};

/** Field length caps of §9: GST 15, pin code 6 (a mobile box keeps what is typed, `MobileInput`). */
export const distributorLimits = { gstNumber: 15, pinCode: 6 } as const;

export function distributorRequest(
  values: DistributorFormValues,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: DistributorErrors } {
  const body: Record<string, unknown> = {
    name: values.name,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2.trim() || undefined,
    country: 1,
    state: values.state ?? undefined,
    city: values.city ?? undefined,
    pinCode: values.pinCode,
    gstNumber: values.gstNumber,
    mobileNo: values.mobileNo,
  };
  const parsed = ZAddDistributorRequest.safeParse(body);
  if (!parsed.success) {
    const errors: DistributorErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as DistributorField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, body: { ...parsed.data, addressLine2: parsed.data.addressLine2 || undefined } };
}
