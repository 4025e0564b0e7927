import { describe, expect, it } from 'vitest';
import { hiddenTicketStatuses, ticketStatusCodes } from './support-tickets.js';

describe('support ticket statuses', () => {
  it('hides 5 and 6 from a support executive and 6 and 8 from a relationship manager', () => {
    expect(hiddenTicketStatuses('Cse')).toEqual([5, 6]);
    expect(hiddenTicketStatuses('floorManager')).toEqual([5, 6]);
    expect(hiddenTicketStatuses('zonalManager')).toEqual([6, 8]);
    expect(hiddenTicketStatuses('stateManager')).toEqual([6, 8]);
    expect(hiddenTicketStatuses('Admin')).toEqual([]);
    expect(hiddenTicketStatuses('Avp')).toEqual([]);
  });

  it('numbers the statuses 1 to 8', () => {
    expect(ticketStatusCodes).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
