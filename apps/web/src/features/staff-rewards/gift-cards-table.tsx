import type { ConsoleGiftCard } from '@galla/contracts/console-rewards';
import {
  Alert,
  Badge,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { useGiftCards, useSetGiftCard } from './api';

// The provider's catalogue, searched, filtered, sorted and paged on the server; a switch per card
// offers it to retailers or stops offering it.
export function GiftCardsTable() {
  const { t } = useTranslation();
  const table = useConsoleTable<ConsoleGiftCard>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [enabled, setEnabled] = useState<string | null>(null);
  const cards = useGiftCards({
    page: table.page,
    pageSize: table.pageSize,
    search: debounced || undefined,
    enabled: (enabled ?? undefined) as 'yes' | 'no' | undefined,
    sortBy: table.sort.columnAccessor as 'name' | 'sku' | 'value',
    sortDirection: table.sort.direction,
  });
  const setCard = useSetGiftCard();

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('staffRewards.cards')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staffRewards.cardsHint')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <TextInput
            aria-label={t('staffRewards.search')}
            placeholder={t('staffRewards.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              table.toFirstPage();
            }}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            aria-label={t('staffRewards.offered')}
            placeholder={t('staffRewards.allCards')}
            clearable
            data={[
              { value: 'yes', label: t('staffRewards.onlyOn') },
              { value: 'no', label: t('staffRewards.onlyOff') },
            ]}
            value={enabled}
            onChange={(value) => {
              setEnabled(value);
              table.toFirstPage();
            }}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        {cards.isError ? (
          <Alert color="red">{t('staffRewards.cardsError')}</Alert>
        ) : (
          <DataTable
            withTableBorder
            minHeight={180}
            fetching={cards.isFetching}
            records={cards.data?.rows ?? []}
            idAccessor="sku"
            totalRecords={cards.data?.total ?? 0}
            {...table.tableProps}
            noRecordsText={t('staffRewards.cardsEmpty')}
            columns={[
              {
                accessor: 'image',
                title: t('staffRewards.image'),
                render: (c) =>
                  c.imageUrl ? (
                    <Image src={c.imageUrl} alt={c.name} w={48} h={32} fit="contain" />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('staffRewards.noImage')}
                    </Text>
                  ),
              },
              {
                accessor: 'name',
                title: t('staffRewards.card'),
                sortable: true,
                render: (c) => (
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{c.name}</Text>
                    {c.surveyReward && (
                      <Badge size="xs" variant="light">
                        {t('staffRewards.surveyBadge')}
                      </Badge>
                    )}
                  </Group>
                ),
              },
              { accessor: 'sku', title: t('staffRewards.sku'), sortable: true },
              {
                accessor: 'value',
                title: t('staffRewards.value'),
                sortable: true,
                textAlign: 'right',
                render: (c) => formatRupees(c.value),
              },
              {
                accessor: 'enabled',
                title: t('staffRewards.offered'),
                render: (c) => (
                  <Switch
                    aria-label={t('staffRewards.offerCard', { name: c.name, value: formatRupees(c.value) })}
                    checked={c.enabled}
                    disabled={setCard.isPending}
                    onChange={async (e) => {
                      const result = await setCard
                        .mutateAsync({ sku: c.sku, enabled: e.currentTarget.checked })
                        .catch(() => null);
                      if (result?.message) showToast(result.message, 'success');
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
