import type { InvoiceView } from '@galla/contracts/billing';
import { amountInWords } from '@galla/domain/amount-in-words';
import { bpsToPercent } from '@galla/domain/gst-rates';
import { hsnSummary } from '@galla/domain/invoice-math';
import { paiseToRupees } from '@galla/domain/money';
import { paymentModes } from '@galla/domain/payments';
import { milliToQuantity } from '@galla/domain/quantity';
import type { Db } from '../../db/database.js';
import type { CustomerSnapshot } from './invoice-writer.js';
import { currentSeller, stateCodeOf, stateNameOf, storedSeller } from './seller.js';

// One invoice version as the viewer, the PDF and share read it: stored figures only, never
// recomputed, so a bill reads the same years later whatever changed in the rules or the shop's
// products. Rupees here, because this is what leaves the server.

const r = paiseToRupees;

function invoiceRows(db: Db) {
  return db.selectFrom('invoices').selectAll();
}
type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['executeTakeFirstOrThrow']>>;

async function build(db: Db, inv: InvoiceRow): Promise<InvoiceView> {
  const [now, lines, payments, credit] = await Promise.all([
    currentSeller(db, inv.shop_id),
    db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', inv.id).orderBy('line_no').execute(),
    db
      .selectFrom('invoice_payments')
      .select(['mode', 'amount_paise'])
      .where('invoice_id', '=', inv.id)
      .orderBy('seq')
      .execute(),
    db.selectFrom('credit_book').selectAll().where('invoice_id', '=', inv.id).executeTakeFirst(),
  ]);
  const buyer = JSON.parse(inv.customer_snapshot) as CustomerSnapshot;
  const buyerCode = stateCodeOf(buyer.stateId);
  const gst = inv.bill_type === 'GST';
  const lineResults = lines.map((l) => ({
    amountPaise: l.amount_paise,
    taxablePaise: l.taxable_paise,
    cgstPaise: l.cgst_paise,
    sgstPaise: l.sgst_paise,
    igstPaise: l.igst_paise,
    taxPaise: l.cgst_paise + l.sgst_paise + l.igst_paise,
    totalPaise: l.total_paise,
  }));
  const label = (mode: string) => paymentModes.find((m) => m.id === mode)?.label ?? mode;

  return {
    billId: inv.bill_id,
    invoiceId: inv.id,
    version: inv.version,
    status: inv.status,
    billtype: inv.bill_type,
    title: gst ? 'Tax Invoice' : 'Bill of Supply',
    invoiceNumber: inv.number ?? '',
    serialNo: inv.serial ?? 0,
    financialYear: inv.financial_year,
    invoiceDate: inv.invoice_date,
    gstType: inv.tax_mode === 'inter' ? 'IGST' : 'CGST and SGST',
    utgst: inv.utgst === 1,
    placeOfSupply: { code: inv.place_of_supply, name: stateNameOf(inv.place_of_supply) ?? '' },
    reverseCharge: false,
    shop: { ...(storedSeller(inv.seller_snapshot) ?? now.seller), upiId: now.upiId },
    customer: {
      customerId: buyer.customerId,
      customerName: buyer.customerName,
      mobileNumber: buyer.mobileNumber || null,
      customerEmail: buyer.customerEmail,
      customerAddress: buyer.customerAddress,
      companyName: buyer.companyName,
      gstNumber: buyer.gstNumber,
      state: stateNameOf(buyerCode),
      stateCode: buyerCode,
      isDefault: buyer.isDefault,
    },
    lines: lines.map((l, i) => ({
      lineNo: l.line_no,
      productId: l.product_id,
      modelName: l.name,
      HSN: l.hsn,
      quantity: milliToQuantity(l.qty_milli),
      units: l.unit,
      price: r(l.unit_price_paise),
      grossAmount: r(l.amount_paise + l.discount_paise + l.invoice_discount_paise),
      discountAmount: r(l.discount_paise + l.invoice_discount_paise),
      amountBeforeTax: r(l.taxable_paise),
      gstPercent: l.rate_bps === null ? null : bpsToPercent(l.rate_bps),
      cgstAmount: r(l.cgst_paise),
      sgstAmount: r(l.sgst_paise),
      igstAmount: r(l.igst_paise),
      amount: r(lineResults[i]!.totalPaise),
      priceIncludesTax: l.price_includes_tax === 1,
      productNote: l.imeis ? (JSON.parse(l.imeis) as string[]) : [],
    })),
    hsnSummary: gst
      ? hsnSummary(
          lines.map((l, i) => ({ hsn: l.hsn ?? '', rateBps: l.rate_bps, result: lineResults[i]! })),
        ).map((h) => ({
          HSN: h.hsn,
          gstPercent: h.rateBps === null ? null : bpsToPercent(h.rateBps),
          amountBeforeTax: r(h.taxablePaise),
          cgstAmount: r(h.cgstPaise),
          sgstAmount: r(h.sgstPaise),
          igstAmount: r(h.igstPaise),
          totalTax: r(h.taxPaise),
        }))
      : [],
    totals: {
      grossAmount: r(inv.gross_paise),
      discountAmount: r(inv.discount_paise + inv.invoice_discount_paise),
      amountBeforeTax: r(inv.taxable_paise),
      cgstAmount: r(inv.cgst_paise),
      sgstAmount: r(inv.sgst_paise),
      igstAmount: r(inv.igst_paise),
      totalTax: r(inv.tax_paise),
      roundOff: r(inv.round_off_paise),
      totalAmount: r(inv.total_paise),
      amountInWords: amountInWords(inv.total_paise),
      totalQuantity: milliToQuantity(lines.reduce((sum, l) => sum + l.qty_milli, 0)),
    },
    payments: payments.map((p) => ({ mode: p.mode, label: label(p.mode), amount: r(p.amount_paise) })),
    finance: credit
      ? {
          downPayment: r(credit.down_payment_paise),
          financeAmount: r(credit.finance_paise),
          emiAmount: r(credit.emi_paise),
          numberOfMonths: credit.months,
          startDateEmi: credit.start_date,
          endDateEmi: credit.end_date,
        }
      : null,
    remark: inv.remark,
    points: inv.points,
    invoiceToken: inv.token,
    createdAt: inv.created_at,
  };
}

/** A version of this shop's bill: by its invoiceId, or the bill's current version by billId. */
export async function invoiceView(
  db: Db,
  shopId: number,
  ref: { billId?: number; invoiceId?: number },
): Promise<InvoiceView | undefined> {
  let query = invoiceRows(db).where('shop_id', '=', shopId);
  if (ref.invoiceId) query = query.where('id', '=', ref.invoiceId);
  else if (ref.billId) query = query.where('bill_id', '=', ref.billId).orderBy('version', 'desc').limit(1);
  else return undefined;
  const row = await query.executeTakeFirst();
  return row && build(db, row);
}

/** The public PDF link: the token alone opens that version, of whichever shop. */
export async function invoiceViewByToken(db: Db, token: string): Promise<InvoiceView | undefined> {
  const row = await invoiceRows(db).where('token', '=', token).executeTakeFirst();
  return row && build(db, row);
}
