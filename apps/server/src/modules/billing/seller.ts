import type { InvoiceView } from '@galla/contracts/billing';
import { stateByCode } from '@galla/domain/gst-states';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';

// The seller block of an invoice. Each version keeps the seller as it was when it was written: Rule 46
// puts the supplier's name, address and GSTIN on the invoice, and a shop that moves or registers for
// GST later must not rewrite the bills it already issued. The UPI id behind the payment QR code is
// the one exception, read fresh: a customer who pays an old bill today pays the shop's account of today.

export type Seller = Omit<InvoiceView['shop'], 'upiId'>;

/** A state as invoices print it, for the seller and the buyer alike: its two-digit GST code and name. */
export const stateCodeOf = (id: number | null) => (id ? String(id).padStart(2, '0') : null);
export const stateNameOf = (code: string | null) => (code ? (stateByCode(code)?.name ?? null) : null);

// Read on every bill's save (db/reusable-query.ts).
const shopRowQuery = reusableQuery((db: Db, v: { shopId: number }) =>
  db
    .selectFrom('shops as s')
    .leftJoin('cities as c', 'c.id', 's.city_id')
    .leftJoin('users as u', (join) => join.onRef('u.shop_id', '=', 's.id').on('u.user_type', '=', 'retailer'))
    .select([
      's.trade_name',
      's.legal_name',
      's.address_line1',
      's.address_line2',
      's.pincode',
      's.state_id',
      's.gst_number',
      's.upi_id',
      's.is_gst',
      's.round_off',
      's.allow_negative_stock',
      's.invoice_prefix',
      'c.name as city',
      'u.contact_number',
      'u.email',
    ])
    .where('s.id', '=', v.shopId),
);

/**
 * The shop's row with what its seller block needs, plus the billing settings a save reads from the
 * same row (GST registration, round off, number prefix): one read per save.
 */
export async function shopRow(db: Db, shopId: number) {
  const [row] = await shopRowQuery(db, { shopId });
  if (!row) throw new Error(`shop ${shopId} not found`);
  return row;
}

type ShopRow = Awaited<ReturnType<typeof shopRow>>;

/** The seller block of a shop's row, as a version being written keeps it. */
export function sellerOf(row: ShopRow): Seller {
  const stateCode = stateCodeOf(row.state_id);
  return {
    tradeName: row.trade_name ?? '',
    legalName: row.legal_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: stateNameOf(stateCode),
    stateCode,
    pincode: row.pincode,
    gstNumber: row.gst_number,
    contactNumber: row.contact_number,
    email: row.email,
  };
}

/** The shop as it stands now: its seller block, and its UPI id. */
export async function currentSeller(
  db: Db,
  shopId: number,
): Promise<{ seller: Seller; upiId: string | null }> {
  const row = await shopRow(db, shopId);
  return { seller: sellerOf(row), upiId: row.upi_id };
}

/** The seller block an invoice version was written with; null for bills written before it was kept. */
export function storedSeller(json: string | null): Seller | null {
  return json ? (JSON.parse(json) as Seller) : null;
}
