import type { Audience, ZAudience } from '@galla/contracts/console-messages';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';

export type AudienceFilter = z.output<typeof ZAudience>;
export type { Audience };

/**
 * The users a message to `a` reaches, as one query: the preview counts it and the send reads it, so
 * the number previewed is the number sent. A shop's filters (place, category, sign-up stage) are the
 * shop's and its owner's; active/disabled is each user's own. Deleted users never receive anything.
 */
export function audienceQuery(db: Db, a: AudienceFilter) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('shops as s', 's.id', 'u.shop_id')
    .where('u.status', '<>', 'deleted');
  if (a.recipients === 'owners') q = q.where('u.user_type', '=', 'retailer');
  if (a.status !== 'all') q = q.where('u.status', '=', a.status);
  if (a.stateId !== undefined) q = q.where('s.state_id', '=', a.stateId);
  if (a.cityId !== undefined) q = q.where('s.city_id', '=', a.cityId);
  if (a.onboarded !== undefined) q = q.where('s.is_onboard', a.onboarded ? '<>' : '=', 0);
  if (a.superCategoryId !== undefined) {
    const superCategoryId = a.superCategoryId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('shop_categories as sc')
          .innerJoin('categories as c', 'c.id', 'sc.category_id')
          .select('sc.shop_id')
          .whereRef('sc.shop_id', '=', 's.id')
          .where('c.super_category_id', '=', superCategoryId),
      ),
    );
  }
  if (a.isRegister !== undefined) {
    const stage = a.isRegister;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as o')
          .select('o.id')
          .whereRef('o.shop_id', '=', 's.id')
          .where('o.user_type', '=', 'retailer')
          .where('o.is_register', '=', stage),
      ),
    );
  }
  return q;
}
