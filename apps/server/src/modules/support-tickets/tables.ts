import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    support_tickets: SupportTicketsTable;
    support_ticket_events: SupportTicketEventsTable;
  }
}

export interface SupportTicketsTable {
  id: Generated<number>;
  shop_id: number;
  /** The owner or sub-user who raised it: the one told of replies. */
  raised_by: number;
  topic: string;
  message: string;
  /** 1–8, domain/support-tickets. */
  status: Generated<number>;
  /** The support executive working it. */
  assigned_to: number | null;
  /** The relationship manager it was escalated to. */
  rm_id: number | null;
  /** When it was escalated to the relationship manager (UTC timestamp). */
  date_of_assign_rm: string | null;
  /** Grows with every change of the fields above, so a stale change is refused. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type TicketEventKind = 'raised' | 'status' | 'assigned' | 'escalated' | 'returned' | 'reply' | 'note';

export interface SupportTicketEventsTable {
  id: Generated<number>;
  ticket_id: number;
  actor_kind: 'retailer' | 'staff';
  actor_id: number | null;
  kind: TicketEventKind;
  text: string | null;
  from_status: number | null;
  to_status: number | null;
  detail: string | null;
  created_at: string;
}
