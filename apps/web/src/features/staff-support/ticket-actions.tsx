import type { TicketDetail } from '@galla/contracts/support-tickets';
import { type TicketStatus, ticketStatuses } from '@galla/domain/support-tickets';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { type Desk, useTicketAction, useTicketAssignees } from './api';

/** Runs a change and toasts the server's message; a refusal is toasted by the api client. */
async function run(call: Promise<{ message?: string }>) {
  const result = await call.catch(() => null);
  if (result?.message) showToast(result.message, 'success');
  return result !== null;
}

// The changes a ticket's page offers. Support: status, assignee, escalation to the shop's manager.
// The manager (RM desk): hand the ticket back to support. Each sends the version on screen.
export function TicketActions({ desk, ticket }: { desk: Desk; ticket: TicketDetail }) {
  return desk === 'rm' ? <HandBack ticket={ticket} /> : <SupportActions ticket={ticket} />;
}

function SupportActions({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const setTicketStatus = useTicketAction('support', 'ticketStatus');
  const assign = useTicketAction('support', 'assignTicket');
  const escalate = useTicketAction('support', 'escalateTicket');
  const assignees = useTicketAssignees(true);
  const base = { ticketId: ticket.ticketId, version: ticket.version };

  return (
    <Stack gap="sm">
      {ticket.nextStatuses.length > 0 ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('supportTickets.newStatus')}
            placeholder={t('supportTickets.chooseStatus')}
            data={ticket.nextStatuses.map((s) => ({
              value: String(s),
              label: ticketStatuses[s as TicketStatus],
            }))}
            value={status}
            onChange={setStatus}
            w={{ base: '100%', xs: 220 }}
          />
          <Button
            disabled={!status}
            loading={setTicketStatus.isPending}
            onClick={async () => {
              if (await run(setTicketStatus.mutateAsync({ ...base, status: Number(status) })))
                setStatus(null);
            }}
          >
            {t('supportTickets.changeStatus')}
          </Button>
        </Group>
      ) : (
        ticket.status === 5 && <Text size="sm">{t('supportTickets.withRmNote')}</Text>
      )}
      {ticket.status !== 6 && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('supportTickets.assignTo')}
            placeholder={ticket.assignedTo?.name ?? t('supportTickets.nobody')}
            data={[
              { value: 'none', label: t('supportTickets.nobody') },
              ...(assignees.data?.assignees ?? []).map((a) => ({
                value: String(a.staffId),
                label: `${a.name} (${a.userType})`,
              })),
            ]}
            value={assignee}
            onChange={setAssignee}
            searchable
            w={{ base: '100%', xs: 220 }}
          />
          <Button
            variant="light"
            disabled={!assignee}
            loading={assign.isPending}
            onClick={async () => {
              const staffId = assignee === 'none' ? null : Number(assignee);
              if (await run(assign.mutateAsync({ ...base, staffId }))) setAssignee(null);
            }}
          >
            {t('supportTickets.assign')}
          </Button>
        </Group>
      )}
      {ticket.status !== 5 && ticket.status !== 6 && (
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            disabled={!ticket.canEscalate}
            loading={escalate.isPending}
            onClick={() => run(escalate.mutateAsync(base))}
          >
            {ticket.shopRm
              ? t('supportTickets.escalateTo', { name: ticket.shopRm.name })
              : t('supportTickets.escalate')}
          </Button>
          {!ticket.shopRm && (
            <Text size="xs" c="dimmed">
              {t('supportTickets.noRm')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

function HandBack({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const handBack = useTicketAction('rm', 'returnTicket');
  if (ticket.status !== 5) return null;
  return (
    <Stack gap="xs">
      <Textarea
        label={t('supportTickets.handBackNote')}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group>
        <Button
          loading={handBack.isPending}
          onClick={async () => {
            const body = {
              ticketId: ticket.ticketId,
              version: ticket.version,
              note: note.trim() || undefined,
            };
            if (await run(handBack.mutateAsync(body))) setNote('');
          }}
        >
          {t('supportTickets.handBack')}
        </Button>
      </Group>
    </Stack>
  );
}
