import type { BillLine, GstType } from '@galla/contracts/billing';
import { messages } from '@galla/domain/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { DraftStatus } from './draft-tables.js';

// Reading and changing the step variant's open bills, always within the caller's shop. A change is
// computed from a read and written only if nobody changed the bill in between (the revision);
// otherwise it is computed again from the fresh bill, so two quick taps never lose a line.

/** A line as the client sent it, parsed; the figures it sent along are checked, never stored. */
export type DraftLine = Omit<
  BillLine,
  'amount' | 'amountBeforeTax' | 'cgstAmount' | 'sgstAmount' | 'igstAmount'
> & {
  isDiscount: boolean | null;
};

export type Draft = {
  id: number;
  shopId: number;
  customerId: number;
  invoiceDate: string;
  gstType: GstType | null;
  placeOfSupply: string | null;
  lines: DraftLine[];
  payment: unknown;
  status: DraftStatus;
  invoiceId: number | null;
  revision: number;
};

export type DraftPatch = Partial<
  Pick<Draft, 'customerId' | 'invoiceDate' | 'gstType' | 'placeOfSupply' | 'lines'> & { shipping: unknown }
>;

const MAX_ATTEMPTS = 5;

/** The one draft both ids name: billId and invoiceId of an open bill are the same number. */
export function draftIdOf(ref: { billId?: number; invoiceId?: number }): number | undefined {
  if (ref.billId !== undefined && ref.invoiceId !== undefined && ref.billId !== ref.invoiceId)
    return undefined;
  return ref.billId ?? ref.invoiceId;
}

export async function loadDraft(db: Db, shopId: number, id: number | undefined): Promise<Draft | undefined> {
  if (id === undefined) return undefined;
  const row = await db
    .selectFrom('bill_drafts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    shopId: row.shop_id,
    customerId: row.customer_id,
    invoiceDate: row.invoice_date,
    gstType: row.gst_type as GstType | null,
    placeOfSupply: row.place_of_supply,
    lines: JSON.parse(row.lines) as DraftLine[],
    payment: row.payment === null ? null : JSON.parse(row.payment),
    status: row.status,
    invoiceId: row.invoice_id,
    revision: row.revision,
  };
}

/** The draft a request names, in any status; another shop's draft is as absent as a missing one. */
export async function draftFor(
  db: Db,
  shopId: number,
  ref: { billId?: number; invoiceId?: number },
): Promise<Draft> {
  const draft = await loadDraft(db, shopId, draftIdOf(ref));
  if (!draft) throw new AppError(404, messages.invoiceNotFound);
  return draft;
}

export async function openDraftFor(
  db: Db,
  shopId: number,
  ref: { billId?: number; invoiceId?: number },
): Promise<Draft> {
  const draft = await draftFor(db, shopId, ref);
  if (draft.status !== 'open') throw new AppError(400, messages.billNotOpen);
  return draft;
}

export async function insertDraft(
  db: Db,
  clock: Clock,
  values: {
    shopId: number;
    customerId: number;
    invoiceDate: string;
    placeOfSupply: string | null;
    shipping: unknown;
    userId: number;
  },
): Promise<number> {
  const now = clock.now().toISOString();
  const row = await db
    .insertInto('bill_drafts')
    .values({
      shop_id: values.shopId,
      customer_id: values.customerId,
      invoice_date: values.invoiceDate,
      gst_type: null,
      place_of_supply: values.placeOfSupply,
      shipping: values.shipping === null ? null : JSON.stringify(values.shipping),
      lines: '[]',
      payment: null,
      status: 'open',
      invoice_id: null,
      created_by: values.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Applies `change` to the open draft and stores its patch; `change` may throw the spec's messages
 * and is run again on the fresh draft when another request changed it meanwhile.
 */
export async function changeDraft<T>(
  db: Db,
  clock: Clock,
  shopId: number,
  ref: { billId?: number; invoiceId?: number },
  change: (draft: Draft) => Promise<{ patch: DraftPatch; result: T }>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const draft = await openDraftFor(db, shopId, ref);
    const { patch, result } = await change(draft);
    const updated = await db
      .updateTable('bill_drafts')
      .set({
        ...(patch.customerId !== undefined ? { customer_id: patch.customerId } : {}),
        ...(patch.invoiceDate !== undefined ? { invoice_date: patch.invoiceDate } : {}),
        ...(patch.gstType !== undefined ? { gst_type: patch.gstType } : {}),
        ...(patch.placeOfSupply !== undefined ? { place_of_supply: patch.placeOfSupply } : {}),
        ...(patch.shipping !== undefined
          ? { shipping: patch.shipping === null ? null : JSON.stringify(patch.shipping) }
          : {}),
        ...(patch.lines !== undefined ? { lines: JSON.stringify(patch.lines) } : {}),
        revision: draft.revision + 1,
        updated_at: clock.now().toISOString(),
      })
      .where('shop_id', '=', shopId)
      .where('id', '=', draft.id)
      .where('status', '=', 'open')
      .where('revision', '=', draft.revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return result;
    if (attempt === MAX_ATTEMPTS) throw new AppError(409, messages.tooManyRequests);
  }
}

/** The bill is paid: the draft points at its invoice and keeps the payment step as sent. */
export async function markCompleted(
  db: Db,
  clock: Clock,
  draft: Draft,
  invoiceId: number,
  payment: unknown,
): Promise<void> {
  // A cancel that raced the payment loses: the invoice exists, so the draft is completed.
  await db
    .updateTable('bill_drafts')
    .set({
      status: 'completed',
      invoice_id: invoiceId,
      payment: JSON.stringify(payment),
      revision: sql`revision + 1`,
      updated_at: clock.now().toISOString(),
    })
    .where('shop_id', '=', draft.shopId)
    .where('id', '=', draft.id)
    .where('status', '<>', 'completed')
    .execute();
}

/** billing/cancelInvoice on an open draft: nothing was numbered or stocked, so only its status moves. */
export async function cancelOpenDraft(db: Db, clock: Clock, draft: Draft): Promise<void> {
  await db
    .updateTable('bill_drafts')
    .set({ status: 'cancelled', revision: sql`revision + 1`, updated_at: clock.now().toISOString() })
    .where('shop_id', '=', draft.shopId)
    .where('id', '=', draft.id)
    .where('status', '=', 'open')
    .execute();
}
