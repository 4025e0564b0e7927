import type { CampaignRow } from '@galla/contracts/console-campaigns';
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard, useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { useCampaigns } from './api';
import { CampaignModal } from './campaign-modal';
import { campaignLink } from './sign-up-campaign';

type SortBy = 'createdAt' | 'name' | 'code' | 'signUps';

/** /dashboard/googleCampaign (Admin): campaigns, their sign-up links, and what each brought. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const clipboard = useClipboard();
  const table = useConsoleTable<CampaignRow>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [active, setActive] = useState<string | null>(null);
  const [editing, setEditing] = useState<CampaignRow | 'new'>();
  const list = useCampaigns({
    page: table.page,
    pageSize: table.pageSize,
    search: debounced || undefined,
    active: (active ?? undefined) as 'yes' | 'no' | undefined,
    sortBy: table.sort.columnAccessor as SortBy,
    sortDirection: table.sort.direction,
  });
  const origin = window.location.origin;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.googleCampaign')}
      </Title>
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('consoleLeads.campaigns.search')}
          placeholder={t('consoleLeads.campaigns.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          aria-label={t('consoleLeads.campaigns.active')}
          placeholder={t('consoleLeads.campaigns.all')}
          clearable
          data={[
            { value: 'yes', label: t('consoleLeads.campaigns.on') },
            { value: 'no', label: t('consoleLeads.campaigns.off') },
          ]}
          value={active}
          onChange={(value) => {
            setActive(value);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 140 }}
        />
        <Button onClick={() => setEditing('new')}>{t('consoleLeads.campaigns.add')}</Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{t('consoleLeads.campaigns.error')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="campaignId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('consoleLeads.campaigns.empty')}
          columns={[
            { accessor: 'name', title: t('consoleLeads.campaigns.name'), sortable: true },
            { accessor: 'code', title: t('consoleLeads.campaigns.code'), sortable: true },
            {
              accessor: 'active',
              title: t('consoleLeads.campaigns.active'),
              render: (r) => (
                <Badge color={r.active ? 'green' : 'gray'} variant="light">
                  {r.active ? t('consoleLeads.campaigns.on') : t('consoleLeads.campaigns.off')}
                </Badge>
              ),
            },
            {
              accessor: 'startsOn',
              title: t('consoleLeads.campaigns.dates'),
              render: (r) =>
                r.startsOn || r.endsOn
                  ? `${r.startsOn ? formatDate(r.startsOn) : '…'} – ${r.endsOn ? formatDate(r.endsOn) : '…'}`
                  : t('consoleLeads.campaigns.always'),
            },
            { accessor: 'leads', title: t('consoleLeads.campaigns.leads'), textAlign: 'right' },
            {
              accessor: 'signUps',
              title: t('consoleLeads.campaigns.signUps'),
              sortable: true,
              textAlign: 'right',
            },
            {
              accessor: 'signUpsCompleted',
              title: t('consoleLeads.campaigns.completed'),
              textAlign: 'right',
            },
            {
              accessor: 'link',
              title: t('consoleLeads.campaigns.link'),
              render: (r) => (
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" ff="monospace">
                    {campaignLink(origin, r.code)}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`${t('consoleLeads.campaigns.copy')} ${r.code}`}
                    onClick={() => {
                      clipboard.copy(campaignLink(origin, r.code));
                      showToast(t('consoleLeads.campaigns.copied'), 'success');
                    }}
                  >
                    {t('consoleLeads.campaigns.copy')}
                  </Button>
                </Group>
              ),
            },
            {
              accessor: 'actions',
              title: '',
              render: (r) => (
                <Button size="compact-xs" variant="default" onClick={() => setEditing(r)}>
                  {t('consoleLeads.campaigns.edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <CampaignModal campaign={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
