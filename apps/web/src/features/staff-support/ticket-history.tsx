import type { TicketEvent } from '@galla/contracts/support-tickets';
import { type TicketStatus, ticketStatuses } from '@galla/domain/support-tickets';
import { Badge, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

const name = (status: number | null) =>
  status === null ? '' : (ticketStatuses[status as TicketStatus] ?? '');

/** Everything that happened to a ticket, oldest first: who, when, and what changed. */
export function TicketHistory({ events }: { events: TicketEvent[] }) {
  const { t } = useTranslation();
  const what = (e: TicketEvent): string => {
    switch (e.kind) {
      case 'raised':
        return t('supportTickets.event.raised');
      case 'status':
        return t('supportTickets.event.status', { from: name(e.fromStatus), to: name(e.toStatus) });
      case 'assigned':
        return e.text
          ? t('supportTickets.event.assigned', { name: e.text })
          : t('supportTickets.event.unassigned');
      case 'escalated':
        return t('supportTickets.event.escalated', { name: e.text ?? '' });
      case 'returned':
        return t('supportTickets.event.returned');
      case 'reply':
        return t('supportTickets.event.reply');
      case 'note':
        return t('supportTickets.event.note');
    }
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={t('supportTickets.history')}>
      {events.map((e) => (
        <Timeline.Item key={e.id} title={what(e)}>
          <Text size="xs" c="dimmed">
            {e.by} · {formatDateTime(e.at)}
          </Text>
          {e.kind === 'note' && (
            <Badge size="xs" variant="outline" color="gray">
              {t('supportTickets.internalOnly')}
            </Badge>
          )}
          {(e.kind === 'reply' || e.kind === 'note' || (e.kind === 'returned' && e.text)) && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {e.text}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
