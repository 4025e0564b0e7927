import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format';
import { type Desk, useTicket } from './api';
import { TicketActions } from './ticket-actions';
import { TicketCommentForm } from './ticket-comment-form';
import { TicketHistory } from './ticket-history';
import { TicketStatusBadge } from './ticket-status-badge';

// One ticket: what the retailer asked, the shop and how to reach it (never its customers), who
// works it, the changes this desk may make, a comment box and the whole history.
export function TicketPanel({ desk, ticketId }: { desk: Desk; ticketId: number }) {
  const { t } = useTranslation();
  const ticket = useTicket(desk, ticketId);

  if (ticket.isPending) return <Loader aria-label={t('common.loading')} />;
  if (ticket.isError) {
    return (
      <Alert color="red" title={t('supportTickets.ticketError')}>
        <Group gap="xs">
          <Text size="sm">{t('supportTickets.listErrorNext')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => ticket.refetch()}>
            {t('supportTickets.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const d = ticket.data;
  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        <Title order={3} size="h4">
          {t('supportTickets.ticketTitle', { id: d.ticketId, topic: d.topic })}
        </Title>
        <TicketStatusBadge status={d.status} />
      </Group>
      <Paper withBorder p="sm">
        <Text size="xs" c="dimmed">
          {t('supportTickets.raisedBy', { name: d.shop.raisedBy, at: formatDateTime(d.createdAt) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{d.message}</Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Stack gap={2} aria-label={t('supportTickets.shopContact')} role="group">
          <Text fw={600}>{d.shop.name}</Text>
          <Text size="sm">{d.shop.ownerName}</Text>
          <Anchor size="sm" href={`tel:+91${d.shop.contactNumber}`}>
            +91 {d.shop.contactNumber}
          </Anchor>
          {d.shop.email && (
            <Anchor size="sm" href={`mailto:${d.shop.email}`}>
              {d.shop.email}
            </Anchor>
          )}
          {d.shop.raisedByNumber !== d.shop.contactNumber && (
            <Text size="xs" c="dimmed">
              {t('supportTickets.raiserNumber', { name: d.shop.raisedBy, phone: d.shop.raisedByNumber })}
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="sm">
            {t('supportTickets.assignedTo')}: {d.assignedTo?.name ?? t('supportTickets.nobody')}
          </Text>
          <Text size="sm">
            {t('supportTickets.rm')}: {d.rm?.name ?? d.shopRm?.name ?? '—'}
          </Text>
          {d.dateOfAssignRm && (
            <Text size="sm">
              {t('supportTickets.escalatedOn')}: {formatDate(d.dateOfAssignRm)}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <TicketActions desk={desk} ticket={d} />
      <Divider />
      <TicketCommentForm desk={desk} ticketId={d.ticketId} />
      <Divider label={t('supportTickets.history')} labelPosition="left" />
      <TicketHistory events={d.history} />
    </Stack>
  );
}
