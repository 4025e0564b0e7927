import type { LeadRow, ZLeadListQuery } from '@galla/contracts/console-leads';
import { type LeadSource, type LeadStatus, leadStage } from '@galla/domain/leads';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import './tables.js';

type ListQuery = z.output<typeof ZLeadListQuery>;

const sortColumns = {
  createdAt: 'p.created_at',
  name: 'p.name',
  status: 'p.status',
  updatedAt: 'p.updated_at',
} as const;

/** A business date's first instant in India, as the UTC text the tables keep. */
function istStart(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}
function istEnd(date: string): string {
  return new Date(new Date(`${date}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
}

// Every prospect in one query: the lead rows (staff's own, and sign-ups staff took up), and the
// retailers' sign-ups nobody has worked yet: unfinished ones, and finished ones a campaign brought.
// A sign-up's name, mobile and shop are read live from users and shops, never copied.
export function prospectsQuery(db: Db) {
  const worked = db
    .selectFrom('leads as l')
    .leftJoin('shops as s', 's.id', 'l.shop_id')
    .leftJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'l.shop_id').on('u.user_type', '=', 'retailer'))
    .leftJoin('campaign_signups as cs', 'cs.shop_id', 'l.shop_id')
    .leftJoin('cities as ci', 'ci.id', 's.city_id')
    .leftJoin('states as st', 'st.id', 's.state_id')
    .select([
      sql<number | null>`l.id`.as('lead_id'),
      sql<number | null>`l.shop_id`.as('shop_id'),
      sql<string>`coalesce(l.name, u.first_name || ' ' || u.last_name, '')`.as('name'),
      sql<string>`coalesce(l.mobile, u.contact_number, '')`.as('mobile'),
      sql<string | null>`coalesce(l.shop_name, s.trade_name)`.as('shop_name'),
      sql<string | null>`coalesce(l.city, ci.name)`.as('city'),
      sql<string | null>`coalesce(l.state, st.name)`.as('state'),
      sql<string>`l.source`.as('source'),
      sql<number | null>`coalesce(l.campaign_id, cs.campaign_id)`.as('campaign_id'),
      sql<string>`l.status`.as('status'),
      sql<number | null>`l.assigned_to`.as('assigned_to'),
      sql<number | null>`u.id`.as('user_id'),
      sql<number | null>`u.is_register`.as('is_register'),
      sql<number | null>`s.is_onboard`.as('is_onboard'),
      sql<string>`l.created_at`.as('created_at'),
      sql<string>`l.updated_at`.as('updated_at'),
    ]);
  const untouched = db
    .selectFrom('users as u')
    .innerJoin('shops as s', 's.id', 'u.shop_id')
    .leftJoin('campaign_signups as cs', 'cs.shop_id', 's.id')
    .leftJoin('cities as ci', 'ci.id', 's.city_id')
    .leftJoin('states as st', 'st.id', 's.state_id')
    .where('u.user_type', '=', 'retailer')
    .where('u.status', '<>', 'deleted')
    .where((eb) =>
      eb.or([eb('u.is_register', '<', 3), eb('s.is_onboard', '=', 0), eb('cs.campaign_id', 'is not', null)]),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('leads as w').select('w.id').whereRef('w.shop_id', '=', 's.id'))),
    )
    .select([
      sql<number | null>`null`.as('lead_id'),
      sql<number | null>`s.id`.as('shop_id'),
      sql<string>`u.first_name || ' ' || u.last_name`.as('name'),
      sql<string>`u.contact_number`.as('mobile'),
      sql<string | null>`s.trade_name`.as('shop_name'),
      sql<string | null>`ci.name`.as('city'),
      sql<string | null>`st.name`.as('state'),
      sql<string>`'signUp'`.as('source'),
      sql<number | null>`cs.campaign_id`.as('campaign_id'),
      sql<string>`'new'`.as('status'),
      sql<number | null>`null`.as('assigned_to'),
      sql<number | null>`u.id`.as('user_id'),
      sql<number | null>`u.is_register`.as('is_register'),
      sql<number | null>`s.is_onboard`.as('is_onboard'),
      sql<string>`u.created_at`.as('created_at'),
      sql<string>`u.created_at`.as('updated_at'),
    ]);
  return db
    .selectFrom(worked.unionAll(untouched).as('p'))
    .leftJoin('campaigns as c', 'c.id', 'p.campaign_id')
    .leftJoin('staff_users as a', 'a.id', 'p.assigned_to');
}

type Filtered = ReturnType<typeof prospectsQuery>;

function withRowColumns(q: Filtered) {
  return q.select([
    'p.lead_id',
    'p.shop_id',
    'p.name',
    'p.mobile',
    'p.shop_name',
    'p.city',
    'p.state',
    'p.source',
    'p.campaign_id',
    'c.code as campaign_code',
    'p.status',
    'p.assigned_to',
    sql<string | null>`a.first_name || ' ' || a.last_name`.as('assigned_name'),
    'p.user_id',
    'p.is_register',
    'p.is_onboard',
    'p.created_at',
    'p.updated_at',
  ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof withRowColumns>['execute']>>[number];

function toRow(r: RawRow): LeadRow {
  return {
    ref: r.lead_id !== null ? `lead-${r.lead_id}` : `shop-${r.shop_id}`,
    name: r.name,
    mobile: r.mobile,
    shopName: r.shop_name,
    city: r.city,
    state: r.state,
    source: r.source as LeadSource,
    campaignId: r.campaign_id === null ? null : Number(r.campaign_id),
    campaignCode: r.campaign_code ?? null,
    status: r.status as LeadStatus,
    assignedTo: r.assigned_to === null ? null : Number(r.assigned_to),
    assignedName: r.assigned_name ?? null,
    stage: leadStage(
      r.user_id === null ? null : { isRegister: Number(r.is_register), isOnboard: Number(r.is_onboard) },
    ),
    retailerId: r.user_id === null ? null : Number(r.user_id),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function listProspects(db: Db, query: ListQuery) {
  let base = prospectsQuery(db);
  if (query.search) {
    const search = query.search;
    base = base.where((eb) =>
      eb.or([
        containsText(eb.ref('p.name'), search),
        containsText(eb.ref('p.mobile'), search),
        containsText(eb.ref('p.shop_name'), search),
      ]),
    );
  }
  if (query.status) base = base.where('p.status', '=', query.status);
  if (query.assignedTo === 'none') base = base.where('p.assigned_to', 'is', null);
  else if (query.assignedTo) base = base.where('p.assigned_to', '=', Number(query.assignedTo));
  if (query.source) base = base.where('p.source', '=', query.source);
  if (query.campaignId) base = base.where('p.campaign_id', '=', query.campaignId);
  if (query.from) base = base.where('p.created_at', '>=', istStart(query.from));
  if (query.to) base = base.where('p.created_at', '<', istEnd(query.to));
  const { total, rows } = await pageOf(
    base,
    (q) =>
      withRowColumns(q)
        .orderBy(sortColumns[query.sortBy], query.sortDirection)
        .orderBy('p.lead_id', query.sortDirection)
        .orderBy('p.shop_id', query.sortDirection),
    query,
  );
  return { total, rows: rows.map(toRow) };
}

/** One prospect by its ref, or undefined. */
export async function prospectByRef(db: Db, ref: { leadId?: number; shopId?: number }) {
  let q = prospectsQuery(db);
  if (ref.leadId !== undefined) q = q.where('p.lead_id', '=', ref.leadId);
  else q = q.where('p.shop_id', '=', ref.shopId!);
  const row = await withRowColumns(q).executeTakeFirst();
  return row ? toRow(row) : undefined;
}
