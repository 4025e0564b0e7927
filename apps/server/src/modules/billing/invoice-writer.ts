import type { Customer } from '@galla/contracts/billing';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertReturningId, insertRows } from '../../db/insert-rows.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { randomToken } from '../../platform/random-token.js';
import type { BillPlan } from './bill-calculation.js';
import type { Seller } from './seller.js';
import type { InvoiceStatus } from './tables.js';

// Writes one version of a bill: the invoice row, its lines, payments and (for finance) the credit
// book entry with its EMI rows. The caller owns the transaction, the number and the stock moves.

export type CustomerSnapshot = Pick<
  Customer,
  | 'customerId'
  | 'customerName'
  | 'mobileNumber'
  | 'customerEmail'
  | 'customerAddress'
  | 'gstNumber'
  | 'companyName'
  | 'stateId'
  | 'isDefault'
>;

export function snapshotOf(c: Customer): CustomerSnapshot {
  return {
    customerId: c.customerId,
    customerName: c.customerName,
    mobileNumber: c.mobileNumber,
    customerEmail: c.customerEmail,
    customerAddress: c.customerAddress,
    gstNumber: c.gstNumber,
    companyName: c.companyName,
    stateId: c.stateId,
    isDefault: c.isDefault,
  };
}

export type VersionToWrite = {
  shopId: number;
  /**
   * The bill's id for a new version of an existing bill. Omitted for a new bill, which is written
   * without its number: the caller gives it one last, with assignNumber.
   */
  billId?: number;
  version: number;
  status: InvoiceStatus;
  financialYear: string;
  serial: number | null;
  number: string | null;
  invoiceDate: string;
  seller: Seller;
  customer: Customer;
  plan: BillPlan;
  remark: string | null;
  points: number;
  userId: number;
  now: string;
};

/**
 * Opens the bill's PDF without a login, so it is unguessable: 18 random bytes. It starts with the
 * time of the save (milliseconds, 12 hex digits) so that a new token sorts after the older ones: the
 * unique index on tokens then grows at its end. With the random part alone, every bill of a group
 * commit wrote its own page of that index (26–46 of a commit's ~120 pages, docs/performance.md).
 */
export function newInvoiceToken(nowMs: number): string {
  return nowMs.toString(16).padStart(12, '0') + randomToken(18);
}

/**
 * What the goods on the bill cost the shop: each line's quantity (thousandths) at the purchase price
 * the line records, rounded half up to the paisa per line. Kept on the invoice row so profit and loss
 * reads invoices alone; the lines keep the price it came from.
 */
export function costOfGoods(plan: BillPlan): number {
  return plan.lines.reduce(
    (sum, line) => sum + lineCost(line.input.qtyMilli, line.product.purchasePricePaise),
    0,
  );
}

// Exact in integers: the product can pass 2^53 at the contract's limits (10^8 × 10^10), then BigInt.
function lineCost(qtyMilli: number, pricePaise: number): number {
  const raw = qtyMilli * pricePaise + 500;
  if (Number.isSafeInteger(raw)) return (raw - (raw % 1000)) / 1000;
  return Number((BigInt(qtyMilli) * BigInt(pricePaise) + 500n) / 1000n);
}

export async function writeVersion(
  trx: Db,
  v: VersionToWrite,
): Promise<{ invoiceId: number; billId: number; token: string }> {
  const { plan } = v;
  const t = plan.result.totals;
  const token = newInvoiceToken(Date.parse(v.now));
  const invoiceId = await insertReturningId(trx, 'invoices', {
    shop_id: v.shopId,
    // A new bill is its own first version: bill_id is set to the row's id just below.
    bill_id: v.billId ?? 0,
    version: v.version,
    status: v.status,
    financial_year: v.financialYear,
    serial: v.serial,
    number: v.number,
    invoice_date: v.invoiceDate,
    bill_type: plan.billType,
    tax_mode: plan.mode,
    utgst: plan.result.utgst ? 1 : 0,
    place_of_supply: plan.placeOfSupply,
    customer_id: v.customer.customerId,
    customer_snapshot: JSON.stringify(snapshotOf(v.customer)),
    seller_snapshot: JSON.stringify(v.seller),
    gross_paise: t.grossPaise,
    discount_paise: t.lineDiscountPaise,
    invoice_discount_paise: t.invoiceDiscountPaise,
    taxable_paise: t.taxablePaise,
    cgst_paise: t.cgstPaise,
    sgst_paise: t.sgstPaise,
    igst_paise: t.igstPaise,
    tax_paise: t.taxPaise,
    round_off_paise: t.roundOffPaise,
    total_paise: t.grandTotalPaise,
    cost_paise: costOfGoods(plan),
    remark: v.remark,
    points: v.points,
    token,
    created_by: v.userId,
    created_at: v.now,
    updated_at: v.now,
    cancelled_at: null,
  });
  const billId = v.billId ?? invoiceId;

  await insertRows(
    trx,
    'invoice_lines',
    plan.lines.map((line, i) => {
      const r = plan.result.lines[i]!;
      return {
        invoice_id: invoiceId,
        shop_id: v.shopId,
        line_no: i + 1,
        product_id: line.product.id,
        name: line.product.name,
        hsn: line.product.hsn,
        unit: line.product.unit,
        qty_milli: line.input.qtyMilli,
        unit_price_paise: line.input.unitPricePaise,
        price_includes_tax: line.input.priceIncludesTax ? 1 : 0,
        rate_bps: line.input.rateBps,
        discount_paise: line.input.discountPaise,
        invoice_discount_paise: r.invoiceDiscountSharePaise,
        amount_paise: r.amountPaise,
        taxable_paise: r.taxablePaise,
        cgst_paise: r.cgstPaise,
        sgst_paise: r.sgstPaise,
        igst_paise: r.igstPaise,
        total_paise: r.totalPaise,
        purchase_price_paise: line.product.purchasePricePaise,
        imeis: line.imeis.length > 0 ? JSON.stringify(line.imeis) : null,
        brand_offer_id: line.request.brandOfferId ?? null,
      };
    }),
  );

  await insertRows(
    trx,
    'invoice_payments',
    plan.payments.map((p, i) => ({
      invoice_id: invoiceId,
      shop_id: v.shopId,
      seq: i + 1,
      mode: p.mode,
      amount_paise: p.amountPaise,
    })),
  );

  if (plan.finance) {
    const f = plan.finance;
    const credit = await trx
      .insertInto('credit_book')
      .values({
        shop_id: v.shopId,
        invoice_id: invoiceId,
        bill_id: billId,
        customer_id: v.customer.customerId,
        total_paise: t.grandTotalPaise,
        down_payment_paise: f.downPaymentPaise,
        finance_paise: f.financePaise,
        emi_paise: f.emiPaise,
        months: f.months,
        start_date: f.startDate,
        end_date: f.endDate,
        due_paise: f.financePaise,
        status: 'open',
        created_at: v.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_book_emis')
      .values(
        f.rows.map((row) => ({
          credit_id: credit.id,
          shop_id: v.shopId,
          instalment: row.instalment,
          due_date: row.dueDate,
          amount_paise: row.amountPaise,
          status: 0,
          paid_paise: null,
          paid_on: null,
        })),
      )
      .execute();
  }

  return { invoiceId, billId, token };
}

// Run on every bill's save (db/reusable-query.ts).
const numberInvoice = reusableQuery((db: Db, v: { invoiceId: number; serial: number; number: string }) =>
  db
    .updateTable('invoices')
    .set({ bill_id: sql<number>`id`, serial: v.serial, number: v.number })
    .where('id', '=', v.invoiceId),
);

/**
 * Gives a new bill its number and makes it its own first version (bill_id = id). Done last in the
 * save: on PostgreSQL taking the number locks the shop's counter row until commit, so the less
 * that follows it, the more bills a shop can save per second.
 */
export async function assignNumber(
  trx: Db,
  invoiceId: number,
  serial: number,
  number: string,
): Promise<void> {
  await numberInvoice(trx, { invoiceId, serial, number });
}

/** The credit book entry of a version that was cancelled or replaced stops being owed. */
export async function closeCredit(trx: Db, shopId: number, invoiceId: number): Promise<void> {
  await trx
    .updateTable('credit_book')
    .set({ status: 'cancelled' })
    .where('shop_id', '=', shopId)
    .where('invoice_id', '=', invoiceId)
    .execute();
}
