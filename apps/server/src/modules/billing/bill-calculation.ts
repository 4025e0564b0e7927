import type { BillLine, GstType, SaveInvoice } from '@galla/contracts/billing';
import { planFinance } from '@galla/domain/emi';
import { percentToBps, seededGstRatesBps } from '@galla/domain/gst-rates';
import {
  computeInvoice,
  grossAmount,
  type InvoiceResult,
  type LineInput,
  type TaxMode,
  validateBillLine,
  validateDiscount,
} from '@galla/domain/invoice-math';
import { messages } from '@galla/domain/messages';
import { sumPaise } from '@galla/domain/money';
import { type Payment, splitPayment } from '@galla/domain/payments';
import { suggestTaxMode } from '@galla/domain/place-of-supply';
import { AppError } from '../../platform/envelope.js';
import type { SaleProduct } from '../inventory/sale-stock.js';

// Turns a bill as the client sent it into the figures Galla stores, with the domain arithmetic of
// GST.md. Every amount is recomputed here; figures the client sent along are only compared, and a
// difference is refused rather than silently corrected (ARCHITECTURE.md §3).

export type ShopForBill = {
  isGst: boolean;
  stateCode: string;
  roundOff: boolean;
};

export type BillLinePlan = {
  request: BillLine;
  product: SaleProduct;
  input: LineInput;
  imeis: string[];
};

export type FinancePlanRow = { instalment: number; dueDate: string; amountPaise: number };

export type BillPlan = {
  billType: 'GST' | 'NOGST';
  mode: TaxMode;
  placeOfSupply: string;
  lines: BillLinePlan[];
  result: InvoiceResult;
  payments: Payment[];
  finance: {
    downPaymentPaise: number;
    financePaise: number;
    emiPaise: number;
    months: number;
    startDate: string;
    endDate: string;
    rows: FinancePlanRow[];
  } | null;
};

const stateCode = (id: number | null | undefined) => (id ? String(id).padStart(2, '0') : null);

function lineRate(
  billType: 'GST' | 'NOGST',
  line: BillLine,
  product: SaleProduct,
): number | null | undefined {
  if (billType === 'NOGST') {
    if (line.gstPercent !== undefined && line.gstPercent !== null && percentToBps(line.gstPercent) !== 0) {
      throw new AppError(400, messages.gstOnlyForGstShops);
    }
    return null;
  }
  if (line.gstPercent === undefined) return product.gstRateBps ?? undefined;
  if (line.gstPercent === null) return null;
  const bps = percentToBps(line.gstPercent);
  if (bps === undefined) throw new AppError(400, messages.gstRateUnknown);
  return bps;
}

function mustMatch(field: string, sent: number | null | undefined, ours: number) {
  if (sent !== null && sent !== undefined && sent !== ours) {
    throw new AppError(400, messages.totalMismatch(field));
  }
}

function taxModeOf(gstType: GstType | undefined, suggestion: TaxMode): TaxMode {
  if (gstType === 'IGST') return 'inter';
  if (gstType === 'CGST and SGST') return 'intra';
  return suggestion;
}

export function planBill(input: {
  bill: SaveInvoice;
  invoiceDate: string;
  shop: ShopForBill;
  buyerStateId: number | null;
  products: Map<number, SaleProduct>;
}): BillPlan {
  const { bill, invoiceDate, shop, products } = input;
  const billType = bill.billtype;
  if (billType === 'GST' && !shop.isGst) throw new AppError(400, messages.billTypeMismatch);

  const seenImeis = new Set<string>();
  const lines = bill.productDetails.map((line): BillLinePlan => {
    const product = products.get(line.productId);
    if (!product) throw new AppError(400, messages.noSuchProduct);
    const rateBps = lineRate(billType, line, product);
    const problem = validateBillLine({
      unitPricePaise: line.price,
      qtyMilli: line.quantity,
      discountPaise: line.discountAmount,
      rateBps,
      countUnit: !product.allowsFraction,
      shopHasGstin: shop.isGst,
      allowedRatesBps: seededGstRatesBps,
    });
    if (problem) throw new AppError(400, problem);
    const imeis = line.productNote ?? [];
    for (const imei of imeis) {
      if (seenImeis.has(imei)) throw new AppError(400, messages.imeiDuplicate(imei));
      seenImeis.add(imei);
    }
    if (product.tracksSerials && imeis.length * 1000 !== line.quantity) {
      throw new AppError(400, messages.imeiCountMismatch);
    }
    return {
      request: line,
      product,
      imeis,
      input: {
        qtyMilli: line.quantity,
        unitPricePaise: line.price,
        discountPaise: line.discountAmount,
        rateBps: rateBps ?? null,
        priceIncludesTax: line.priceIncludesTax,
      },
    };
  });

  const suggestion = suggestTaxMode({
    shopStateCode: shop.stateCode,
    buyerStateCode: stateCode(input.buyerStateId),
    shippingStateCode: bill.placeOfSupply ?? null,
  });
  const mode = billType === 'NOGST' ? 'intra' : taxModeOf(bill.gstType, suggestion.mode);

  // The bill discount may not exceed what the lines come to after their own discounts.
  const discountProblem = validateDiscount(
    bill.invoiceDiscount,
    sumPaise(lines.map((l) => grossAmount(l.input) - l.input.discountPaise)),
  );
  if (discountProblem) throw new AppError(400, discountProblem);

  const result = computeInvoice({
    lines: lines.map((l) => l.input),
    mode,
    invoiceDiscountPaise: bill.invoiceDiscount,
    roundOff: shop.roundOff,
    utgst: billType === 'GST' && suggestion.utgst && mode === 'intra',
  });

  result.lines.forEach((r, i) => {
    const sent = lines[i]!.request;
    const at = `amount of line ${i + 1}`;
    mustMatch(at, sent.amount, r.totalPaise);
    mustMatch(`amount before tax of line ${i + 1}`, sent.amountBeforeTax, r.taxablePaise);
    mustMatch(`CGST of line ${i + 1}`, sent.cgstAmount, r.cgstPaise);
    mustMatch(`SGST of line ${i + 1}`, sent.sgstAmount, r.sgstPaise);
    mustMatch(`IGST of line ${i + 1}`, sent.igstAmount, r.igstPaise);
  });
  const grandTotal = result.totals.grandTotalPaise;
  mustMatch('total amount', bill.totalAmount, grandTotal);

  const split = splitPayment({
    totalPaise: grandTotal,
    mode1: bill.paymentMode1,
    amount1Paise: bill.paymentMode1Amount,
    mode2: bill.paymentMode2,
    amount2Paise: bill.paymentMode2Amount,
  });
  if (!split.ok) throw new AppError(400, split.error);

  let finance: BillPlan['finance'] = null;
  if (split.payments[0]?.mode === 'finance') {
    const months = bill.numberOfMonths ?? 1;
    const planned = planFinance({
      totalPaise: grandTotal,
      downPaymentPaise: bill.downPayment,
      months,
      invoiceDate,
    });
    if (!planned.ok) throw new AppError(400, planned.error);
    const { plan } = planned;
    mustMatch('finance amount', bill.financeAmount, plan.financePaise);
    mustMatch('EMI amount', bill.emiAmount, plan.emiPaise);
    if (bill.startDateEmi && bill.startDateEmi !== plan.startDateEmi) {
      throw new AppError(400, messages.totalMismatch('EMI start date'));
    }
    finance = {
      downPaymentPaise: bill.downPayment,
      financePaise: plan.financePaise,
      emiPaise: plan.emiPaise,
      months,
      startDate: plan.startDateEmi,
      endDate: plan.endDateEmi,
      rows: plan.rows,
    };
  }

  return {
    billType,
    mode,
    placeOfSupply: billType === 'NOGST' ? shop.stateCode : suggestion.placeOfSupply,
    lines,
    result,
    payments: split.payments,
    finance,
  };
}
