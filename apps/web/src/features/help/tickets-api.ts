import { type RaiseTicketRequest, ZMyTickets } from '@galla/contracts/support-tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiData } from '../../lib/api-client';

const myTicketsKey = ['support', 'myTickets'] as const;

/** GET support/myTickets: the shop's tickets with status and replies. Silent: the list says it failed. */
export function useMyTickets() {
  return useQuery({
    queryKey: myTicketsKey,
    queryFn: ({ signal }) => apiData('support/myTickets', { schema: ZMyTickets, signal, silent: true }),
    select: (data) => data.tickets,
  });
}

/** Silent: the form shows a refusal beside its fields. */
export function useRaiseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaiseTicketRequest) =>
      api('support/raiseTicket', {
        method: 'POST',
        body,
        schema: z.object({ ticketId: z.number() }),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsKey }),
  });
}
