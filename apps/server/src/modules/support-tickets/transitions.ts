import { type TicketStatus, ticketStatuses } from '@galla/domain/support-tickets';

// Where a ticket may go from the console's status control. Two statuses are reached only by their
// own actions: 2 (Assigned) by assigning it, 5 (With relationship manager) by escalating it; and a
// ticket with the manager (5) leaves only when the manager hands it back (8). A closed ticket (6)
// can only be reopened (7).
const next: Record<TicketStatus, readonly TicketStatus[]> = {
  1: [3, 4, 6],
  2: [3, 4, 6],
  3: [4, 6],
  4: [3, 6],
  5: [],
  6: [7],
  7: [3, 4, 6],
  8: [3, 4, 6],
};

export function nextStatuses(status: number): readonly TicketStatus[] {
  return next[status as TicketStatus] ?? [];
}

/** Escalation needs a ticket still being worked: not already with the manager, not closed. */
export function mayEscalate(status: number): boolean {
  return status !== 5 && status !== 6;
}

export function statusName(status: number): string {
  return ticketStatuses[status as TicketStatus] ?? String(status);
}
