import {
  ticketMessages,
  type ZRmTicketListQuery,
  type ZTicketListQuery,
} from '@galla/contracts/support-tickets';
import type { StaffRole } from '@galla/domain/permissions';
import { hiddenTicketStatuses } from '@galla/domain/support-tickets';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { containsText, pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { defaultWindow, istDayEnd, istDayStart } from './dates.js';
import { fullName } from './names.js';
import { statusName } from './transitions.js';
import './tables.js';

type SupportQuery = z.output<typeof ZTicketListQuery>;
type RmQuery = z.output<typeof ZRmTicketListQuery>;

const sortColumns = {
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
  status: 't.status',
  shopName: 's.trade_name',
  dateOfAssignRm: 't.date_of_assign_rm',
} as const;

// The console's ticket lists, paged and sorted on the server. Support staff see every shop's
// tickets except the statuses their role never sees (an executive: 5 and 6); a relationship manager
// sees the tickets escalated to them, never 6 or 8 (the manager's list of domain/support-tickets).
export function createTicketList(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The raised-on window: as asked, else the last 31 days (or the 31 days up to the end asked for). */
  function window(query: RmQuery) {
    const to = query.filterDateTo ?? defaultWindow(clock.now()).to;
    const from = query.filterDateFrom ?? defaultWindow(new Date(istDayStart(to))).from;
    if (from > to) throw new AppError(400, ticketMessages.fromAfterTo);
    return { from, to };
  }

  async function page(
    query: RmQuery,
    hidden: readonly number[],
    scope: (q: ReturnType<typeof base>) => ReturnType<typeof base>,
  ) {
    const filterDate = window(query);
    let q = scope(base())
      .where('t.created_at', '>=', istDayStart(filterDate.from))
      .where('t.created_at', '<', istDayEnd(filterDate.to));
    if (hidden.length > 0) q = q.where('t.status', 'not in', [...hidden]);
    if (query.currentStatus !== undefined) q = q.where('t.status', '=', query.currentStatus);
    if (query.dateOfAssignRm) {
      q = q
        .where('t.date_of_assign_rm', '>=', istDayStart(query.dateOfAssignRm))
        .where('t.date_of_assign_rm', '<', istDayEnd(query.dateOfAssignRm));
    }
    if (query.search) {
      const search = query.search;
      const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
      q = q.where((eb) =>
        eb.or([
          containsText(eb.ref('s.trade_name'), search),
          containsText(eb.ref('t.topic'), search),
          containsText(eb.ref('t.message'), search),
          ...(id === null ? [] : [eb('t.id', '=', id)]),
        ]),
      );
    }
    const { total, rows } = await pageOf(
      q,
      (filtered) =>
        filtered
          .select([
            't.id',
            't.topic',
            't.status',
            't.date_of_assign_rm',
            't.created_at',
            't.updated_at',
            's.trade_name',
            'a.first_name as a_first',
            'a.last_name as a_last',
            'r.first_name as r_first',
            'r.last_name as r_last',
          ])
          .orderBy(sortColumns[query.sortBy], query.sortDirection)
          .orderBy('t.id', query.sortDirection),
      query,
    );
    return {
      total,
      filterDate,
      rows: rows.map((r) => ({
        ticketId: r.id,
        shopName: r.trade_name ?? '',
        topic: r.topic,
        status: r.status,
        statusName: statusName(r.status),
        assignedTo: r.a_first === null ? null : fullName(r.a_first, r.a_last),
        rmName: r.r_first === null ? null : fullName(r.r_first, r.r_last),
        dateOfAssignRm: r.date_of_assign_rm,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      })),
    };
  }

  function base() {
    return db
      .selectFrom('support_tickets as t')
      .innerJoin('shops as s', 's.id', 't.shop_id')
      .leftJoin('staff_users as a', 'a.id', 't.assigned_to')
      .leftJoin('staff_users as r', 'r.id', 't.rm_id');
  }

  return {
    /** Customer Support's list, for a staff member of `role`. */
    support(query: SupportQuery, staff: { staffId: number; userType: StaffRole }) {
      const { assignedTo } = query;
      return page(query, hiddenTicketStatuses(staff.userType), (q) => {
        if (assignedTo === 'none') return q.where('t.assigned_to', 'is', null);
        if (assignedTo === 'me') return q.where('t.assigned_to', '=', staff.staffId);
        if (typeof assignedTo === 'number') return q.where('t.assigned_to', '=', assignedTo);
        return q;
      });
    },

    /** The relationship manager's list: tickets escalated to them. */
    rm(query: RmQuery, staffId: number) {
      // Whoever opens it, this is a manager's list: it hides what a manager's list hides.
      return page(query, hiddenTicketStatuses('zonalManager'), (q) => q.where('t.rm_id', '=', staffId));
    },
  };
}
export type TicketList = ReturnType<typeof createTicketList>;
