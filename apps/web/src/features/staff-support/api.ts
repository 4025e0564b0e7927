import {
  type RmTicketListQuery,
  type TicketCommentRequest,
  type TicketListQuery,
  ZTicketAssignees,
  ZTicketDetail,
  ZTicketList,
  ZTicketVersion,
} from '@galla/contracts/support-tickets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '../../lib/api-client';

/**
 * Which desk a screen works from: Customer Support (admin/…) or a relationship manager's own
 * tickets under RM management (admin/rm/…). The calls are the same shape; the server scopes them.
 */
export type Desk = 'support' | 'rm';
const prefix = (desk: Desk) => (desk === 'rm' ? 'admin/rm' : 'admin');
const ticketsKey = (desk: Desk) => ['staff', 'tickets', desk] as const;

const asQuery = (query: object) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export function useTickets(desk: Desk, query: TicketListQuery | RmTicketListQuery) {
  return useQuery({
    queryKey: [...ticketsKey(desk), 'list', query],
    queryFn: () => apiData(`${prefix(desk)}/tickets`, { query: asQuery(query), schema: ZTicketList }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(desk: Desk, ticketId: number | undefined) {
  return useQuery({
    queryKey: [...ticketsKey(desk), 'one', ticketId],
    queryFn: () =>
      apiData(`${prefix(desk)}/ticket`, { query: { ticketId: String(ticketId) }, schema: ZTicketDetail }),
    enabled: ticketId !== undefined,
  });
}

export function useTicketAssignees(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'ticketAssignees'],
    queryFn: () => apiData('admin/ticketAssignees', { schema: ZTicketAssignees }),
    enabled,
    staleTime: 60_000,
  });
}

type Action = 'ticketStatus' | 'assignTicket' | 'escalateTicket' | 'returnTicket';

/**
 * A change to the ticket. It carries the version the screen shows; when someone else changed the
 * ticket first the server answers 409 and the toast says to reload. Either way the ticket and the
 * list are fetched again, so the screen shows what is true now.
 */
export function useTicketAction(desk: Desk, action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api(`${prefix(desk)}/${action}`, { method: 'POST', body, schema: ZTicketVersion }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey(desk) }),
  });
}

export function useTicketComment(desk: Desk) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCommentRequest) =>
      api(`${prefix(desk)}/ticketComment`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey(desk) }),
  });
}
