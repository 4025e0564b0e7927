import type { RewardHistoryEntry } from '@galla/contracts/rewards';
import { REWARD_HISTORY_PAGE_SIZE } from '@galla/domain/rewards';
import { Badge, Button, Center, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useRewardHistory } from './api';

const statusKey = ['pending', 'approved', 'rejected'] as const;

/** Credit: the service and its id, else 'Refunded Points'. Debit: a redemption is 'Redeemed Voucher'. */
export function historyLabel(row: RewardHistoryEntry, redeemed: string, refunded: string): string {
  if (row.rewardService)
    return row.rewardServiceId ? `${row.rewardService} #${row.rewardServiceId}` : row.rewardService;
  return row.transactionType === 'credit' ? refunded : redeemed;
}

/** HISTORY: the points ledger, newest first, 10 a page; credits green, debits red. */
export function HistoryList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRewardHistory(page);

  if (history.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm">{t('rewards.historyFailed')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void history.refetch()}>
          {t('rewards.retry')}
        </Button>
      </Stack>
    );
  }
  const { history: rows, totalRecords } = history.data;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rewards.historyEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('rewards.history')}
      >
        {rows.map((row) => {
          const credit = row.transactionType === 'credit';
          return (
            <Paper component="li" key={row.id} withBorder p="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {historyLabel(row, t('rewards.redeemedVoucher'), t('rewards.refundedPoints'))}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(row.createdAt)}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text size="sm" fw={600} c={credit ? 'teal.7' : 'red.7'}>
                    {credit ? '+' : '-'}
                    {row.points.toLocaleString('en-IN')}
                  </Text>
                  {!credit && (
                    <Badge size="xs" variant="light" color={['yellow', 'teal', 'gray'][row.status] ?? 'gray'}>
                      {t(`rewards.status.${statusKey[row.status] ?? 'pending'}`)}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {totalRecords > REWARD_HISTORY_PAGE_SIZE && (
        <Pagination
          size="sm"
          value={page}
          onChange={setPage}
          total={Math.ceil(totalRecords / REWARD_HISTORY_PAGE_SIZE)}
          getControlProps={(control) => ({ 'aria-label': t(`rewards.page.${control}`) })}
        />
      )}
    </Stack>
  );
}
