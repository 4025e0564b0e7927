import type { TestApp } from '../../test/test-app.js';
import { addProduct, billBody } from '../billing/test-helpers.js';

/** A finance sale (a GST bill, or a no-GST one for a shop without a GSTIN) to a named customer: ₹1,180 with ₹180 down, ₹1,000 over three EMIs from 21/12/2026. */
export async function financeSale(
  t: TestApp,
  token: string,
  customer = { customerName: 'Asha Kulkarni', mobileNumber: '9822098220' },
  gst = true,
) {
  const customerId = (await t.call('POST', 'billing/addCustomer', { token, body: customer })).body.data
    .insertId;
  const { productId } = await addProduct(t, token, {
    modelName: `Finance Phone ${Math.random().toString(36).slice(2, 8)}`,
    modelQuantity: 50,
    sellingPrice: 118,
    MRP: 200,
    ...(gst ? {} : { gst: null }),
  });
  const saved = await t.call('POST', 'billing/saveInvoice', {
    token,
    body: billBody([{ productId, quantity: 10, price: 118, ...(gst ? {} : { gstPercent: null }) }], 1180, {
      customerId,
      billtype: gst ? 'GST' : 'NOGST',
      paymentMode1: 'finance',
      downPayment: 180,
      numberOfMonths: 3,
      financeAmount: 1000,
      emiAmount: 333.33,
      startDateEmi: '2026-12-21',
    }),
  });
  if (saved.http !== 200) throw new Error(JSON.stringify(saved.body));
  const invoiceId: number = saved.body.data.invoiceDetails[0].invoiceId;
  const credit = await t.db
    .selectFrom('credit_book')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const emis = await t.db
    .selectFrom('credit_book_emis')
    .select('id')
    .where('credit_id', '=', credit.id)
    .orderBy('instalment')
    .execute();
  return {
    productId,
    customerId,
    invoiceId,
    invoiceNumber: saved.body.data.invoiceDetails[0].invoiceNumber as string,
    creditId: credit.id,
    emiIds: emis.map((e) => e.id),
  };
}
