import { type LeadStatus, leadStatusLabels } from '@galla/domain/leads';
import type { Db } from '../../db/database.js';
import type { ExportRow, ExportSource } from '../console-download/export-source.js';
import './tables.js';

// Download's leads export: every lead row, that is every prospect staff entered or took up (a
// retailer's own sign-up gets a row the first time staff work it). A sign-up's name, mobile and
// shop come from its account, as the Leads list shows them.
export function leadsExport(db: Db): ExportSource {
  return {
    fileStem: 'leads',
    sheetName: 'Leads',
    summary: 'All leads with their contact, source, campaign, status, manager and retailer account',
    columns: [
      { key: 'name', header: 'Name', width: 24 },
      { key: 'mobile', header: 'Mobile', width: 14 },
      { key: 'shop', header: 'Shop', width: 28 },
      { key: 'city', header: 'City', width: 18 },
      { key: 'state', header: 'State', width: 18 },
      { key: 'source', header: 'Source', width: 14 },
      { key: 'campaign', header: 'Campaign', width: 18 },
      { key: 'status', header: 'Status', width: 14 },
      { key: 'manager', header: 'Assigned to', width: 22 },
      { key: 'signedUp', header: 'Signed up', width: 10 },
      { key: 'createdAt', header: 'Created at (UTC)', width: 24 },
    ],
    async page(cursor, limit) {
      const rows = await db
        .selectFrom('leads as l')
        .leftJoin('shops as s', 's.id', 'l.shop_id')
        .leftJoin('users as u', (join) =>
          join.onRef('u.shop_id', '=', 'l.shop_id').on('u.user_type', '=', 'retailer'),
        )
        .leftJoin('campaigns as c', 'c.id', 'l.campaign_id')
        .leftJoin('staff_users as m', 'm.id', 'l.assigned_to')
        .select([
          'l.id',
          'l.name',
          'l.mobile',
          'l.shop_name',
          'l.city',
          'l.state',
          'l.source',
          'l.status',
          'l.created_at',
          'u.first_name',
          'u.last_name',
          'u.contact_number',
          'u.is_register',
          's.trade_name',
          'c.code as campaign',
          'm.first_name as manager_first',
          'm.last_name as manager_last',
        ])
        .where('l.id', '>', cursor)
        .orderBy('l.id')
        .limit(limit)
        .execute();
      return {
        cursor: rows.at(-1)?.id ?? cursor,
        rows: rows.map(
          (r): ExportRow => ({
            name: r.name ?? (r.first_name === null ? '' : `${r.first_name} ${r.last_name ?? ''}`.trim()),
            mobile: r.mobile ?? r.contact_number ?? '',
            shop: r.shop_name ?? r.trade_name ?? '',
            city: r.city ?? '',
            state: r.state ?? '',
            source: r.source,
            campaign: r.campaign ?? '',
            status: leadStatusLabels[r.status as LeadStatus] ?? r.status,
            manager: r.manager_first === null ? '' : `${r.manager_first} ${r.manager_last ?? ''}`.trim(),
            signedUp: r.is_register === 3 ? 'Yes' : 'No',
            createdAt: r.created_at,
          }),
        ),
      };
    },
  };
}
