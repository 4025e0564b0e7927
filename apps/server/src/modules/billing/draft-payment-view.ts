import { messages } from '@galla/domain/messages';
import { paiseToRupees } from '@galla/domain/money';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/envelope.js';
import { draftIdOf, loadDraft } from './draft-store.js';

// billing/viewModeOfPayment: the payments of a paid bill in the step variant's words, named by the
// draft's ids (while the client still holds them) or by the invoice's own.

// Galla's stored modes in the step variant's names; card has no single step name (debit or credit),
// so a bill paid by card reads 'card' unless the step client's own word was kept on its draft.
const stepNames: Record<string, string> = { cash: 'Cash', upi: 'digitalWallet', finance: 'finance' };

type Ref = { billId?: number; invoiceId?: number };

async function invoiceRowFor(db: Db, shopId: number, ref: Ref) {
  const draft = await loadDraft(db, shopId, draftIdOf(ref));
  let query = db
    .selectFrom('invoices')
    .select(['id', 'bill_id', 'total_paise', 'remark'])
    .where('shop_id', '=', shopId);
  if (draft) {
    if (draft.status === 'open') throw new AppError(400, messages.paymentNotDone);
    if (draft.status !== 'completed' || draft.invoiceId === null)
      throw new AppError(400, messages.billNotOpen);
    // The bill as it is now: an edit after payment made a newer version of it.
    const first = await db
      .selectFrom('invoices')
      .select('bill_id')
      .where('shop_id', '=', shopId)
      .where('id', '=', draft.invoiceId)
      .executeTakeFirstOrThrow();
    query = query.where('bill_id', '=', first.bill_id).orderBy('version', 'desc').limit(1);
  } else if (ref.invoiceId) {
    query = query.where('id', '=', ref.invoiceId);
  } else {
    query = query.where('bill_id', '=', ref.billId!).orderBy('version', 'desc').limit(1);
  }
  return query.executeTakeFirst();
}

export async function viewModeOfPayment(db: Db, shopId: number, ref: Ref) {
  const invoice = await invoiceRowFor(db, shopId, ref);
  if (!invoice) throw new AppError(404, messages.invoiceNotFound);
  const [payments, credit, stepDraft] = await Promise.all([
    db
      .selectFrom('invoice_payments')
      .select(['mode', 'amount_paise'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('seq')
      .execute(),
    db.selectFrom('credit_book').selectAll().where('invoice_id', '=', invoice.id).executeTakeFirst(),
    db
      .selectFrom('bill_drafts')
      .select('payment')
      .where('shop_id', '=', shopId)
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirst(),
  ]);
  const paidEmis = credit
    ? await db
        .selectFrom('credit_book_emis')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('credit_id', '=', credit.id)
        .where('status', '=', 1)
        .executeTakeFirstOrThrow()
    : { n: 0 };
  const sent = stepDraft?.payment
    ? (JSON.parse(stepDraft.payment) as { paymentMode1: string | null; paymentMode2: string | null })
    : undefined;
  const name = (i: 0 | 1) => {
    const p = payments[i];
    if (!p) return null;
    const asSent = i === 0 ? sent?.paymentMode1 : sent?.paymentMode2;
    return asSent ?? stepNames[p.mode] ?? p.mode;
  };
  const r = paiseToRupees;
  return {
    billId: invoice.bill_id,
    invoiceId: invoice.id,
    paymentMode1: name(0) ?? '',
    paymentMode1Amount: r(payments[0]?.amount_paise ?? 0),
    paymentMode2: name(1),
    paymentMode2Amount: r(payments[1]?.amount_paise ?? 0),
    numberOfEmi: credit?.months ?? 0,
    emiAmount: r(credit?.emi_paise ?? 0),
    startDateEmi: credit?.start_date ?? null,
    endDateEmi: credit?.end_date ?? null,
    totalCreditAmount: r(credit?.finance_paise ?? 0),
    specialNote: invoice.remark,
    roundedAmount: r(invoice.total_paise),
    dueBalance: r(credit?.status === 'open' ? credit.due_paise : 0),
    emiCompleted: Number(paidEmis.n),
  };
}
