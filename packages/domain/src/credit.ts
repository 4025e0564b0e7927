import { toScreenDate } from './financial-year.js';
import { formatInr, type Paise } from './money.js';

// How an amount received against an EMI is spread over the credit's instalments (docs/decisions.md):
// it settles the marked row first, then the next unpaid rows in order; a row is paid once covered in
// full, a part payment stays on the row as paid so far. More than the whole balance is refused, so
// `due balance = total − received` holds without a credit note.

export const creditMessages = {
  amountNotPositive: 'Amount received should be greater than 0',
  amountAboveBalance: (balance: string) => `Amount received is more than the due balance (${balance})`,
  dateInFuture: 'Date can not be in the future',
  dateBeforeSale: 'Date can not be before the bill date',
  alreadyPaid: 'This EMI is already paid',
  creditNotFound: 'No such credit',
  emiNotFound: 'No such EMI',
  creditClosed: 'This credit was closed when its bill was edited or cancelled',
  paymentRecorded: 'Payment recorded',
  reminderSent: 'Reminder sent',
  noMobile: 'This customer has no mobile number',
  settingSaved: 'Reminder setting saved',
  daysInvalid: 'Days before should be between 1 and 15',
} as const;

export type EmiBalance = {
  id: number;
  instalment: number;
  amountPaise: Paise;
  paidPaise: Paise;
  status: 0 | 1;
};
export type EmiUpdate = { id: number; paidPaise: Paise; status: 0 | 1 };

export type Allocation =
  | { ok: true; updates: EmiUpdate[] }
  | { ok: false; reason: 'alreadyPaid' | 'emiNotFound' | 'amountNotPositive' | 'amountAboveBalance' };

export function remainingOf(rows: readonly EmiBalance[]): Paise {
  return rows.reduce((sum, r) => sum + (r.amountPaise - r.paidPaise), 0);
}

export function allocatePayment(rows: readonly EmiBalance[], emiId: number, amountPaise: Paise): Allocation {
  const target = rows.find((r) => r.id === emiId);
  if (!target) return { ok: false, reason: 'emiNotFound' };
  if (target.status === 1) return { ok: false, reason: 'alreadyPaid' };
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    return { ok: false, reason: 'amountNotPositive' };
  if (amountPaise > remainingOf(rows)) return { ok: false, reason: 'amountAboveBalance' };
  const order = [
    target,
    ...rows.filter((r) => r.id !== emiId && r.status === 0).sort((a, b) => a.instalment - b.instalment),
  ];
  const updates: EmiUpdate[] = [];
  let left = amountPaise;
  for (const row of order) {
    if (left === 0) break;
    const open = row.amountPaise - row.paidPaise;
    const applied = Math.min(open, left);
    left -= applied;
    const paid = row.paidPaise + applied;
    updates.push({ id: row.id, paidPaise: paid, status: paid === row.amountPaise ? 1 : 0 });
  }
  return { ok: true, updates };
}

/** The reminder's words, the same by SMS (server) and in the WhatsApp link (web). */
export function emiReminderText(r: {
  customerName: string;
  owedPaise: Paise;
  billNumber: string;
  tradeName: string;
  dueDate: string;
  duePaise: Paise;
}): string {
  return (
    `Dear ${r.customerName}, your EMI of ${formatInr(r.owedPaise, { symbol: 'Rs' })} for bill ${r.billNumber} at ` +
    `${r.tradeName || 'our shop'} is due on ${toScreenDate(r.dueDate)}. ` +
    `Total due: ${formatInr(r.duePaise, { symbol: 'Rs' })}.`
  );
}
