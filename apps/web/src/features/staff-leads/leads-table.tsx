import type { LeadRow } from '@galla/contracts/console-leads';
import {
  type LeadSource,
  type LeadStatus,
  leadSourceLabels,
  leadSources,
  leadStatuses,
  leadStatusLabels,
} from '@galla/domain/leads';
import { Alert, Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useConsoleTable } from '../staff/use-console-table';
import { AddLeadModal } from './add-lead-modal';
import { useLeadChoices, useLeads } from './api';
import { LeadDrawer } from './lead-drawer';

type SortBy = 'createdAt' | 'name' | 'status' | 'updatedAt';
const stageColor = { none: 'gray', unfinished: 'yellow', converted: 'green' } as const;

// The prospects, paged, filtered and sorted on the server. A row opens the lead's drawer, where it
// is moved, assigned and noted.
export function LeadsTable() {
  const { t } = useTranslation();
  const table = useConsoleTable<LeadRow>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<string | null>(null);
  const [assignedTo, setAssignedTo] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string>();
  const choices = useLeadChoices();
  const list = useLeads({
    page: table.page,
    pageSize: table.pageSize,
    search: debounced || undefined,
    status: (status ?? undefined) as LeadStatus | undefined,
    assignedTo: assignedTo ?? undefined,
    source: (source ?? undefined) as LeadSource | undefined,
    campaignId: campaignId ? Number(campaignId) : undefined,
    from: from || undefined,
    to: to || undefined,
    sortBy: table.sort.columnAccessor as SortBy,
    sortDirection: table.sort.direction,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      table.toFirstPage();
    };
  const width = { base: '100%', xs: 170 };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('consoleLeads.leads.search')}
          placeholder={t('consoleLeads.leads.search')}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          aria-label={t('consoleLeads.leads.status')}
          placeholder={t('consoleLeads.leads.allStatuses')}
          clearable
          data={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
          value={status}
          onChange={filter(setStatus)}
          w={width}
        />
        <Select
          aria-label={t('consoleLeads.leads.manager')}
          placeholder={t('consoleLeads.leads.allManagers')}
          clearable
          searchable
          data={[
            { value: 'none', label: t('consoleLeads.leads.nobody') },
            ...(choices.data?.assignees ?? []).map((a) => ({ value: String(a.staffId), label: a.name })),
          ]}
          value={assignedTo}
          onChange={filter(setAssignedTo)}
          w={width}
        />
        <Select
          aria-label={t('consoleLeads.leads.source')}
          placeholder={t('consoleLeads.leads.allSources')}
          clearable
          data={leadSources.map((s) => ({ value: s, label: leadSourceLabels[s] }))}
          value={source}
          onChange={filter(setSource)}
          w={width}
        />
        <Select
          aria-label={t('consoleLeads.leads.campaign')}
          placeholder={t('consoleLeads.leads.allCampaigns')}
          clearable
          data={(choices.data?.campaigns ?? []).map((c) => ({ value: String(c.campaignId), label: c.code }))}
          value={campaignId}
          onChange={filter(setCampaignId)}
          w={width}
        />
        <TextInput
          type="date"
          aria-label={t('consoleLeads.leads.from')}
          value={from}
          onChange={(e) => filter(setFrom)(e.currentTarget.value)}
          w={{ base: '48%', xs: 150 }}
        />
        <TextInput
          type="date"
          aria-label={t('consoleLeads.leads.to')}
          value={to}
          onChange={(e) => filter(setTo)(e.currentTarget.value)}
          w={{ base: '48%', xs: 150 }}
        />
        <Button onClick={() => setAdding(true)}>{t('consoleLeads.leads.add')}</Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{t('consoleLeads.leads.error')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="ref"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('consoleLeads.leads.empty')}
          onRowClick={({ record }) => setOpen(record.ref)}
          columns={[
            { accessor: 'name', title: t('consoleLeads.leads.name'), sortable: true },
            { accessor: 'mobile', title: t('consoleLeads.leads.mobile') },
            { accessor: 'shopName', title: t('consoleLeads.leads.shop'), render: (r) => r.shopName ?? '—' },
            {
              accessor: 'city',
              title: t('consoleLeads.leads.place'),
              render: (r) => [r.city, r.state].filter(Boolean).join(', ') || '—',
            },
            {
              accessor: 'source',
              title: t('consoleLeads.leads.source'),
              render: (r) => leadSourceLabels[r.source],
            },
            {
              accessor: 'campaignCode',
              title: t('consoleLeads.leads.campaign'),
              render: (r) => r.campaignCode ?? '—',
            },
            {
              accessor: 'status',
              title: t('consoleLeads.leads.status'),
              sortable: true,
              render: (r) => <Badge variant="light">{leadStatusLabels[r.status]}</Badge>,
            },
            {
              accessor: 'stage',
              title: t('consoleLeads.leads.stage'),
              render: (r) => (
                <Badge color={stageColor[r.stage]} variant="light">
                  {t(`consoleLeads.leads.stages.${r.stage}`)}
                </Badge>
              ),
            },
            {
              accessor: 'assignedName',
              title: t('consoleLeads.leads.manager'),
              render: (r) => r.assignedName ?? '—',
            },
            {
              accessor: 'createdAt',
              title: t('consoleLeads.leads.added'),
              sortable: true,
              render: (r) => formatDate(r.createdAt),
            },
          ]}
        />
      )}
      <AddLeadModal
        opened={adding}
        onClose={() => setAdding(false)}
        campaigns={choices.data?.campaigns ?? []}
      />
      <LeadDrawer
        leadRef={open}
        onClose={() => setOpen(undefined)}
        assignees={choices.data?.assignees ?? []}
      />
    </Stack>
  );
}
