import type { TestApp } from '../../test/test-app.js';

// Builders for the step-variant billing tests: a customer step with a real state and city, an open
// bill, and a bill line.

export async function placeOf(t: TestApp, pincode: string): Promise<{ stateId: number; cityId: number }> {
  const row = await t.db
    .selectFrom('pincodes')
    .select(['state_id', 'city_id'])
    .where('pincode', '=', pincode)
    .executeTakeFirstOrThrow();
  return { stateId: row.state_id, cityId: row.city_id };
}

/** A named buyer in Pune (the demo shop's own city), quick checkout off. */
export async function customerStep(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    quickCheckout: 'no',
    customerName: 'Anil Kulkarni',
    mobileNumber: '9123456780',
    customerAddress: 'FC Road, Pune',
    ...(await placeOf(t, '411001')),
    ...overrides,
  };
}

/** Opens a bill by quick checkout (or with `body`) and returns its id. */
export async function openBill(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = { quickCheckout: 'yes' },
) {
  const opened = await t.call('POST', 'billing/addCustomer', { token, body });
  if (opened.http !== 200) throw new Error(`addCustomer failed: ${JSON.stringify(opened.body)}`);
  return opened.body.data.billId as number;
}

export function stepLine(billId: number, productId: number, overrides: Record<string, unknown> = {}) {
  return { billId, invoiceId: billId, productId, quantity: 1, price: 118, gstPercent: 18, ...overrides };
}
