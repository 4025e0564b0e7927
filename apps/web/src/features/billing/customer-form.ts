import { type AddCustomerRequest, type Customer, ZAddCustomerRequest } from '@galla/contracts/billing';
import { normaliseMobile } from '@galla/domain/mobile';

// The add-customer modal's rules (§5), through the same zod schema the server uses so both sides
// word a refusal the same way.

export type CustomerFormValues = {
  customerName: string;
  mobileNumber: string;
  customerEmail: string;
  customerAddress: string;
  gstNumber: string;
  /** The GST state code as the select holds it ('27'), or '' for none. */
  stateId: string;
};

export type CustomerFormErrors = Partial<Record<keyof CustomerFormValues, string>>;

/** A search that looks like a phone number fills the mobile box, anything else the name. */
export function initialCustomerValues(search: string): CustomerFormValues {
  const text = search.trim();
  // '+91 98450 12345' as well as '98450': the box gets it whole, to be read or refused there.
  const phone = /^[+0-9][0-9\s-]*$/.test(text);
  return {
    customerName: phone ? '' : text,
    mobileNumber: phone ? (normaliseMobile(text) ?? text) : '',
    customerEmail: '',
    customerAddress: '',
    gstNumber: '',
    stateId: '',
  };
}

/** Save stays disabled until the two required fields can pass (§5). */
export function canSaveCustomer(values: CustomerFormValues): boolean {
  return values.customerName.trim().length > 2 && normaliseMobile(values.mobileNumber) !== null;
}

export function customerRequest(
  values: CustomerFormValues,
): { ok: true; body: AddCustomerRequest } | { ok: false; errors: CustomerFormErrors } {
  const body: AddCustomerRequest = {
    customerName: values.customerName,
    mobileNumber: values.mobileNumber,
    customerEmail: values.customerEmail || null,
    customerAddress: values.customerAddress || null,
    gstNumber: values.gstNumber || null,
    stateId: values.stateId ? Number(values.stateId) : null,
  };
  const parsed = ZAddCustomerRequest.safeParse(body);
  // The number as read ('+91 98450 12345' is sent as 9845012345).
  if (parsed.success) return { ok: true, body: { ...body, mobileNumber: parsed.data.mobileNumber } };
  const errors: CustomerFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CustomerFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The whole customer again with a new GST number: billing/addCustomer updates by mobile number. */
export function gstUpdateRequest(customer: Customer, gstNumber: string): AddCustomerRequest {
  return {
    customerName: customer.customerName,
    mobileNumber: customer.mobileNumber,
    customerEmail: customer.customerEmail,
    customerAddress: customer.customerAddress,
    gstNumber: gstNumber.trim() || null,
    companyName: customer.companyName,
    stateId: customer.stateId,
    cityId: customer.cityId,
    pincode: customer.pincode,
  };
}
