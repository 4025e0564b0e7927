import { dateMessages } from '@galla/contracts/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from './test-helpers.js';

// Business dates are bounded where they enter (packages/contracts/src/limits.ts). Before, addSerialNo
// with 9999-12-31 was a 500 (year 10000's financial year cannot be written) and 0001-01-01 set a
// starting serial for financial year "0000-01".
let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

const post = (path: string, body: unknown) => t.call('POST', path, { token, body });
const counters = () => t.db.selectFrom('invoice_counters').selectAll().execute();

describe('business date limits', () => {
  it.each(['9999-12-31', '0001-01-01', '1999-12-31', '2100-01-01', '31/12/9999'])(
    'billing/addSerialNo refuses %s with a 400 and sets no serial',
    async (date) => {
      const before = await counters();
      const res = await post('billing/addSerialNo', { serialNo: 5, invoice_date: date });
      expect(res.http).toBe(400);
      expect(res.body).toEqual({ status: 400, error: dateMessages.outOfRange });
      expect(await counters()).toEqual(before);
    },
  );

  it('billing/addSerialNo takes the first and the last day of the range', async () => {
    for (const date of ['2000-01-01', '2099-12-31']) {
      expect((await post('billing/addSerialNo', { serialNo: 5, invoice_date: date })).http).toBe(200);
    }
  });

  it('billing/saveInvoice refuses an invoice date or an EMI start outside the range', async () => {
    const { productId } = await addProduct(t, token);
    const far = await post(
      'billing/saveInvoice',
      billBody([{ productId }], 118, { invoice_date: '0001-01-01' }),
    );
    expect(far.body).toEqual({ status: 400, error: dateMessages.outOfRange });
    const emi = await post(
      'billing/saveInvoice',
      billBody([{ productId }], 118, { startDateEmi: '9999-12-31' } as never),
    );
    expect(emi.body).toEqual({ status: 400, error: dateMessages.outOfRange });
  });
});
