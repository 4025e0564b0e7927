import { type RmRetailerRow, rmRetailerSortColumns } from '@galla/contracts/retailer-managers';
import { Alert, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useConsoleTable } from '../staff/use-console-table';
import { useRmRetailers } from './api';

type SortBy = (typeof rmRetailerSortColumns)[number];
const isSortBy = (value: string): value is SortBy =>
  (rmRetailerSortColumns as readonly string[]).includes(value);

/** A manager's retailers (theirs and their team's), or all the viewer may see; paged on the server. */
export function RmRetailersTable({ managerId }: { managerId: number | null }) {
  const { t } = useTranslation();
  const table = useConsoleTable<RmRetailerRow>({
    columnAccessor: 'shopName',
    direction: 'asc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Another manager's list starts at its first page.
  useEffect(() => table.toFirstPage(), [managerId]);
  const list = useRmRetailers({
    page: table.page,
    pageSize: table.pageSize,
    managerId: managerId ?? undefined,
    search: debounced || undefined,
    sortBy: isSortBy(table.sort.columnAccessor) ? table.sort.columnAccessor : 'shopName',
    sortDirection: table.sort.direction,
  });

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('consoleRm.search')}
        placeholder={t('consoleRm.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          table.toFirstPage();
        }}
        w={{ base: '100%', xs: 280 }}
      />
      {list.isError ? (
        <Alert color="red">{t('consoleRm.listError')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="shopId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('consoleRm.empty')}
          columns={[
            { accessor: 'shopName', title: t('consoleRm.shopName'), sortable: true },
            { accessor: 'ownerName', title: t('consoleRm.owner'), sortable: true },
            {
              accessor: 'city',
              title: t('consoleRm.place'),
              sortable: true,
              render: (r) => [r.city, r.state].filter(Boolean).join(', ') || '—',
            },
            { accessor: 'mobile', title: t('consoleRm.mobile') },
            {
              accessor: 'billsThisMonth',
              title: t('consoleRm.billsThisMonth'),
              sortable: true,
              textAlign: 'right',
            },
            {
              accessor: 'lastActive',
              title: t('consoleRm.lastActive'),
              sortable: true,
              render: (r) => (r.lastActive ? formatDateTime(r.lastActive) : t('consoleRm.never')),
            },
            {
              accessor: 'managerName',
              title: t('consoleRm.relationshipManager'),
              render: (r) => r.managerName ?? '—',
            },
          ]}
        />
      )}
    </Stack>
  );
}
