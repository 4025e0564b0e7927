import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoPhone } from '../billing/test-helpers.js';
import { financeSale } from './test-helpers.js';

// Whatever payments a shop records, accepted or refused, the balance shown is the total less what
// was received, and it equals what is still open on the EMI rows.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterAll(() => t.close());

describe('due balance = total − received', () => {
  it('holds over random sequences of payments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -100, max: 60_000 })), {
          minLength: 1,
          maxLength: 6,
        }),
        async (payments) => {
          const sale = await financeSale(t, token);
          let received = 0;
          for (const [emi, paise] of payments) {
            const res = await t.call('POST', 'creditbook/postPayment', {
              token,
              body: {
                creditId: sale.creditId,
                creditBookDetailsId: sale.emiIds[emi],
                amountRecieved: paise / 100,
                Date: '2026-11-21',
              },
            });
            if (res.body.status === 200) received += paise;
            else expect(res.body.status).toBe(400);
          }
          const d = (
            await t.call('POST', 'creditbook/getCreditDetails', { token, body: { creditId: sale.creditId } })
          ).body.data;
          const toPaise = (r: number) => Math.round(r * 100);
          expect(toPaise(d.creditBookDetails.dueBalance)).toBe(100_000 - received);
          expect(toPaise(d.creditBookDetails.receivedAmount)).toBe(received);
          const openOnRows = d.emiPayDetails.reduce(
            (s: number, e: { amount: number; paidAmount: number }) =>
              s + toPaise(e.amount) - toPaise(e.paidAmount),
            0,
          );
          expect(openOnRows).toBe(100_000 - received);
          const recorded = await t.db
            .selectFrom('credit_payments')
            .select('amount_paise')
            .where('credit_id', '=', sale.creditId)
            .execute();
          expect(recorded.reduce((s, r) => s + Number(r.amount_paise), 0)).toBe(received);
        },
      ),
      { numRuns: 12 },
    );
  });
});
