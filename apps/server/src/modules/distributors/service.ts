import type { AddDistributor } from '@galla/contracts/inventory';
import { normaliseGstin } from '@galla/domain/gstin';
import { messages } from '@galla/domain/messages';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { nameContainsAll, searchWords } from '../catalogue/search.js';

type States = { states(): Promise<{ stateId: number; cityList: { cityId: number; City: string }[] }[]> };

// The shop's suppliers, linked to the products bought from them.
export function createDistributorsService(deps: { db: Db; clock: Clock; reference: States }) {
  const { db, clock, reference } = deps;

  return {
    async add(shopId: number, input: AddDistributor) {
      const state = (await reference.states()).find((s) => s.stateId === input.state);
      if (!state?.cityList.some((c) => c.cityId === input.city))
        throw new AppError(400, messages.fillAllFields);
      const row = await db
        .insertInto('distributors')
        .values({
          shop_id: shopId,
          name: input.name,
          address_line1: input.addressLine1,
          address_line2: input.addressLine2 || null,
          country_id: 1,
          state_id: input.state,
          city_id: input.city,
          pincode: input.pinCode,
          gst_number: normaliseGstin(input.gstNumber),
          mobile: input.mobileNo,
          created_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { distributerId: row.id };
    },

    /** By name (every word) or by mobile number; the newest first when the search is empty. */
    async search(shopId: number, searchData: string) {
      let query = db
        .selectFrom('distributors as d')
        .leftJoin('cities as c', 'c.id', 'd.city_id')
        .select(['d.id', 'd.name', 'd.mobile', 'd.gst_number', 'c.name as city'])
        .where('d.shop_id', '=', shopId);
      if (/^[0-9]+$/.test(searchData)) query = query.where('d.mobile', 'like', `${searchData}%`);
      else if (searchData)
        query = query.where((eb) => eb.and(nameContainsAll('d.name', searchWords(searchData))));
      const rows = await query.orderBy('d.id', 'desc').limit(50).execute();
      return rows.map((r) => ({
        distributerId: r.id,
        id: r.id,
        distributedName: r.name,
        name: r.name,
        mobileNo: r.mobile,
        gstNumber: r.gst_number,
        city: r.city ?? null,
      }));
    },
  };
}
export type DistributorsService = ReturnType<typeof createDistributorsService>;
