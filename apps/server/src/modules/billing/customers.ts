import type { AddCustomer, Customer } from '@galla/contracts/billing';
import { messages } from '@galla/domain/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { CustomersTable } from './tables.js';

// A shop's customers. One per mobile number; the walk-in customer (the spec's "default customer
// with the shop's phone") is a row of its own, made the first time a bill names nobody.

export const WALK_IN_NAME = 'Walk-in Customer';

type CustomerRow = Pick<
  CustomersTable,
  | 'name'
  | 'mobile'
  | 'email'
  | 'address'
  | 'gst_number'
  | 'company_name'
  | 'state_id'
  | 'city_id'
  | 'pincode'
  | 'is_default'
> & { id: number };

const columns = [
  'id',
  'name',
  'mobile',
  'email',
  'address',
  'gst_number',
  'company_name',
  'state_id',
  'city_id',
  'pincode',
  'is_default',
] as const;

export function toCustomer(row: CustomerRow): Customer {
  return {
    customerId: row.id,
    customerName: row.name,
    mobileNumber: row.mobile,
    customerEmail: row.email,
    customerAddress: row.address,
    gstNumber: row.gst_number,
    companyName: row.company_name,
    stateId: row.state_id,
    cityId: row.city_id,
    pincode: row.pincode,
    isDefault: row.is_default === 1,
  };
}

export function customerRows(db: Db, shopId: number) {
  return db.selectFrom('customers').select(columns).where('shop_id', '=', shopId);
}

// Read on every bill's save without a chosen customer (db/reusable-query.ts).
const walkInRow = reusableQuery((db: Db, v: { shopId: number }) =>
  customerRows(db, v.shopId).where('is_default', '=', sql.lit(1)),
);

export function createCustomers(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function checkPlace(trx: Db, stateId: number | null, cityId: number | null) {
    if (stateId !== null) {
      const state = await trx.selectFrom('states').select('id').where('id', '=', stateId).executeTakeFirst();
      if (!state) throw new AppError(400, messages.fillAllFields);
    }
    if (cityId !== null) {
      const city = await trx
        .selectFrom('cities')
        .select(['id', 'state_id'])
        .where('id', '=', cityId)
        .executeTakeFirst();
      if (!city || (stateId !== null && city.state_id !== stateId))
        throw new AppError(400, messages.fillAllFields);
    }
  }

  return {
    async byId(trx: Db, shopId: number, customerId: number): Promise<Customer | undefined> {
      const row = await customerRows(trx, shopId).where('id', '=', customerId).executeTakeFirst();
      return row && toCustomer(row);
    },

    async byMobile(trx: Db, shopId: number, mobile: string): Promise<Customer | undefined> {
      // is_default as a literal here and in walkIn (both on every bill's save): the partial unique
      // indexes match only a visible value; with a bound parameter SQLite re-plans the statement on
      // each run (4× the cost of the lookup).
      const row = await customerRows(trx, shopId)
        .where('mobile', '=', mobile)
        .where('is_default', '=', sql.lit(0))
        .executeTakeFirst();
      return row && toCustomer(row);
    },

    /** Name or mobile containing the text, named customers first by name; at most 20. */
    async search(shopId: number, text: string): Promise<Customer[]> {
      // LIKE's wildcards are dropped from the text rather than escaped (ESCAPE differs by dialect).
      const like = `%${text.toLowerCase().replace(/[%_\\]/g, '')}%`;
      const rows = await customerRows(db, shopId)
        .where('is_default', '=', 0)
        .where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', like), eb('mobile', 'like', like)]))
        .orderBy('name')
        .limit(20)
        .execute();
      return rows.map(toCustomer);
    },

    /**
     * billing/addCustomer: a new customer, or the one with this mobile number brought up to date
     * (the add-customer and GST-registered modals both send the whole customer).
     */
    async save(shopId: number, input: AddCustomer): Promise<Customer> {
      const now = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        await checkPlace(trx, input.stateId ?? null, input.cityId ?? null);
        const values = {
          name: input.customerName,
          email: input.customerEmail,
          address: input.customerAddress,
          gst_number: input.gstNumber,
          company_name: input.companyName,
          state_id: input.stateId ?? null,
          city_id: input.cityId ?? null,
          pincode: input.pincode,
          updated_at: now,
        };
        const existing = await customerRows(trx, shopId)
          .where('mobile', '=', input.mobileNumber)
          .where('is_default', '=', 0)
          .executeTakeFirst();
        if (existing) {
          await trx.updateTable('customers').set(values).where('id', '=', existing.id).execute();
          return toCustomer({ ...existing, ...values });
        }
        const inserted = await trx
          .insertInto('customers')
          .values({ ...values, shop_id: shopId, mobile: input.mobileNumber, is_default: 0, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return toCustomer({ ...values, id: inserted.id, mobile: input.mobileNumber, is_default: 0 });
      });
    },

    /** The shop's walk-in customer, made on first use with the owner's phone number. */
    async walkIn(trx: Db, shopId: number): Promise<Customer> {
      const [found] = await walkInRow(trx, { shopId });
      if (found) return toCustomer(found);
      const owner = await trx
        .selectFrom('users')
        .select('contact_number')
        .where('shop_id', '=', shopId)
        .where('user_type', '=', 'retailer')
        .executeTakeFirst();
      const now = clock.now().toISOString();
      // Two first bills at once may both get here: the unique index keeps one row, and the loser
      // reads it back.
      await trx
        .insertInto('customers')
        .values({
          shop_id: shopId,
          name: WALK_IN_NAME,
          mobile: owner?.contact_number ?? '',
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['shop_id']).where('is_default', '=', sql.lit(1)).doNothing())
        .execute();
      const [made] = await walkInRow(trx, { shopId });
      if (!made) throw new Error(`the walk-in customer of shop ${shopId} was not created`);
      return toCustomer(made);
    },
  };
}
export type Customers = ReturnType<typeof createCustomers>;
