import { type TicketDetail, type TicketEvent, ticketMessages } from '@galla/contracts/support-tickets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/envelope.js';
import { fullName } from './names.js';
import { mayEscalate, nextStatuses, statusName } from './transitions.js';
import './tables.js';

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { staffId: id, name: fullName(first, last) };

// A ticket's page: the ticket, the shop and how to reach it (its owner's name, number and e-mail;
// never the shop's customers), who works it, and its whole history with internal notes.
export function createTicketDetail(deps: { db: Db }) {
  const { db } = deps;

  async function history(ticketId: number): Promise<TicketEvent[]> {
    const rows = await db
      .selectFrom('support_ticket_events as e')
      .leftJoin('staff_users as st', (j) =>
        j.onRef('st.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'staff'),
      )
      .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'retailer'))
      .select([
        'e.id',
        'e.created_at',
        'e.kind',
        'e.text',
        'e.from_status',
        'e.to_status',
        'e.actor_kind',
        'st.first_name as st_first',
        'st.last_name as st_last',
        'u.first_name as u_first',
        'u.last_name as u_last',
      ])
      .where('e.ticket_id', '=', ticketId)
      .orderBy('e.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      by:
        r.actor_kind === 'staff'
          ? fullName(r.st_first, r.st_last)
          : `${fullName(r.u_first, r.u_last)} (retailer)`,
      kind: r.kind,
      text: r.text,
      fromStatus: r.from_status,
      toStatus: r.to_status,
    }));
  }

  return {
    /** The ticket; with `rmId`, only if it was escalated to that manager. */
    async read(ticketId: number, scope: { rmId?: number } = {}): Promise<TicketDetail> {
      let q = db
        .selectFrom('support_tickets as t')
        .innerJoin('shops as s', 's.id', 't.shop_id')
        .innerJoin('users as rb', 'rb.id', 't.raised_by')
        .leftJoin('staff_users as a', 'a.id', 't.assigned_to')
        .leftJoin('staff_users as r', 'r.id', 't.rm_id')
        .leftJoin('retailer_managers as m', 'm.shop_id', 't.shop_id')
        .leftJoin('staff_users as mr', 'mr.id', 'm.staff_id')
        .select([
          't.id',
          't.version',
          't.topic',
          't.message',
          't.status',
          't.created_at',
          't.updated_at',
          't.date_of_assign_rm',
          't.shop_id',
          't.assigned_to',
          't.rm_id',
          's.trade_name',
          'rb.first_name as by_first',
          'rb.last_name as by_last',
          'rb.contact_number as by_number',
          'a.first_name as a_first',
          'a.last_name as a_last',
          'r.first_name as r_first',
          'r.last_name as r_last',
          'm.staff_id as m_id',
          'mr.first_name as m_first',
          'mr.last_name as m_last',
        ])
        .where('t.id', '=', ticketId);
      if (scope.rmId !== undefined) q = q.where('t.rm_id', '=', scope.rmId);
      const t = await q.executeTakeFirst();
      if (!t) throw new AppError(404, ticketMessages.notFound);
      const owner = await db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'contact_number', 'email'])
        .where('shop_id', '=', t.shop_id)
        .where('user_type', '=', 'retailer')
        .orderBy('id')
        .executeTakeFirst();
      return {
        ticketId: t.id,
        version: t.version,
        topic: t.topic,
        message: t.message,
        status: t.status,
        statusName: statusName(t.status),
        createdAt: t.created_at,
        updatedAt: t.updated_at,
        dateOfAssignRm: t.date_of_assign_rm,
        shop: {
          shopId: t.shop_id,
          name: t.trade_name ?? '',
          ownerName: owner ? fullName(owner.first_name, owner.last_name) : '',
          contactNumber: owner?.contact_number ?? t.by_number,
          email: owner?.email ?? null,
          raisedBy: fullName(t.by_first, t.by_last),
          raisedByNumber: t.by_number,
        },
        assignedTo: person(t.assigned_to, t.a_first, t.a_last),
        rm: person(t.rm_id, t.r_first, t.r_last),
        shopRm: person(t.m_id, t.m_first, t.m_last),
        nextStatuses: [...nextStatuses(t.status)],
        canEscalate: mayEscalate(t.status) && t.m_id !== null,
        history: await history(t.id),
      };
    },
  };
}
export type TicketDetailReader = ReturnType<typeof createTicketDetail>;
