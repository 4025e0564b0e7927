import type { CustomerStep } from '@galla/contracts/billing-steps';
import { compareDates, financialYearOf, istDate } from '@galla/domain/financial-year';
import { stateByCode } from '@galla/domain/gst-states';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { Customers } from './customers.js';
import { changeDraft, insertDraft } from './draft-store.js';
import type { Numbering } from './numbering.js';

// The step variant's first step (billing/addCustomer with quickCheckout): the buyer and the date of
// a new open bill. Quick checkout bills the shop's walk-in customer, whom Galla makes from the
// owner's profile (the owner's phone), as a single-screen bill that names nobody does.

function shippingOf(step: CustomerStep) {
  if (step.isShipingSameAsBilling !== false) return null;
  return {
    customerName: step.shippingCustomerName,
    contactNumber: step.shippingContactNumber || null,
    addressLine1: step.shippingaddressLine1,
    email: step.shippingEmail,
    pincode: step.shippingPincode,
    stateId: step.shippingStateId,
    cityId: step.shippingCityId,
    isCompany: step.isShipingInvoiceRequiredCompany ?? false,
    companyName: step.shippingCompanyName,
    gstNumber: step.shippingGstNumber,
  };
}

/** GST.md: goods shipped elsewhere are supplied where they go. State ids are the GST state codes. */
function placeOfSupplyOf(shipping: ReturnType<typeof shippingOf>): string | null {
  if (!shipping?.stateId) return null;
  const code = String(shipping.stateId).padStart(2, '0');
  if (!stateByCode(code)) throw new AppError(400, messages.selectState);
  return code;
}

export async function customerStep(
  deps: { db: Db; clock: Clock; customers: Customers; numbering: Numbering },
  retailer: Retailer,
  step: CustomerStep,
) {
  const { db, clock, customers, numbering } = deps;
  const shopId = retailer.shopId;
  const today = istDate(clock.now());
  const date = step.date ?? today;
  if (compareDates(date, today) > 0) throw new AppError(400, messages.invoiceDateFuture);
  const shipping = shippingOf(step);
  const placeOfSupply = placeOfSupplyOf(shipping);

  const customer = step.quickCheckout
    ? await customers.walkIn(db, shopId)
    : await customers.save(shopId, {
        // The step's schema has made both required when quick checkout is off.
        customerName: step.customerName!,
        mobileNumber: step.mobileNumber!,
        customerEmail: step.customerEmail,
        customerAddress: step.customerAddress,
        gstNumber: step.gstNumber,
        companyName: step.companyName,
        stateId: step.stateId,
        cityId: step.cityId,
        pincode: step.pincode,
      });

  const patch = { customerId: customer.customerId, invoiceDate: date, placeOfSupply, shipping };
  const billId = step.billId
    ? await changeDraft(db, clock, shopId, { billId: step.billId }, async (draft) => ({
        patch,
        result: draft.id,
      }))
    : await insertDraft(db, clock, { ...patch, shopId, userId: retailer.userId });
  const counter = await numbering.peek(shopId, financialYearOf(date).label);
  return {
    insertId: customer.customerId,
    customer,
    billId,
    invoiceId: billId,
    serialNo: counter.nextSerial,
    canbereset: counter.canReset,
    date,
  };
}
