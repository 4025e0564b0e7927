import type { CustomerStep } from '@galla/contracts/billing-steps';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import type { Customers } from './customers.js';
import { customerStep } from './draft-customer.js';
import { createDraftLines } from './draft-lines.js';
import { createDraftPayments } from './draft-payment.js';
import { viewModeOfPayment } from './draft-payment-view.js';
import { cancelOpenDraft, draftIdOf, loadDraft } from './draft-store.js';
import type { InvoiceService } from './invoice-service.js';
import type { Numbering } from './numbering.js';

// The billing wizard's step variant: an open bill (draft) from the customer step to its payment.
// Stateless over the database, so billingRoutes' hooks and the step routes may each make one.

export type DraftDeps = {
  db: Db;
  clock: Clock;
  customers: Customers;
  numbering: Numbering;
  invoices: InvoiceService;
};

export function createDrafts(deps: DraftDeps) {
  const { db, clock, invoices } = deps;
  const payments = createDraftPayments(deps);
  return {
    lines: createDraftLines(deps),
    complete: payments.complete,
    viewPayments: (shopId: number, ref: { billId?: number; invoiceId?: number }) =>
      viewModeOfPayment(db, shopId, ref),

    /** billing/addCustomer's hook: the customer step opens (or re-points) a draft. */
    customerStep: (retailer: Retailer, step: CustomerStep) => customerStep(deps, retailer, step),

    /**
     * billing/cancelInvoice's hook. True when the ids named a draft of this shop: an open one is
     * cancelled, a paid one cancels the bill it became. False leaves the ids to invoices.cancel.
     */
    async cancel(retailer: Retailer, ref: { billId?: number; invoiceId?: number }): Promise<boolean> {
      const draft = await loadDraft(db, retailer.shopId, draftIdOf(ref));
      if (!draft) return false;
      if (draft.status === 'open') await cancelOpenDraft(db, clock, draft);
      if (draft.status === 'completed' && draft.invoiceId !== null) {
        const paid = await db
          .selectFrom('invoices')
          .select('bill_id')
          .where('shop_id', '=', retailer.shopId)
          .where('id', '=', draft.invoiceId)
          .executeTakeFirstOrThrow();
        await invoices.cancel(retailer, { billId: paid.bill_id });
      }
      return true;
    },
  };
}
export type Drafts = ReturnType<typeof createDrafts>;
