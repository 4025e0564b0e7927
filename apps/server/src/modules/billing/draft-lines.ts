import type { BillLine, GstType } from '@galla/contracts/billing';
import type { DraftBill, StepLine } from '@galla/contracts/billing-steps';
import { financialYearOf } from '@galla/domain/financial-year';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { Customers } from './customers.js';
import { billLineOf, draftView, planDraft } from './draft-bill.js';
import { changeDraft, type Draft, type DraftLine, openDraftFor } from './draft-store.js';
import { invoiceNumber, type Numbering } from './numbering.js';

// The open bill's lines and settings (billing/addProduct, updatePriceQuantity, deleteProduct,
// editGstType, editSerialNo). Every change is figured before it is stored, so a line the bill could
// not be saved with is refused now, in the spec's words, rather than at payment.

type Deps = { db: Db; clock: Clock; customers: Customers; numbering: Numbering };
type Ref = { billId?: number; invoiceId?: number };

const productIdOf = (ref: { productId?: number; modelId?: number }) => (ref.productId ?? ref.modelId)!;

function split(line: StepLine): { stored: DraftLine; checks: Partial<BillLine> } {
  const { billId, invoiceId, modelId, amount, amountBeforeTax, cgstAmount, sgstAmount, igstAmount, ...rest } =
    line;
  return {
    stored: { ...rest, productId: productIdOf(line), isDiscount: line.isDiscount ?? null },
    checks: { amount, amountBeforeTax, cgstAmount, sgstAmount, igstAmount },
  };
}

export function createDraftLines(deps: Deps) {
  const { db, clock, customers, numbering } = deps;

  /** Stores `lines` if the bill can be figured with them, and answers the figured bill. */
  function withLines(
    shopId: number,
    ref: Ref,
    next: (draft: Draft) => { lines: DraftLine[]; checks?: BillLine[] },
  ) {
    return changeDraft(db, clock, shopId, ref, async (draft) => {
      const { lines, checks } = next(draft);
      const changed = { ...draft, lines };
      const { plan, shop } = await planDraft(db, customers, changed, { lines: checks });
      return { patch: { lines }, result: draftView(changed, plan, shop) };
    });
  }

  function linesWithChecks(lines: DraftLine[], productId: number, checks: Partial<BillLine>): BillLine[] {
    return lines.map((l) => billLineOf(l, l.productId === productId ? checks : {}));
  }

  return {
    add(shopId: number, line: StepLine): Promise<DraftBill> {
      const { stored, checks } = split(line);
      return withLines(shopId, line, (draft) => {
        if (draft.lines.some((l) => l.productId === stored.productId)) {
          throw new AppError(400, messages.productAlreadyInList);
        }
        const lines = [...draft.lines, stored];
        return { lines, checks: linesWithChecks(lines, stored.productId, checks) };
      });
    },

    /** The line of this product, replaced by the one sent (the step's form sends the whole line). */
    update(shopId: number, line: StepLine): Promise<DraftBill> {
      const { stored, checks } = split(line);
      return withLines(shopId, line, (draft) => {
        if (!draft.lines.some((l) => l.productId === stored.productId)) {
          throw new AppError(404, messages.productNotInBill);
        }
        const lines = draft.lines.map((l) => (l.productId === stored.productId ? stored : l));
        return { lines, checks: linesWithChecks(lines, stored.productId, checks) };
      });
    },

    remove(shopId: number, ref: Ref & { productId?: number; modelId?: number }): Promise<DraftBill> {
      const productId = productIdOf(ref);
      return withLines(shopId, ref, (draft) => {
        if (!draft.lines.some((l) => l.productId === productId)) {
          throw new AppError(404, messages.productNotInBill);
        }
        return { lines: draft.lines.filter((l) => l.productId !== productId) };
      });
    },

    setGstType(shopId: number, ref: Ref, gstType: GstType): Promise<DraftBill> {
      return changeDraft(db, clock, shopId, ref, async (draft) => {
        const changed = { ...draft, gstType };
        const { plan, shop } = await planDraft(db, customers, changed);
        return { patch: { gstType }, result: draftView(changed, plan, shop) };
      });
    },

    /** The serial this bill will get; with `serialNo`, the year's starting serial first (Change BillId). */
    async serial(shopId: number, ref: Ref, serialNo: number | undefined) {
      const draft = await openDraftFor(db, shopId, ref);
      const fy = financialYearOf(draft.invoiceDate);
      if (serialNo !== undefined) await numbering.setStart(shopId, fy.label, serialNo);
      const [counter, shop] = await Promise.all([
        numbering.peek(shopId, fy.label),
        db.selectFrom('shops').select('invoice_prefix').where('id', '=', shopId).executeTakeFirstOrThrow(),
      ]);
      return {
        billId: draft.id,
        invoiceId: draft.id,
        serialNo: counter.nextSerial,
        billNo: invoiceNumber(shop.invoice_prefix, fy.short, counter.nextSerial),
        financialYear: fy.label,
        date: draft.invoiceDate,
        dateFormated: draft.invoiceDate.split('-').reverse().join('/'),
        billNumberAvailable: '1' as const,
        canbereset: counter.canReset,
      };
    },
  };
}
