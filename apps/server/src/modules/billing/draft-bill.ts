import type { BillLine, SaveInvoice } from '@galla/contracts/billing';
import type { DraftBill } from '@galla/contracts/billing-steps';
import { bpsToPercent } from '@galla/domain/gst-rates';
import { messages } from '@galla/domain/messages';
import { paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';
import type { Db } from '../../db/database.js';
import { productsForSale } from '../inventory/sale-stock.js';
import { type BillPlan, planBill, type ShopForBill } from './bill-calculation.js';
import type { Customers } from './customers.js';
import type { Draft, DraftLine } from './draft-store.js';
import { LOW_STOCK_MILLI } from './invoice-service.js';

// An open bill is figured with the very code that saves a bill (planBill), so the lines and summary a
// step-variant client sees are the figures billing/modeOfPayment will store.

export type BillPayment = Pick<
  SaveInvoice,
  | 'paymentMode1'
  | 'paymentMode1Amount'
  | 'paymentMode2'
  | 'paymentMode2Amount'
  | 'remark'
  | 'financeAmount'
  | 'emiAmount'
  | 'downPayment'
  | 'numberOfMonths'
  | 'startDateEmi'
>;

// planBill insists on payments that add up, and an open bill has none yet: 0 in cash and the rest
// by card fits every total and changes no figure of the lines or the summary.
const NOT_YET_PAID: BillPayment = {
  paymentMode1: 'cash',
  paymentMode1Amount: 0,
  paymentMode2: 'card',
  paymentMode2Amount: null,
  remark: null,
  financeAmount: null,
  emiAmount: null,
  downPayment: 0,
  numberOfMonths: null,
  startDateEmi: null,
};

export type DraftShop = ShopForBill & { billtype: 'GST' | 'NOGST' };

/** The shop as a bill sees it: the same reading as invoice-service's. */
export async function draftShop(db: Db, shopId: number): Promise<DraftShop> {
  const row = await db
    .selectFrom('shops')
    .select(['is_gst', 'gst_number', 'state_id', 'round_off'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const isGst = row.is_gst === 1 && Boolean(row.gst_number);
  return {
    isGst,
    stateCode: String(row.state_id ?? row.gst_number?.slice(0, 2) ?? '').padStart(2, '0'),
    roundOff: row.round_off === 1,
    // A GST shop's step-variant bill is a tax invoice; without a GSTIN it is a bill of supply.
    billtype: isGst ? 'GST' : 'NOGST',
  };
}

/** A stored line as saveInvoice takes it; `checks` are the figures the client sent with this call. */
export function billLineOf(line: DraftLine, checks: Partial<BillLine> = {}): BillLine {
  const { isDiscount, ...rest } = line;
  return {
    ...rest,
    discountAmount: isDiscount === false ? 0 : line.discountAmount,
    amount: null,
    amountBeforeTax: null,
    cgstAmount: null,
    sgstAmount: null,
    igstAmount: null,
    ...checks,
  };
}

export function billOf(draft: Draft, shop: DraftShop, lines: BillLine[], payment: BillPayment): SaveInvoice {
  return {
    billtype: shop.billtype,
    billNo: null,
    invoice_date: draft.invoiceDate,
    customerId: draft.customerId,
    customerMobileNumber: null,
    totalAmount: null,
    invoiceDiscount: 0,
    ...(draft.gstType ? { gstType: draft.gstType } : {}),
    placeOfSupply: draft.placeOfSupply,
    productDetails: lines,
    ...payment,
  };
}

/** Figures the draft (or `lines`, a change not stored yet) with planBill; throws the §5 messages. */
export async function planDraft(
  db: Db,
  customers: Customers,
  draft: Draft,
  options: { lines?: BillLine[]; payment?: BillPayment } = {},
): Promise<{ plan: BillPlan; shop: DraftShop }> {
  const shop = await draftShop(db, draft.shopId);
  const customer = await customers.byId(db, draft.shopId, draft.customerId);
  const lines = options.lines ?? draft.lines.map((l) => billLineOf(l));
  const products = await productsForSale(
    db,
    draft.shopId,
    lines.map((l) => l.productId),
  );
  const plan = planBill({
    bill: billOf(draft, shop, lines, options.payment ?? NOT_YET_PAID),
    invoiceDate: draft.invoiceDate,
    shop,
    buyerStateId: customer?.stateId ?? null,
    products,
  });
  return { plan, shop };
}

/** Products of the bill that will be at or below 10 units once it is saved (as saveInvoice says). */
function lowStock(plan: BillPlan): string | undefined {
  const low = plan.lines
    .filter((l) => l.product.stockMilli - l.input.qtyMilli <= LOW_STOCK_MILLI)
    .map((l) => l.product.name);
  return low.length > 0 ? messages.inventoryLow(low.join(', ')) : undefined;
}

const r = paiseToRupees;

export function draftView(draft: Draft, plan: BillPlan, shop: DraftShop): DraftBill {
  const t = plan.result.totals;
  const low = lowStock(plan);
  return {
    billId: draft.id,
    invoiceId: draft.id,
    status: draft.status,
    date: draft.invoiceDate,
    billtype: shop.billtype,
    gst: plan.mode === 'inter' ? 'IGST' : 'CGST and SGST',
    lines: plan.lines.map((l, i) => {
      const f = plan.result.lines[i]!;
      const sent = draft.lines[i]!;
      return {
        productId: l.product.id,
        modelId: l.product.id,
        modelName: l.product.name,
        HSN: l.product.hsn,
        units: l.product.unit,
        quantity: milliToQuantity(l.input.qtyMilli),
        price: r(l.input.unitPricePaise),
        gstPercent: l.input.rateBps === null ? null : bpsToPercent(l.input.rateBps),
        isDiscount: l.input.discountPaise > 0,
        discountAmount: r(l.input.discountPaise),
        brandOfferId: sent.brandOfferId ?? null,
        productNote: l.imeis,
        priceIncludesTax: l.input.priceIncludesTax,
        amountBeforeTax: r(f.taxablePaise),
        cgstAmount: r(f.cgstPaise),
        sgstAmount: r(f.sgstPaise),
        igstAmount: r(f.igstPaise),
        amount: r(f.totalPaise),
      };
    }),
    summary: {
      totalQuantity: milliToQuantity(plan.lines.reduce((sum, l) => sum + l.input.qtyMilli, 0)),
      grossAmount: r(t.grossPaise),
      discountAmount: r(t.lineDiscountPaise + t.invoiceDiscountPaise),
      amountBeforeTax: r(t.taxablePaise),
      cgstAmount: r(t.cgstPaise),
      sgstAmount: r(t.sgstPaise),
      igstAmount: r(t.igstPaise),
      totalTax: r(t.taxPaise),
      roundOff: r(t.roundOffPaise),
      totalAmount: r(t.grandTotalPaise),
    },
    ...(low ? { inventoryLowMessage: low } : {}),
  };
}
