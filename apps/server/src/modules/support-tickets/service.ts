import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createRetailerTickets } from './retailer-tickets.js';
import { createTicketChanges } from './ticket-changes.js';
import { createTicketDetail } from './ticket-detail.js';
import { createTicketList } from './ticket-list.js';
import './tables.js';

/** The support tickets module's parts, built together for app.ts. */
export function createSupportTickets(deps: { db: Db; clock: Clock }) {
  return {
    retailerTickets: createRetailerTickets(deps),
    ticketList: createTicketList(deps),
    ticketDetail: createTicketDetail(deps),
    ticketChanges: createTicketChanges(deps),
  };
}
