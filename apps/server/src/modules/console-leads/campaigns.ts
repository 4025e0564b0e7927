import {
  campaignMessages,
  type ZAddCampaignRequest,
  type ZCampaignListQuery,
  type ZUpdateCampaignRequest,
} from '@galla/contracts/console-campaigns';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import './tables.js';

type AddCampaign = z.output<typeof ZAddCampaignRequest>;
type UpdateCampaign = z.output<typeof ZUpdateCampaignRequest>;
type ListQuery = z.output<typeof ZCampaignListQuery>;

const sortColumns = {
  createdAt: 'c.created_at',
  name: 'c.name',
  code: 'c.code',
  signUps: 'sign_ups',
} as const;

// Google ad campaigns: a name, a code for the sign-up link, an on/off switch and dates. The list
// counts, for each, the leads staff entered with it, the sign-ups its link brought and how many of
// those finished signing up; counted live, so they are never out of step with the accounts.
export function createCampaigns(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async list(query: ListQuery) {
      let base = db.selectFrom('campaigns as c');
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          eb.or([containsText(eb.ref('c.name'), search), containsText(eb.ref('c.code'), search)]),
        );
      }
      if (query.active) base = base.where('c.active', '=', query.active === 'yes' ? 1 : 0);
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .select((eb) => [
              'c.id',
              'c.name',
              'c.code',
              'c.active',
              'c.starts_on',
              'c.ends_on',
              'c.created_at',
              eb
                .selectFrom('leads as l')
                .select((e) => e.fn.countAll<number | string>().as('n'))
                .whereRef('l.campaign_id', '=', 'c.id')
                .where('l.kind', '=', 'staff')
                .as('leads'),
              eb
                .selectFrom('campaign_signups as cs')
                .select((e) => e.fn.countAll<number | string>().as('n'))
                .whereRef('cs.campaign_id', '=', 'c.id')
                .as('sign_ups'),
              eb
                .selectFrom('campaign_signups as cs')
                .innerJoin('shops as s', 's.id', 'cs.shop_id')
                .innerJoin('users as u', (j) =>
                  j.onRef('u.shop_id', '=', 's.id').on('u.user_type', '=', 'retailer'),
                )
                .select((e) => e.fn.countAll<number | string>().as('n'))
                .whereRef('cs.campaign_id', '=', 'c.id')
                .where('u.is_register', '>=', 3)
                .where('s.is_onboard', '<>', 0)
                .as('completed'),
            ])
            .orderBy(sql.ref(sortColumns[query.sortBy]), query.sortDirection)
            .orderBy('c.id', query.sortDirection),
        query,
      );
      return {
        total,
        rows: rows.map((r) => ({
          campaignId: r.id,
          name: r.name,
          code: r.code,
          active: r.active === 1,
          startsOn: r.starts_on,
          endsOn: r.ends_on,
          leads: Number(r.leads ?? 0),
          signUps: Number(r.sign_ups ?? 0),
          signUpsCompleted: Number(r.completed ?? 0),
          createdAt: r.created_at,
        })),
      };
    },

    async add(body: AddCampaign, actorId: number) {
      const taken = await db
        .selectFrom('campaigns')
        .select('id')
        .where('code', '=', body.code)
        .executeTakeFirst();
      if (taken) throw new AppError(400, campaignMessages.codeTaken);
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('campaigns')
            .values({
              name: body.name,
              code: body.code,
              active: body.active ? 1 : 0,
              starts_on: body.startsOn,
              ends_on: body.endsOn,
              created_at: clock.now().toISOString(),
              created_by: actorId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await audit(trx, clock, {
            shopId: null,
            actor: { kind: 'staff', id: actorId },
            action: 'campaignAdded',
            entity: 'campaign',
            entityId: row.id,
            after: body,
          });
          return { campaignId: row.id };
        })
        .catch((error: unknown) => {
          // Two Admins choosing one code at once: the unique index stops the second.
          if (/unique|duplicate/i.test(String(error))) throw new AppError(400, campaignMessages.codeTaken);
          throw error;
        });
    },

    async update(body: UpdateCampaign, actorId: number) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('campaigns')
          .select(['name', 'active', 'starts_on', 'ends_on'])
          .where('id', '=', body.campaignId)
          .executeTakeFirst();
        if (!row) throw new AppError(404, campaignMessages.notFound);
        const before = {
          name: row.name,
          active: row.active === 1,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
        };
        const after = { name: body.name, active: body.active, startsOn: body.startsOn, endsOn: body.endsOn };
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await trx
          .updateTable('campaigns')
          .set({
            name: after.name,
            active: after.active ? 1 : 0,
            starts_on: after.startsOn,
            ends_on: after.endsOn,
          })
          .where('id', '=', body.campaignId)
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'campaignUpdated',
          entity: 'campaign',
          entityId: body.campaignId,
          before,
          after,
        });
      });
    },
  };
}
export type Campaigns = ReturnType<typeof createCampaigns>;
