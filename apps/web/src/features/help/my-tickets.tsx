import { Accordion, Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { TicketStatusBadge } from '../staff-support/ticket-status-badge';
import { useMyTickets } from './tickets-api';

// The shop's tickets on Help, newest first: status, what was asked, and support's replies.
export function MyTickets() {
  const { t } = useTranslation();
  const tickets = useMyTickets();

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('supportTickets.myTickets')}
      </Title>
      {tickets.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : tickets.isError ? (
        <Alert color="red" title={t('supportTickets.myTicketsError')}>
          <Group gap="xs">
            <Text size="sm">{t('supportTickets.listErrorNext')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => tickets.refetch()}>
              {t('supportTickets.retry')}
            </Button>
          </Group>
        </Alert>
      ) : tickets.data.length === 0 ? (
        <Paper withBorder p="md">
          <Text c="dimmed">{t('supportTickets.noTickets')}</Text>
        </Paper>
      ) : (
        <Accordion variant="separated" aria-label={t('supportTickets.myTickets')}>
          {tickets.data.map((ticket) => (
            <Accordion.Item key={ticket.ticketId} value={String(ticket.ticketId)}>
              <Accordion.Control>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} lineClamp={1}>
                    #{ticket.ticketId} {ticket.topic}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    {ticket.replies.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('supportTickets.replyCount', { count: ticket.replies.length })}
                      </Text>
                    )}
                    <TicketStatusBadge status={ticket.status} />
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="xs" c="dimmed">
                    {t('supportTickets.raisedBy', {
                      name: ticket.raisedBy,
                      at: formatDateTime(ticket.createdAt),
                    })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {ticket.message}
                  </Text>
                  {ticket.replies.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('supportTickets.noReplies')}
                    </Text>
                  ) : (
                    ticket.replies.map((reply) => (
                      <Paper
                        key={reply.at + reply.text}
                        withBorder
                        p="xs"
                        bg="var(--mantine-color-blue-light)"
                      >
                        <Text size="xs" c="dimmed">
                          {reply.by} · {formatDateTime(reply.at)}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {reply.text}
                        </Text>
                      </Paper>
                    ))
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
