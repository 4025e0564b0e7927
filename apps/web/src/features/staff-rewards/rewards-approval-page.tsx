import { type RedemptionRow, type RedemptionState, redemptionStates } from '@galla/contracts/console-rewards';
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { useDecide, useRedemptions } from './api';
import { RejectModal } from './reject-modal';

const statusColour: Record<RedemptionState, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'gray',
  failed: 'red',
};
type SortBy = 'requestedAt' | 'points' | 'shop';

/**
 * /dashboard/rewardsApproval (Admin only): the redemptions queue, oldest pending first. Approve
 * orders the vouchers and sends them to the retailer; reject (with a reason) returns the points.
 */
export function RewardsApprovalPage() {
  const { t } = useTranslation();
  const table = useConsoleTable<RedemptionRow>({
    columnAccessor: 'requestedAt',
    direction: 'asc',
  });
  const [status, setStatus] = useState<string | null>('pending');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [rejecting, setRejecting] = useState<RedemptionRow>();
  const approve = useDecide('approve');
  const retry = useDecide('retry');
  const list = useRedemptions({
    page: table.page,
    pageSize: table.pageSize,
    status: (status ?? undefined) as RedemptionState | undefined,
    from: from || undefined,
    to: to || undefined,
    search: debounced || undefined,
    sortBy: (table.sort.columnAccessor === 'shopName' ? 'shop' : table.sort.columnAccessor) as SortBy,
    sortDirection: table.sort.direction,
  });
  const filter =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      table.toFirstPage();
    };
  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  const shopOf = (r: RedemptionRow) => r.shopName ?? r.phone ?? String(r.shopId);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.rewardsApproval')}
      </Title>
      <Group gap="xs" wrap="wrap" align="end">
        <Select
          label={t('staffRewards.status')}
          placeholder={t('staffRewards.allStatuses')}
          clearable
          data={redemptionStates.map((s) => ({ value: s, label: t(`staffRewards.statuses.${s}`) }))}
          value={status}
          onChange={filter(setStatus)}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          type="date"
          label={t('staffRewards.from')}
          value={from}
          onChange={(e) => filter(setFrom)(e.currentTarget.value)}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          type="date"
          label={t('staffRewards.to')}
          value={to}
          onChange={(e) => filter(setTo)(e.currentTarget.value)}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          label={t('staffRewards.searchShop')}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {list.isError ? (
        <Alert color="red">{t('staffRewards.queueError')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="redemptionId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('staffRewards.queueEmpty')}
          columns={[
            { accessor: 'redemptionId', title: '#' },
            {
              accessor: 'shopName',
              title: t('staffRewards.shop'),
              sortable: true,
              render: (r) => (
                <Stack gap={0}>
                  <Text size="sm">{shopOf(r)}</Text>
                  {r.phone && (
                    <Text size="xs" c="dimmed">
                      {r.phone}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              accessor: 'points',
              title: t('staffRewards.points'),
              sortable: true,
              textAlign: 'right',
              render: (r) => r.points.toLocaleString('en-IN'),
            },
            {
              accessor: 'value',
              title: t('staffRewards.value'),
              textAlign: 'right',
              render: (r) => formatRupees(r.value),
            },
            {
              accessor: 'cards',
              title: t('staffRewards.card'),
              render: (r) => (
                <Stack gap={0}>
                  {r.cards.map((c) => (
                    <Text size="sm" key={c.sku}>
                      {c.qty} × {c.name} {formatRupees(c.value)}
                    </Text>
                  ))}
                </Stack>
              ),
            },
            {
              accessor: 'requestedAt',
              title: t('staffRewards.requestedAt'),
              sortable: true,
              render: (r) => formatDateTime(r.requestedAt),
            },
            {
              accessor: 'status',
              title: t('staffRewards.status'),
              render: (r) => (
                <Stack gap={2}>
                  <Badge color={statusColour[r.status]} variant="light">
                    {t(`staffRewards.statuses.${r.status}`)}
                  </Badge>
                  {r.decidedAt && (
                    <Text size="xs" c="dimmed">
                      {t('staffRewards.decidedBy', {
                        when: formatDateTime(r.decidedAt),
                        who: r.decidedBy ?? '',
                      })}
                    </Text>
                  )}
                  {r.reason && <Text size="xs">{r.reason}</Text>}
                  {r.status === 'failed' && (
                    <Text size="xs" c="red">
                      {t('staffRewards.failedHint', { error: r.lastError ?? '' })}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              accessor: 'actions',
              title: '',
              render: (r) =>
                r.status === 'pending' ? (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      color="green"
                      loading={approve.isPending && approve.variables?.redemptionId === r.redemptionId}
                      aria-label={t('staffRewards.approveFor', { id: r.redemptionId, shop: shopOf(r) })}
                      onClick={() => act(approve.mutateAsync({ redemptionId: r.redemptionId }))}
                    >
                      {t('staffRewards.approve')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('staffRewards.rejectFor', { id: r.redemptionId, shop: shopOf(r) })}
                      onClick={() => setRejecting(r)}
                    >
                      {t('staffRewards.reject')}
                    </Button>
                  </Group>
                ) : r.status === 'failed' ? (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={retry.isPending && retry.variables?.redemptionId === r.redemptionId}
                    aria-label={t('staffRewards.retryFor', { id: r.redemptionId })}
                    onClick={() => act(retry.mutateAsync({ redemptionId: r.redemptionId }))}
                  >
                    {t('staffRewards.retry')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <RejectModal
        row={rejecting}
        shop={rejecting ? shopOf(rejecting) : ''}
        onClose={() => setRejecting(undefined)}
      />
    </Stack>
  );
}
