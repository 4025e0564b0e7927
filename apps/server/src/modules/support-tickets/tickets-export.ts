import { type TicketStatus, ticketStatuses } from '@galla/domain/support-tickets';
import type { Db } from '../../db/database.js';
import type { ExportRow, ExportSource } from '../console-download/export-source.js';
import { fullName } from './names.js';
import './tables.js';

// Download's tickets export: every support ticket with its shop, who raised it, status, assignee and
// relationship manager. The conversation stays in the console; the export is for counting and
// follow-up, so it carries the question, not the replies.
export function ticketsExport(db: Db): ExportSource {
  return {
    fileStem: 'tickets',
    sheetName: 'Tickets',
    summary: 'All support tickets with shop, raised by, topic, status, assignee and relationship manager',
    columns: [
      { key: 'ticket', header: 'Ticket', width: 8 },
      { key: 'shop', header: 'Shop', width: 28 },
      { key: 'raisedBy', header: 'Raised by', width: 22 },
      { key: 'mobile', header: 'Mobile', width: 14 },
      { key: 'topic', header: 'Topic', width: 20 },
      { key: 'message', header: 'Message', width: 48 },
      { key: 'status', header: 'Status', width: 22 },
      { key: 'assignedTo', header: 'Assigned to', width: 22 },
      { key: 'manager', header: 'Relationship manager', width: 22 },
      { key: 'dateOfAssignRm', header: 'Sent to manager (UTC)', width: 24 },
      { key: 'createdAt', header: 'Raised at (UTC)', width: 24 },
      { key: 'updatedAt', header: 'Last change (UTC)', width: 24 },
    ],
    async page(cursor, limit) {
      const rows = await db
        .selectFrom('support_tickets as t')
        .innerJoin('shops as s', 's.id', 't.shop_id')
        .innerJoin('users as u', 'u.id', 't.raised_by')
        .leftJoin('staff_users as a', 'a.id', 't.assigned_to')
        .leftJoin('staff_users as r', 'r.id', 't.rm_id')
        .select([
          't.id',
          's.trade_name',
          'u.first_name',
          'u.last_name',
          'u.contact_number',
          't.topic',
          't.message',
          't.status',
          't.date_of_assign_rm',
          't.created_at',
          't.updated_at',
          'a.first_name as assignee_first',
          'a.last_name as assignee_last',
          'r.first_name as rm_first',
          'r.last_name as rm_last',
        ])
        .where('t.id', '>', cursor)
        .orderBy('t.id')
        .limit(limit)
        .execute();
      return {
        cursor: rows.at(-1)?.id ?? cursor,
        rows: rows.map(
          (r): ExportRow => ({
            ticket: r.id,
            shop: r.trade_name ?? '',
            raisedBy: `${r.first_name} ${r.last_name}`.trim(),
            mobile: r.contact_number,
            topic: r.topic,
            message: r.message,
            status: ticketStatuses[r.status as TicketStatus] ?? String(r.status),
            assignedTo: fullName(r.assignee_first, r.assignee_last),
            manager: fullName(r.rm_first, r.rm_last),
            dateOfAssignRm: r.date_of_assign_rm ?? '',
            createdAt: r.created_at,
            updatedAt: r.updated_at,
          }),
        ),
      };
    },
  };
}
