import type { StaffRole } from './permissions.js';

// A support ticket's life (accounts spec §3 ticket fields; issue 22). The spec names only codes 5,
// 6 and 8, by who must not see them: a support executive's list hides 5 and 6, a relationship
// manager's hides 6 and 8. The codes below are chosen so that rule reads naturally: 5 sits with the
// retailer's relationship manager (not the executive's work), 6 is closed (nobody's work), and 8 has
// been handed back by the manager to support (no longer the manager's work).
export const ticketStatuses = {
  1: 'Open',
  2: 'Assigned',
  3: 'In progress',
  4: 'Waiting for retailer',
  5: 'With relationship manager',
  6: 'Closed',
  7: 'Reopened',
  8: 'Returned to support',
} as const;
export type TicketStatus = keyof typeof ticketStatuses;
export const ticketStatusCodes = Object.keys(ticketStatuses).map(Number) as TicketStatus[];

/** Support executives work tickets in customer support; managers in RM management. */
export type TicketListKind = 'supportExecutive' | 'relationshipManager' | 'all';

/** Whose list this role works from: Cse and floorManager are support, zonal and state managers RMs. */
export function ticketListKind(role: StaffRole): TicketListKind {
  if (role === 'Cse' || role === 'floorManager') return 'supportExecutive';
  if (role === 'zonalManager' || role === 'stateManager') return 'relationshipManager';
  return 'all';
}

const hidden: Record<TicketListKind, readonly TicketStatus[]> = {
  supportExecutive: [5, 6],
  relationshipManager: [6, 8],
  all: [],
};

/** The statuses a role's ticket list never shows. */
export function hiddenTicketStatuses(role: StaffRole): readonly TicketStatus[] {
  return hidden[ticketListKind(role)];
}

/** The ticket list's date filter starts this many days back (accounts spec §3). */
export const TICKET_FILTER_DEFAULT_DAYS = 31;
