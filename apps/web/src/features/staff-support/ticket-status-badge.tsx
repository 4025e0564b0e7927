import { type TicketStatus, ticketStatuses } from '@galla/domain/support-tickets';
import { Badge } from '@mantine/core';

const colours: Record<TicketStatus, string> = {
  1: 'blue',
  2: 'indigo',
  3: 'yellow',
  4: 'orange',
  5: 'grape',
  6: 'gray',
  7: 'red',
  8: 'teal',
};

/** A ticket's status in words, coloured so a long list scans at a glance. */
export function TicketStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="light" color={colours[status as TicketStatus] ?? 'gray'}>
      {ticketStatuses[status as TicketStatus] ?? status}
    </Badge>
  );
}
