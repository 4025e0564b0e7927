import type { SavedInvoice } from '@galla/contracts/billing';
import type { ModeOfPayment } from '@galla/contracts/billing-steps';
import { DEFAULT_EMI_MONTHS, MAX_EMI_MONTHS } from '@galla/domain/emi';
import { addMonths } from '@galla/domain/financial-year';
import { messages } from '@galla/domain/messages';
import { paymentMessages } from '@galla/domain/payments';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { type IdempotencyKey, storedAnswer } from '../../platform/idempotency.js';
import type { Customers } from './customers.js';
import { type BillPayment, billLineOf, billOf, planDraft } from './draft-bill.js';
import { type Draft, draftFor, markCompleted } from './draft-store.js';
import type { InvoiceService } from './invoice-service.js';

// billing/modeOfPayment: the open bill becomes a real invoice through invoices.save, so numbering,
// the stock ledger, IMEIs, the credit book and EMI rows are exactly those of billing/saveInvoice.

/**
 * One bill per draft: the draft's own idempotency key makes a repeated or concurrent payment return
 * the first answer. The hash is fixed because any payment of an already paid bill is a repeat.
 */
export function draftKey(shopId: number, draftId: number): IdempotencyKey {
  return { shopId, key: `galla-step-bill:${draftId}`, requestHash: 'galla-step-bill' };
}

function stepAnswer(saved: SavedInvoice, draftId: number) {
  const d = saved.invoiceDetails[0]!;
  return {
    ...saved,
    billId: d.billId,
    invoiceId: d.invoiceId,
    serialNo: d.serialNo,
    invoiceNumber: d.invoiceNumber,
    draftId,
  };
}

/** The payment step as saveInvoice takes it, for a bill of `totalPaise`. */
function paymentOf(body: ModeOfPayment, totalPaise: number, invoiceDate: string): BillPayment {
  const remark = body.specialNote;
  if (body.paymentMode1?.mode === 'finance') {
    const months = body.numberOfEmi ?? DEFAULT_EMI_MONTHS;
    // The step variant has no down payment box: what is not on credit is paid now.
    const credit = body.totalCreditAmount ?? totalPaise;
    if (credit > totalPaise) throw new AppError(400, paymentMessages.amountAboveTotal);
    // planBill checks the start date; the end date is the step variant's own field (§9).
    if (
      body.endDateEmi &&
      months >= 1 &&
      months <= MAX_EMI_MONTHS &&
      body.endDateEmi !== addMonths(invoiceDate, months)
    ) {
      throw new AppError(400, messages.totalMismatch('EMI end date'));
    }
    return {
      paymentMode1: 'finance',
      paymentMode1Amount: totalPaise,
      paymentMode2: body.paymentMode2?.mode ?? null,
      paymentMode2Amount: body.paymentMode2Amount,
      remark,
      financeAmount: null,
      emiAmount: body.emiAmount,
      downPayment: totalPaise - credit,
      numberOfMonths: months,
      startDateEmi: body.startDateEmi ?? null,
    };
  }
  return {
    paymentMode1: body.paymentMode1?.mode ?? null,
    // Payment 1 without an amount pays the whole bill.
    paymentMode1Amount: body.paymentMode1Amount ?? totalPaise,
    paymentMode2: body.paymentMode2?.mode ?? null,
    paymentMode2Amount: body.paymentMode2Amount,
    remark,
    financeAmount: null,
    emiAmount: null,
    downPayment: 0,
    numberOfMonths: null,
    startDateEmi: null,
  };
}

/** What the draft keeps of the payment step: the modes as the client named them, for viewModeOfPayment. */
function storedPayment(body: ModeOfPayment) {
  const { billId, invoiceId, paymentMode1, paymentMode2, ...rest } = body;
  return { ...rest, paymentMode1: paymentMode1?.asSent ?? null, paymentMode2: paymentMode2?.asSent ?? null };
}

export function createDraftPayments(deps: {
  db: Db;
  clock: Clock;
  customers: Customers;
  invoices: InvoiceService;
}) {
  const { db, clock, customers, invoices } = deps;

  async function repeat(draft: Draft) {
    const earlier = await storedAnswer<SavedInvoice>(db, draftKey(draft.shopId, draft.id));
    if (!earlier) throw new AppError(400, messages.billNotOpen);
    return stepAnswer(earlier, draft.id);
  }

  return {
    async complete(retailer: Retailer, body: ModeOfPayment) {
      const draft = await draftFor(db, retailer.shopId, body);
      if (draft.status === 'completed') return repeat(draft);
      if (draft.status !== 'open') throw new AppError(400, messages.billNotOpen);
      if (draft.lines.length === 0) throw new AppError(400, messages.selectContactOrProducts);
      const { plan, shop } = await planDraft(db, customers, draft);
      const payment = paymentOf(body, plan.result.totals.grandTotalPaise, draft.invoiceDate);
      const bill = billOf(
        draft,
        shop,
        draft.lines.map((l) => billLineOf(l)),
        payment,
      );
      const saved = await invoices.save(retailer, bill, draftKey(retailer.shopId, draft.id));
      await markCompleted(db, clock, draft, saved.invoiceDetails[0]!.invoiceId, storedPayment(body));
      return stepAnswer(saved, draft.id);
    },
  };
}
export type DraftPayments = ReturnType<typeof createDraftPayments>;
