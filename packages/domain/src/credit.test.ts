import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type EmiBalance, remainingOf } from './credit.js';

const rows = (amounts: number[]): EmiBalance[] =>
  amounts.map((a, i) => ({ id: i + 1, instalment: i + 1, amountPaise: a, paidPaise: 0, status: 0 }));

function apply(list: EmiBalance[], updates: { id: number; paidPaise: number; status: 0 | 1 }[]) {
  return list.map((r) => {
    const u = updates.find((x) => x.id === r.id);
    return u ? { ...r, paidPaise: u.paidPaise, status: u.status } : r;
  });
}

describe('allocatePayment', () => {
  it('pays the marked row and keeps a part payment on it, unpaid', () => {
    const a = allocatePayment(rows([1000, 1000]), 1, 400);
    expect(a).toEqual({ ok: true, updates: [{ id: 1, paidPaise: 400, status: 0 }] });
  });

  it('carries an excess to the next unpaid rows in order', () => {
    const a = allocatePayment(rows([1000, 1000, 1000]), 2, 1500);
    expect(a).toEqual({
      ok: true,
      updates: [
        { id: 2, paidPaise: 1000, status: 1 },
        { id: 1, paidPaise: 500, status: 0 },
      ],
    });
  });

  it('refuses a paid row, zero, and more than the balance', () => {
    const paid = apply(rows([1000, 1000]), [{ id: 1, paidPaise: 1000, status: 1 }]);
    expect(allocatePayment(paid, 1, 100)).toEqual({ ok: false, reason: 'alreadyPaid' });
    expect(allocatePayment(paid, 2, 0)).toEqual({ ok: false, reason: 'amountNotPositive' });
    expect(allocatePayment(paid, 2, 1001)).toEqual({ ok: false, reason: 'amountAboveBalance' });
    expect(allocatePayment(paid, 9, 1)).toEqual({ ok: false, reason: 'emiNotFound' });
  });

  it('keeps remaining = total − received over any sequence of payments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -10, max: 300_000 })), { maxLength: 30 }),
        (amounts, payments) => {
          let list = rows(amounts);
          const total = amounts.reduce((s, a) => s + a, 0);
          let received = 0;
          for (const [pick, amount] of payments) {
            const a = allocatePayment(list, (pick % amounts.length) + 1, amount);
            if (!a.ok) continue;
            list = apply(list, a.updates);
            received += amount;
            expect(
              list.every(
                (r) => r.paidPaise <= r.amountPaise && (r.status === 1) === (r.paidPaise === r.amountPaise),
              ),
            ).toBe(true);
          }
          expect(remainingOf(list)).toBe(total - received);
        },
      ),
    );
  });
});
