import type { MyTicket, RaiseTicketRequest } from '@galla/contracts/support-tickets';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { fullName } from './names.js';
import { statusName } from './transitions.js';
import './tables.js';

/** How many of its tickets a shop sees on Help: the newest. */
const MY_TICKETS_SHOWN = 50;

// The retailer's side, from Help: raise a ticket for the shop, read the shop's tickets with their
// status and the replies. Owner and sub-users alike; always scoped to the caller's own shop. Internal
// notes never leave the console.
export function createRetailerTickets(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async raise(retailer: Retailer, body: Required<RaiseTicketRequest>): Promise<{ ticketId: number }> {
      const now = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('support_tickets')
          .values({
            shop_id: retailer.shopId,
            raised_by: retailer.userId,
            topic: body.topic,
            message: body.message,
            status: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('support_ticket_events')
          .values({
            ticket_id: row.id,
            actor_kind: 'retailer',
            actor_id: retailer.userId,
            kind: 'raised',
            text: null,
            from_status: null,
            to_status: 1,
            detail: null,
            created_at: now,
          })
          .execute();
        await audit(trx, clock, {
          shopId: retailer.shopId,
          actor: { kind: 'retailer', id: retailer.userId },
          action: 'ticketRaised',
          entity: 'supportTicket',
          entityId: row.id,
          after: { topic: body.topic, message: body.message },
        });
        return { ticketId: row.id };
      });
    },

    async mine(retailer: Retailer): Promise<MyTicket[]> {
      const tickets = await db
        .selectFrom('support_tickets as t')
        .innerJoin('users as u', 'u.id', 't.raised_by')
        .select([
          't.id',
          't.topic',
          't.message',
          't.status',
          't.created_at',
          't.updated_at',
          'u.first_name',
          'u.last_name',
        ])
        .where('t.shop_id', '=', retailer.shopId)
        .orderBy('t.id', 'desc')
        .limit(MY_TICKETS_SHOWN)
        .execute();
      if (tickets.length === 0) return [];
      const replies = await db
        .selectFrom('support_ticket_events as e')
        .innerJoin('staff_users as s', 's.id', 'e.actor_id')
        .select(['e.ticket_id', 'e.created_at', 'e.text', 's.first_name'])
        .where('e.kind', '=', 'reply')
        .where(
          'e.ticket_id',
          'in',
          tickets.map((t) => t.id),
        )
        .orderBy('e.id')
        .execute();
      return tickets.map((t) => ({
        ticketId: t.id,
        topic: t.topic,
        message: t.message,
        status: t.status,
        statusName: statusName(t.status),
        raisedBy: fullName(t.first_name, t.last_name),
        createdAt: t.created_at,
        updatedAt: t.updated_at,
        // Staff sign replies with their first name only, as a support desk does.
        replies: replies
          .filter((r) => r.ticket_id === t.id)
          .map((r) => ({ at: r.created_at, by: `Galla Support (${r.first_name})`, text: r.text ?? '' })),
      }));
    },
  };
}
export type RetailerTickets = ReturnType<typeof createRetailerTickets>;
