import { ticketMessages } from '@galla/contracts/support-tickets';
import { type StaffRole, staffMayOpen } from '@galla/domain/permissions';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { createNotificationsService } from '../notifications/service.js';
import { fullName } from './names.js';
import type { TicketEventKind } from './tables.js';
import { mayEscalate, nextStatuses, statusName } from './transitions.js';

type Ticket = {
  id: number;
  shop_id: number;
  raised_by: number;
  status: number;
  assigned_to: number | null;
  rm_id: number | null;
  version: number;
};
type Fields = Partial<Pick<Ticket, 'status' | 'assigned_to' | 'rm_id'>> & { date_of_assign_rm?: string };

const REPLY_PREVIEW = 80;

// What staff do to a ticket. Each change runs in one transaction: it reads the ticket, checks the
// version the staff member saw, writes the fields with `version = version + 1` only where the
// version is still the one read (so of two simultaneous changes the second finds no row and is told
// to reload, on SQLite and PostgreSQL alike), adds the history event and the audit entry.
// Comments do not touch the version: two people may comment at once without either losing anything.
export function createTicketChanges(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function load(trx: Db, ticketId: number, scope: { rmId?: number }): Promise<Ticket> {
    let q = trx
      .selectFrom('support_tickets')
      .select(['id', 'shop_id', 'raised_by', 'status', 'assigned_to', 'rm_id', 'version'])
      .where('id', '=', ticketId);
    if (scope.rmId !== undefined) q = q.where('rm_id', '=', scope.rmId);
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError(404, ticketMessages.notFound);
    return row;
  }

  async function event(
    trx: Db,
    ticketId: number,
    staffId: number,
    kind: TicketEventKind,
    values: { text?: string | null; from?: number; to?: number; detail?: unknown } = {},
  ) {
    await trx
      .insertInto('support_ticket_events')
      .values({
        ticket_id: ticketId,
        actor_kind: 'staff',
        actor_id: staffId,
        kind,
        text: values.text ?? null,
        from_status: values.from ?? null,
        to_status: values.to ?? null,
        detail: values.detail === undefined ? null : JSON.stringify(values.detail),
        created_at: clock.now().toISOString(),
      })
      .execute();
  }

  /**
   * Runs `decide` on the ticket as read, then writes what it returns if nobody changed the ticket
   * meanwhile. Answers the new version.
   */
  async function change(
    ticketId: number,
    version: number,
    staffId: number,
    scope: { rmId?: number },
    decide: (
      trx: Db,
      ticket: Ticket,
    ) => Promise<{ fields: Fields; after: (trx: Db) => Promise<void> } | null>,
  ): Promise<{ version: number }> {
    return db.transaction().execute(async (trx) => {
      const ticket = await load(trx, ticketId, scope);
      if (ticket.version !== version) throw new AppError(409, ticketMessages.changedElsewhere);
      const decided = await decide(trx, ticket);
      if (!decided) return { version: ticket.version };
      const written = await trx
        .updateTable('support_tickets')
        .set({ ...decided.fields, version: ticket.version + 1, updated_at: clock.now().toISOString() })
        .where('id', '=', ticket.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) throw new AppError(409, ticketMessages.changedElsewhere);
      await decided.after(trx);
      await audit(trx, clock, {
        shopId: ticket.shop_id,
        actor: { kind: 'staff', id: staffId },
        action: 'ticketChanged',
        entity: 'supportTicket',
        entityId: ticket.id,
        before: Object.fromEntries(
          Object.keys(decided.fields).map((k) => [k, ticket[k as keyof Ticket] ?? null]),
        ),
        after: decided.fields,
      });
      return { version: ticket.version + 1 };
    });
  }

  async function staffName(trx: Db, staffId: number): Promise<string> {
    const row = await trx
      .selectFrom('staff_users')
      .select(['first_name', 'last_name'])
      .where('id', '=', staffId)
      .executeTakeFirst();
    return row ? fullName(row.first_name, row.last_name) : '';
  }

  async function comment(
    input: { ticketId: number; text: string; public: boolean },
    staffId: number,
    scope: { rmId?: number },
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const ticket = await load(trx, input.ticketId, scope);
      await event(trx, ticket.id, staffId, input.public ? 'reply' : 'note', { text: input.text });
      await trx
        .updateTable('support_tickets')
        .set({ updated_at: clock.now().toISOString() })
        .where('id', '=', ticket.id)
        .execute();
      if (input.public) {
        // Through the notifications service, on this transaction: the reply and the bell's item
        // are saved together or not at all.
        const preview =
          input.text.length > REPLY_PREVIEW ? `${input.text.slice(0, REPLY_PREVIEW - 1)}…` : input.text;
        await createNotificationsService({ db: trx, clock }).notify({
          shopId: ticket.shop_id,
          userId: ticket.raised_by,
          text: ticketMessages.replyNotification
            .replace('{id}', String(ticket.id))
            .replace('{text}', preview),
        });
      }
      await audit(trx, clock, {
        shopId: ticket.shop_id,
        actor: { kind: 'staff', id: staffId },
        action: input.public ? 'ticketReplied' : 'ticketNoted',
        entity: 'supportTicket',
        entityId: ticket.id,
        after: { text: input.text },
      });
    });
  }

  return {
    /** The console's status control (not 2, 5 or 8: those have their own actions). */
    setStatus(input: { ticketId: number; version: number; status: number }, staffId: number) {
      return change(input.ticketId, input.version, staffId, {}, async (_trx, ticket) => {
        if (ticket.status === input.status) throw new AppError(400, ticketMessages.sameStatus);
        if (ticket.status === 5) throw new AppError(400, ticketMessages.withRm);
        if (!nextStatuses(ticket.status).includes(input.status as never)) {
          throw new AppError(
            400,
            ticketMessages.transition
              .replace('{from}', statusName(ticket.status))
              .replace('{to}', statusName(input.status)),
          );
        }
        return {
          fields: { status: input.status },
          after: (trx) => event(trx, ticket.id, staffId, 'status', { from: ticket.status, to: input.status }),
        };
      });
    },

    /** To a support executive (anyone whose role opens Customer Support), or to nobody. */
    assign(input: { ticketId: number; version: number; staffId: number | null }, staffId: number) {
      return change(input.ticketId, input.version, staffId, {}, async (trx, ticket) => {
        if (ticket.status === 6) throw new AppError(400, ticketMessages.closedNoAssign);
        if (ticket.assigned_to === input.staffId) return null;
        let name: string | null = null;
        if (input.staffId !== null) {
          const target = await trx
            .selectFrom('staff_users')
            .select(['first_name', 'last_name', 'user_type', 'status'])
            .where('id', '=', input.staffId)
            .executeTakeFirst();
          if (
            target?.status !== 'active' ||
            !staffMayOpen(target.user_type as StaffRole, 'customerSupport')
          ) {
            throw new AppError(400, ticketMessages.badAssignee);
          }
          name = fullName(target.first_name, target.last_name);
        }
        // A new or returned ticket given to someone is now Assigned; one being worked keeps its status.
        const status = input.staffId !== null && [1, 7, 8].includes(ticket.status) ? 2 : ticket.status;
        const fields: Fields = { assigned_to: input.staffId };
        if (status !== ticket.status) fields.status = status;
        return {
          fields,
          after: (trx) =>
            event(trx, ticket.id, staffId, 'assigned', {
              text: name,
              from: ticket.status,
              to: status,
              detail: { from: ticket.assigned_to, to: input.staffId },
            }),
        };
      });
    },

    /** To the shop's relationship manager (retailer mapping): status 5, dated. */
    escalate(input: { ticketId: number; version: number }, staffId: number) {
      return change(input.ticketId, input.version, staffId, {}, async (trx, ticket) => {
        if (!mayEscalate(ticket.status)) throw new AppError(400, ticketMessages.cannotEscalate);
        const mapping = await trx
          .selectFrom('retailer_managers')
          .select('staff_id')
          .where('shop_id', '=', ticket.shop_id)
          .executeTakeFirst();
        if (!mapping) throw new AppError(400, ticketMessages.noRm);
        const rmName = await staffName(trx, mapping.staff_id);
        return {
          fields: { status: 5, rm_id: mapping.staff_id, date_of_assign_rm: clock.now().toISOString() },
          after: (trx) =>
            event(trx, ticket.id, staffId, 'escalated', {
              text: rmName,
              from: ticket.status,
              to: 5,
              detail: { rmId: mapping.staff_id },
            }),
        };
      });
    },

    /** The relationship manager hands a ticket with them back to support (status 8). */
    handBack(input: { ticketId: number; version: number; note?: string }, rmId: number) {
      return change(input.ticketId, input.version, rmId, { rmId }, async (_trx, ticket) => {
        if (ticket.status !== 5) throw new AppError(400, ticketMessages.notWithRm);
        return {
          fields: { status: 8 },
          after: (trx) =>
            event(trx, ticket.id, rmId, 'returned', { text: input.note || null, from: 5, to: 8 }),
        };
      });
    },

    /** Support's comment on any ticket. */
    comment: (input: { ticketId: number; text: string; public: boolean }, staffId: number) =>
      comment(input, staffId, {}),

    /** A manager's comment, on a ticket escalated to them. */
    rmComment: (input: { ticketId: number; text: string; public: boolean }, rmId: number) =>
      comment(input, rmId, { rmId }),
  };
}
export type TicketChanges = ReturnType<typeof createTicketChanges>;
