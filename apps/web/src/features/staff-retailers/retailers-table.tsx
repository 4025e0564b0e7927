import type { RetailerRow } from '@galla/contracts/console-retailers';
import { Alert, Badge, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useConsoleTable } from '../staff/use-console-table';
import { useRetailerList } from './api';
import { noFilters, RetailerFilters, type RetailerFilterValues } from './retailer-filters';

type SortBy = 'name' | 'shopName' | 'city' | 'createdAt';
const sortByColumn: Record<string, SortBy> = {
  firstName: 'name',
  tradeName: 'shopName',
  city: 'city',
  createdAt: 'createdAt',
};
const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));

/** Sign-up stage from the row: isRegister 1/2, then registered or onboarded. */
export function stageOf(row: Pick<RetailerRow, 'isRegister' | 'isOnboard'>) {
  if (row.isRegister === 1) return 'categories';
  if (row.isRegister === 2) return 'otp';
  return row.isOnboard ? 'onboarded' : 'registered';
}

// The retailers, paged, searched, filtered and sorted on the server. A row opens the profile.
export function RetailersTable({ onOpen }: { onOpen: (shopId: number) => void }) {
  const { t } = useTranslation();
  const table = useConsoleTable<RetailerRow>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [filters, setFilters] = useState<RetailerFilterValues>(noFilters);
  const [search] = useDebouncedValue(filters.search.trim(), 250);
  const list = useRetailerList({
    page: table.page,
    pageSize: table.pageSize,
    search: search || undefined,
    stateId: optionalNumber(filters.stateId),
    cityId: optionalNumber(filters.cityId),
    superCategoryId: optionalNumber(filters.superCategoryId),
    stage: filters.stage ?? undefined,
    status: filters.status ?? undefined,
    sortBy: sortByColumn[table.sort.columnAccessor] ?? 'createdAt',
    sortDirection: table.sort.direction,
  });

  return (
    <Stack gap="sm">
      <RetailerFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          table.toFirstPage();
        }}
      />
      {list.isError ? (
        <Alert color="red">{t('staffRetailers.listError')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="shopId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('staffRetailers.empty')}
          onRowClick={({ record }) => onOpen(record.shopId)}
          rowStyle={() => ({ cursor: 'pointer' })}
          columns={[
            {
              accessor: 'tradeName',
              title: t('staffRetailers.shop'),
              sortable: true,
              render: (r) => r.tradeName ?? t('staffRetailers.noShopName'),
            },
            {
              accessor: 'firstName',
              title: t('staffRetailers.owner'),
              sortable: true,
              render: (r) => `${r.firstName} ${r.lastName}`.trim(),
            },
            { accessor: 'contactNumber', title: t('staffRetailers.mobile') },
            { accessor: 'email', title: t('staffRetailers.email'), render: (r) => r.email ?? '—' },
            {
              accessor: 'city',
              title: t('staffRetailers.place'),
              sortable: true,
              render: (r) => [r.city, r.state].filter(Boolean).join(', ') || '—',
            },
            {
              accessor: 'stage',
              title: t('staffRetailers.stage'),
              render: (r) => t(`staffRetailers.stages.${stageOf(r)}`),
            },
            {
              accessor: 'status',
              title: t('staffRetailers.status'),
              render: (r) => (
                <Badge color={r.status === 'active' ? 'green' : 'gray'} variant="light">
                  {t(`staffRetailers.${r.status}`)}
                </Badge>
              ),
            },
            {
              accessor: 'createdAt',
              title: t('staffRetailers.since'),
              sortable: true,
              render: (r) => formatDate(r.createdAt),
            },
            {
              accessor: 'open',
              title: '',
              render: (r) => (
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('staffRetailers.openFor', { name: r.tradeName ?? r.contactNumber })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(r.shopId);
                  }}
                >
                  {t('staffRetailers.open')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
