import type { Customer, EditInvoice, SavedInvoice, SaveInvoice } from '@galla/contracts/billing';
import { invoiceStatus } from '@galla/contracts/billing';
import { compareDates, financialYearOf, istDate } from '@galla/domain/financial-year';
import { messages } from '@galla/domain/messages';
import { paiseToRupees } from '@galla/domain/money';
import { pointsForBill } from '@galla/domain/rewards';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { Transact } from '../../platform/group-commit.js';
import { type IdempotencyKey, onceFor, storeAnswer } from '../../platform/idempotency.js';
import {
  productsForSale,
  refuseStockBelowZero,
  releaseSerials,
  sellSerials,
  type Taken,
} from '../inventory/sale-stock.js';
import { recordStockChanges, type StockChange } from '../inventory/stock-ledger.js';
import type { InvoicePoints } from '../rewards/invoice-points.js';
import { type BillPlan, planBill, type ShopForBill } from './bill-calculation.js';
import type { Customers } from './customers.js';
import { assignNumber, closeCredit, writeVersion } from './invoice-writer.js';
import { invoiceNumber, type Numbering } from './numbering.js';
import { type Seller, sellerOf, shopRow } from './seller.js';

// Saving, editing and cancelling bills. Each is one transaction: the number, the invoice version,
// its lines and payments, the stock ledger, the serial numbers, the credit book, the audit row and
// the reward points ledger and the idempotency key all commit together or not at all.

/** A product at or below this many units after a sale is "low" (the inventory list's amber/red). */
export const LOW_STOCK_MILLI = 10_000;

type ShopFacts = ShopForBill & { prefix: string; seller: Seller; allowNegativeStock: boolean };

export function createInvoiceService(deps: {
  db: Db;
  clock: Clock;
  customers: Customers;
  numbering: Numbering;
  /** How a save's transaction runs: on SQLite, concurrent saves share one commit (group-commit.ts). */
  transact?: Transact;
  /** The credit book: an edited finance bill's new credit keeps what was received on the old one. */
  credits?: {
    carryPayments(trx: Db, shopId: number, oldInvoiceId: number, newInvoiceId: number): Promise<void>;
  };
  /** The reward points ledger: a bill's points are written with the bill. */
  points: InvoicePoints;
}) {
  const { db, clock, customers, numbering, points: ledger } = deps;
  const transact: Transact = deps.transact ?? ((work) => db.transaction().execute(work));

  /** The shop's billing settings and, from the same row, the seller block the version will keep. */
  async function shopFacts(trx: Db, shopId: number): Promise<ShopFacts> {
    const row = await shopRow(trx, shopId);
    return {
      isGst: row.is_gst === 1 && Boolean(row.gst_number),
      // A shop without an address yet bills as if in its GSTIN's state; failing that, Maharashtra's
      // code is never guessed: the place-of-supply check below needs a real state.
      stateCode: String(row.state_id ?? row.gst_number?.slice(0, 2) ?? '').padStart(2, '0'),
      roundOff: row.round_off === 1,
      prefix: row.invoice_prefix,
      allowNegativeStock: row.allow_negative_stock === 1,
      seller: sellerOf(row),
    };
  }

  function invoiceDateOf(bill: SaveInvoice): string {
    const today = istDate(clock.now());
    const date = bill.invoice_date ?? today;
    if (compareDates(date, today) > 0) throw new AppError(400, messages.invoiceDateFuture);
    return date;
  }

  async function customerFor(trx: Db, shopId: number, bill: SaveInvoice): Promise<Customer> {
    if (bill.customerId) {
      const found = await customers.byId(trx, shopId, bill.customerId);
      if (!found) throw new AppError(400, messages.noSuchContact);
      return found;
    }
    const mobile = bill.customerMobileNumber;
    if (mobile && /^[0-9]{10}$/.test(mobile)) {
      const found = await customers.byMobile(trx, shopId, mobile);
      if (found) return found;
    }
    return customers.walkIn(trx, shopId);
  }

  async function plan(trx: Db, shopId: number, bill: SaveInvoice, invoiceDate: string, customer: Customer) {
    const shop = await shopFacts(trx, shopId);
    const products = await productsForSale(
      trx,
      shopId,
      bill.productDetails.map((l) => l.productId),
    );
    const billPlan = planBill({ bill, invoiceDate, shop, buyerStateId: customer.stateId, products });
    return { shop, billPlan };
  }

  function stockChanges(
    retailer: Retailer,
    lines: { productId: number; qtyMilli: number; unitCostPaise: number }[],
    sign: 1 | -1,
    reason: StockChange['reason'],
    invoiceId: number,
    now: string,
  ): StockChange[] {
    return lines.map((l) => ({
      shopId: retailer.shopId,
      productId: l.productId,
      qtyMilli: sign * l.qtyMilli,
      reason,
      unitCostPaise: l.unitCostPaise,
      ref: { type: 'invoice', id: invoiceId },
      actorUserId: retailer.userId,
      at: now,
    }));
  }

  function lowStockMessage(billPlan: BillPlan): string | undefined {
    const sold = new Map<number, { name: string; left: number }>();
    for (const line of billPlan.lines) {
      const seen = sold.get(line.product.id);
      const left = (seen?.left ?? line.product.stockMilli) - line.input.qtyMilli;
      sold.set(line.product.id, { name: line.product.name, left });
    }
    const low = [...sold.values()].filter((p) => p.left <= LOW_STOCK_MILLI).map((p) => p.name);
    return low.length > 0 ? messages.inventoryLow(low.join(', ')) : undefined;
  }

  function answer(
    billPlan: BillPlan,
    written: { invoiceId: number; billId: number; token: string },
    serial: number,
    number: string,
    points: number,
  ): SavedInvoice {
    const low = lowStockMessage(billPlan);
    return {
      rewards: { points },
      invoiceDetails: [
        {
          billId: written.billId,
          invoiceId: written.invoiceId,
          serialNo: serial,
          invoiceNumber: number,
          invoiceToken: written.token,
          totalAmount: paiseToRupees(billPlan.result.totals.grandTotalPaise),
        },
      ],
      ...(low ? { inventoryLowMessage: low } : {}),
    };
  }

  async function sellLines(trx: Db, retailer: Retailer, billPlan: BillPlan, invoiceId: number) {
    for (const line of billPlan.lines) {
      if (line.product.tracksSerials) {
        await sellSerials(trx, retailer.shopId, line.product.id, line.imeis, invoiceId);
      }
    }
  }

  /** What a stored version took out of stock, to put back when it is edited or cancelled. */
  async function soldLines(trx: Db, invoiceId: number) {
    const rows = await trx
      .selectFrom('invoice_lines')
      .select(['product_id', 'qty_milli', 'purchase_price_paise'])
      .where('invoice_id', '=', invoiceId)
      .execute();
    return rows.map((l) => ({
      productId: l.product_id,
      qtyMilli: l.qty_milli,
      unitCostPaise: l.purchase_price_paise,
    }));
  }

  /** What a bill takes out of each product's stock, and that net of what its old version gave back. */
  function taken(out: { productId: number; qtyMilli: number }[], back: typeof out = []): Map<number, Taken> {
    const byProduct = new Map<number, Taken>();
    const add = (productId: number, qty: number, net: number) => {
      const seen = byProduct.get(productId) ?? { outMilli: 0, netMilli: 0 };
      byProduct.set(productId, { outMilli: seen.outMilli + qty, netMilli: seen.netMilli + net });
    };
    for (const l of out) add(l.productId, l.qtyMilli, l.qtyMilli);
    for (const l of back) add(l.productId, 0, -l.qtyMilli);
    return byProduct;
  }

  const saleLines = (billPlan: BillPlan) =>
    billPlan.lines.map((l) => ({
      productId: l.product.id,
      qtyMilli: l.input.qtyMilli,
      unitCostPaise: l.product.purchasePricePaise,
    }));

  return {
    /** billing/saveInvoice: a new completed bill with the next number of its financial year. */
    async save(retailer: Retailer, bill: SaveInvoice, key?: IdempotencyKey): Promise<SavedInvoice> {
      const invoiceDate = invoiceDateOf(bill);
      const fy = financialYearOf(invoiceDate);
      return onceFor(db, key, () =>
        transact(async (trx) => {
          const now = clock.now().toISOString();
          const customer = await customerFor(trx, retailer.shopId, bill);
          const { shop, billPlan } = await plan(trx, retailer.shopId, bill, invoiceDate, customer);
          const points = pointsForBill(billPlan.result.totals.grandTotalPaise, await ledger.rule(trx));
          const written = await writeVersion(trx, {
            shopId: retailer.shopId,
            version: 1,
            status: invoiceStatus.completed,
            financialYear: fy.label,
            serial: null,
            number: null,
            invoiceDate,
            seller: shop.seller,
            customer,
            plan: billPlan,
            remark: bill.remark,
            points,
            userId: retailer.userId,
            now,
          });
          await sellLines(trx, retailer, billPlan, written.invoiceId);
          await ledger.record(trx, { shopId: retailer.shopId, invoiceId: written.invoiceId, points, now });
          await recordStockChanges(
            trx,
            stockChanges(retailer, saleLines(billPlan), -1, 'sale', written.invoiceId, now),
          );
          if (!shop.allowNegativeStock)
            await refuseStockBelowZero(trx, retailer.shopId, taken(saleLines(billPlan)));
          await audit(trx, clock, {
            shopId: retailer.shopId,
            actor: { kind: 'retailer', id: retailer.userId },
            action: 'invoice.create',
            entity: 'invoice',
            entityId: written.invoiceId,
            after: { total: billPlan.result.totals.grandTotalPaise },
          });
          // The number comes last: see assignNumber.
          const serial = await numbering.take(trx, retailer.shopId, fy.label, bill.billNo);
          const number = invoiceNumber(shop.prefix, fy.short, serial);
          await assignNumber(trx, written.invoiceId, serial, number);
          const result = answer(billPlan, written, serial, number, points);
          if (key) await storeAnswer(trx, clock, key, result);
          return result;
        }),
      );
    },

    /**
     * billing/editInvoice: the bill gets a new version with the same number; the old one is kept
     * with status 12, and stock moves only by the difference between the two.
     */
    edit(retailer: Retailer, bill: EditInvoice, key?: IdempotencyKey): Promise<SavedInvoice> {
      const invoiceDate = invoiceDateOf(bill);
      return onceFor(db, key, () =>
        db.transaction().execute(async (trx) => {
          const now = clock.now().toISOString();
          const old = await trx
            .selectFrom('invoices')
            .select(['id', 'bill_id', 'version', 'status', 'financial_year', 'serial', 'number', 'points'])
            .where('shop_id', '=', retailer.shopId)
            .where('id', '=', bill.invoiceId)
            .executeTakeFirst();
          if (!old) throw new AppError(404, messages.invoiceNotFound);
          if (old.status !== invoiceStatus.completed || old.serial === null || old.number === null) {
            throw new AppError(400, messages.invoiceNotEditable);
          }
          if (financialYearOf(invoiceDate).label !== old.financial_year) {
            throw new AppError(400, messages.invoiceDateOtherYear);
          }
          // Only one edit of a version can win: the loser finds it no longer completed.
          const superseded = await trx
            .updateTable('invoices')
            .set({ status: invoiceStatus.superseded, updated_at: now })
            .where('id', '=', old.id)
            .where('status', '=', invoiceStatus.completed)
            .executeTakeFirst();
          if (Number(superseded.numUpdatedRows) !== 1) throw new AppError(409, messages.invoiceNotEditable);

          const back = await soldLines(trx, old.id);
          await releaseSerials(trx, retailer.shopId, old.id);
          await closeCredit(trx, retailer.shopId, old.id);

          const customer = await customerFor(trx, retailer.shopId, bill);
          // A revised bill is issued now, so it carries the seller as the shop stands today.
          const { shop, billPlan } = await plan(trx, retailer.shopId, bill, invoiceDate, customer);
          // The revised bill earns by today's rule; the ledger moves by the difference, once, since
          // only one edit of a version wins.
          const points = pointsForBill(billPlan.result.totals.grandTotalPaise, await ledger.rule(trx));
          const written = await writeVersion(trx, {
            shopId: retailer.shopId,
            billId: old.bill_id,
            version: old.version + 1,
            status: invoiceStatus.completed,
            financialYear: old.financial_year,
            serial: old.serial,
            number: old.number,
            invoiceDate,
            seller: shop.seller,
            customer,
            plan: billPlan,
            remark: bill.remark,
            points,
            userId: retailer.userId,
            now,
          });
          await sellLines(trx, retailer, billPlan, written.invoiceId);
          await ledger.record(trx, {
            shopId: retailer.shopId,
            invoiceId: written.invoiceId,
            points: points - old.points,
            now,
          });
          await deps.credits?.carryPayments(trx, retailer.shopId, old.id, written.invoiceId);
          // Old quantities back in, new ones out, summed per product: only the difference is booked.
          await recordStockChanges(trx, [
            ...stockChanges(retailer, back, 1, 'sale_edit', written.invoiceId, now),
            ...stockChanges(retailer, saleLines(billPlan), -1, 'sale_edit', written.invoiceId, now),
          ]);
          if (!shop.allowNegativeStock)
            await refuseStockBelowZero(trx, retailer.shopId, taken(saleLines(billPlan), back));
          await audit(trx, clock, {
            shopId: retailer.shopId,
            actor: { kind: 'retailer', id: retailer.userId },
            action: 'invoice.edit',
            entity: 'invoice',
            entityId: written.invoiceId,
            before: { invoiceId: old.id, version: old.version },
            after: { invoiceId: written.invoiceId, total: billPlan.result.totals.grandTotalPaise },
          });
          const result = answer(billPlan, written, old.serial, old.number, points);
          if (key) await storeAnswer(trx, clock, key, result);
          return result;
        }),
      );
    },

    /**
     * billing/cancelInvoice and deleteInvoice: the bill is kept with status 2, its stock comes back
     * once (a second cancel finds nothing completed and changes nothing).
     */
    async cancel(retailer: Retailer, ref: { billId?: number; invoiceId?: number }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = clock.now().toISOString();
        let query = trx
          .selectFrom('invoices')
          .select(['id', 'status', 'number', 'points'])
          .where('shop_id', '=', retailer.shopId)
          .where('status', 'in', [invoiceStatus.draft, invoiceStatus.completed, invoiceStatus.cancelled]);
        if (ref.invoiceId) query = query.where('id', '=', ref.invoiceId);
        if (ref.billId) query = query.where('bill_id', '=', ref.billId);
        if (!ref.invoiceId && !ref.billId) throw new AppError(400, messages.invoiceNotFound);
        const current = await query.executeTakeFirst();
        if (!current) throw new AppError(404, messages.invoiceNotFound);
        if (current.status === invoiceStatus.cancelled) return;
        const cancelled = await trx
          .updateTable('invoices')
          .set({ status: invoiceStatus.cancelled, cancelled_at: now, updated_at: now })
          .where('id', '=', current.id)
          .where('status', 'in', [invoiceStatus.draft, invoiceStatus.completed])
          .executeTakeFirst();
        if (Number(cancelled.numUpdatedRows) !== 1) return;
        if (current.status === invoiceStatus.completed) {
          const back = await soldLines(trx, current.id);
          await recordStockChanges(trx, stockChanges(retailer, back, 1, 'sale_cancel', current.id, now));
          await releaseSerials(trx, retailer.shopId, current.id);
          await closeCredit(trx, retailer.shopId, current.id);
          await ledger.record(trx, {
            shopId: retailer.shopId,
            invoiceId: current.id,
            points: -current.points,
            now,
          });
        }
        await audit(trx, clock, {
          shopId: retailer.shopId,
          actor: { kind: 'retailer', id: retailer.userId },
          action: 'invoice.cancel',
          entity: 'invoice',
          entityId: current.id,
          before: { status: current.status },
          after: { status: invoiceStatus.cancelled },
        });
      });
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
