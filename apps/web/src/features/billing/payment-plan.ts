import { DEFAULT_EMI_MONTHS, type FinancePlan, planFinance } from '@galla/domain/emi';
import { type Paise, tryRupeesToPaise } from '@galla/domain/money';
import { type Payment, type PaymentMode, secondPaymentModes, splitPayment } from '@galla/domain/payments';

// The payment panel's state as typed, and what it means against the bill total (domain/payments
// and domain/emi do the checking). Payment 1's amount follows the total until the cashier types one.

export type PaymentState = {
  mode1: PaymentMode;
  /** null: the whole total (the default). */
  amount1: string | null;
  /** null: the first of the modes payment 2 may use. */
  mode2: PaymentMode | null;
  downPayment: string;
  months: string;
  remark: string;
};

export const initialPayment: PaymentState = {
  mode1: 'cash',
  amount1: null,
  mode2: null,
  downPayment: '',
  months: String(DEFAULT_EMI_MONTHS),
  remark: '',
};

export type PaymentPlan = {
  /** Payment 1 as shown (the total under finance). */
  amount1Paise: Paise | null;
  /** The remainder that payment 2 covers; 0 hides payment 2. */
  remainderPaise: Paise;
  mode2Options: PaymentMode[];
  mode2: PaymentMode | null;
  payments: Payment[];
  finance: FinancePlan | null;
  downPaymentPaise: Paise;
  months: number;
  error: string | null;
  /** Which box the error is about, so it shows under it. */
  errorField: 'amount1' | 'downPayment' | 'months' | null;
};

const AMOUNT_INVALID = 'Please enter a valid amount';

export function planPayment(state: PaymentState, totalPaise: Paise, invoiceDate: string): PaymentPlan {
  const base = {
    mode2Options: [] as PaymentMode[],
    mode2: null,
    payments: [] as Payment[],
    finance: null,
    downPaymentPaise: 0,
    months: 0,
    error: null,
    errorField: null,
  };
  if (state.mode1 === 'finance') {
    const down = state.downPayment.trim() === '' ? 0 : tryRupeesToPaise(state.downPayment.trim());
    const months = /^\d{1,2}$/.test(state.months.trim()) ? Number(state.months.trim()) : 0;
    const plan: PaymentPlan = { ...base, amount1Paise: totalPaise, remainderPaise: 0, months };
    if (down === null) return { ...plan, error: AMOUNT_INVALID, errorField: 'downPayment' };
    const finance = planFinance({ totalPaise, downPaymentPaise: down, months, invoiceDate });
    if (!finance.ok) {
      const errorField = finance.error.includes('months') ? 'months' : 'downPayment';
      return { ...plan, downPaymentPaise: down, error: finance.error, errorField };
    }
    return {
      ...plan,
      downPaymentPaise: down,
      finance: finance.plan,
      payments: [{ mode: 'finance', amountPaise: totalPaise }],
    };
  }

  const amount1 = state.amount1 === null ? totalPaise : tryRupeesToPaise(state.amount1.trim());
  if (amount1 === null) {
    return { ...base, amount1Paise: null, remainderPaise: 0, error: AMOUNT_INVALID, errorField: 'amount1' };
  }
  const remainderPaise = Math.max(0, totalPaise - amount1);
  const mode2Options = remainderPaise > 0 ? secondPaymentModes(state.mode1) : [];
  const mode2 =
    state.mode2 !== null && mode2Options.includes(state.mode2) ? state.mode2 : (mode2Options[0] ?? null);
  const split = splitPayment({ totalPaise, mode1: state.mode1, amount1Paise: amount1, mode2 });
  const plan = { ...base, amount1Paise: amount1, remainderPaise, mode2Options, mode2 };
  return split.ok
    ? { ...plan, payments: split.payments }
    : { ...plan, error: split.error, errorField: 'amount1' };
}
