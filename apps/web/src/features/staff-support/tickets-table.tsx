import type { TicketRow } from '@galla/contracts/support-tickets';
import type { StaffRole } from '@galla/domain/permissions';
import { hiddenTicketStatuses, ticketStatusCodes, ticketStatuses } from '@galla/domain/support-tickets';
import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInputs } from '../../components/date-range-inputs';
import { formatDate, formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useConsoleTable } from '../staff/use-console-table';
import { type Desk, useTicketAssignees, useTickets } from './api';
import { TicketStatusBadge } from './ticket-status-badge';

type SortBy = 'createdAt' | 'updatedAt' | 'status' | 'shopName' | 'dateOfAssignRm';

/** The statuses a desk's list can show, for its status filter. */
function shownStatuses(desk: Desk, role: StaffRole | undefined) {
  const hidden: readonly number[] =
    desk === 'rm' ? hiddenTicketStatuses('zonalManager') : role ? hiddenTicketStatuses(role) : [];
  return ticketStatusCodes.filter((s) => !hidden.includes(s));
}

// The tickets of a desk, paged, filtered and sorted on the server: raised between two days (the
// server's last 31 days until someone chooses), status, the day it went to the manager, who works
// it (support desk), and a search over shop, topic and text.
export function TicketsTable({ desk, onOpen }: { desk: Desk; onOpen: (ticketId: number) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const role = session?.kind === 'staff' ? session.profile.userType : undefined;
  const table = useConsoleTable<TicketRow>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [range, setRange] = useState({ fromDate: '', toDate: '' });
  const [status, setStatus] = useState<string | null>(null);
  const [rmDay, setRmDay] = useState('');
  const [assignedTo, setAssignedTo] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const assignees = useTicketAssignees(desk === 'support');
  const list = useTickets(desk, {
    page: table.page,
    pageSize: table.pageSize,
    filterDateFrom: range.fromDate || undefined,
    filterDateTo: range.toDate || undefined,
    currentStatus: status ? Number(status) : undefined,
    dateOfAssignRm: rmDay || undefined,
    search: debounced || undefined,
    sortBy: table.sort.columnAccessor as SortBy,
    sortDirection: table.sort.direction,
    ...(desk === 'support' && assignedTo ? { assignedTo: assignedTo as 'me' } : {}),
  });
  const filtered =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      table.toFirstPage();
    };
  const window = list.data?.filterDate;

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <div style={{ minWidth: 260 }}>
          <DateRangeInputs
            value={{
              fromDate: range.fromDate || window?.from || '',
              toDate: range.toDate || window?.to || '',
            }}
            onChange={filtered(setRange)}
          />
        </div>
        <Select
          label={t('supportTickets.status')}
          placeholder={t('supportTickets.anyStatus')}
          clearable
          size="sm"
          data={shownStatuses(desk, role).map((s) => ({ value: String(s), label: ticketStatuses[s] }))}
          value={status}
          onChange={filtered(setStatus)}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          type="date"
          size="sm"
          label={t('supportTickets.escalatedOn')}
          value={rmDay}
          onChange={(e) => filtered(setRmDay)(e.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        {desk === 'support' && (
          <Select
            label={t('supportTickets.assignedTo')}
            placeholder={t('supportTickets.anyone')}
            clearable
            size="sm"
            data={[
              { value: 'me', label: t('supportTickets.me') },
              { value: 'none', label: t('supportTickets.nobody') },
              ...(assignees.data?.assignees ?? []).map((a) => ({ value: String(a.staffId), label: a.name })),
            ]}
            value={assignedTo}
            onChange={filtered(setAssignedTo)}
            w={{ base: '100%', xs: 200 }}
          />
        )}
        <TextInput
          size="sm"
          label={t('supportTickets.search')}
          placeholder={t('supportTickets.searchHint')}
          value={search}
          onChange={(e) => filtered(setSearch)(e.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        {(range.fromDate || range.toDate || status || rmDay || assignedTo || search) && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => {
              setRange({ fromDate: '', toDate: '' });
              setStatus(null);
              setRmDay('');
              setAssignedTo(null);
              setSearch('');
              table.toFirstPage();
            }}
          >
            {t('supportTickets.clearFilters')}
          </Button>
        )}
      </Group>
      {window && (
        <Text size="xs" c="dimmed">
          {t('supportTickets.window', { from: formatDate(window.from), to: formatDate(window.to) })}
        </Text>
      )}
      {list.isError ? (
        <Alert color="red" title={t('supportTickets.listError')}>
          <Group gap="xs">
            <Text size="sm">{t('supportTickets.listErrorNext')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => list.refetch()}>
              {t('supportTickets.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="ticketId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('supportTickets.empty')}
          onRowClick={({ record }) => onOpen(record.ticketId)}
          columns={[
            {
              accessor: 'ticketId',
              title: '#',
              render: (r) => (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-label={t('supportTickets.open', { id: r.ticketId })}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(r.ticketId);
                  }}
                >
                  {r.ticketId}
                </Anchor>
              ),
            },
            {
              accessor: 'createdAt',
              title: t('supportTickets.raised'),
              sortable: true,
              render: (r) => formatDateTime(r.createdAt),
            },
            { accessor: 'shopName', title: t('supportTickets.shop'), sortable: true },
            { accessor: 'topic', title: t('supportTickets.topic') },
            {
              accessor: 'status',
              title: t('supportTickets.status'),
              sortable: true,
              render: (r) => <TicketStatusBadge status={r.status} />,
            },
            {
              accessor: 'assignedTo',
              title: t('supportTickets.assignedTo'),
              render: (r) => r.assignedTo ?? '—',
            },
            { accessor: 'rmName', title: t('supportTickets.rm'), render: (r) => r.rmName ?? '—' },
            {
              accessor: 'dateOfAssignRm',
              title: t('supportTickets.escalatedOn'),
              sortable: true,
              render: (r) => (r.dateOfAssignRm ? formatDate(r.dateOfAssignRm) : '—'),
            },
            {
              accessor: 'updatedAt',
              title: t('supportTickets.updated'),
              sortable: true,
              render: (r) => formatDateTime(r.updatedAt),
            },
          ]}
        />
      )}
    </Stack>
  );
}
