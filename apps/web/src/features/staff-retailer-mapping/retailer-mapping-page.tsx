import type { MappingRow } from '@galla/contracts/retailer-managers';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { useMappingManagers, useMappingRetailers, useMapRetailers } from './api';
import { type Filters, MappingFilters, noFilters } from './mapping-filters';

type SortBy = 'shopName' | 'city' | 'manager';
const sortOf = (accessor: string): SortBy =>
  accessor === 'city' ? 'city' : accessor === 'managerName' ? 'manager' : 'shopName';

/**
 * /dashboard/retailerMapping (Admin): pick retailers in the filtered list (across pages), pick a
 * zonal manager, and map them all in one call; the server maps all of them or none.
 */
export function RetailerMappingPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [debouncedSearch] = useDebouncedValue(filters.search, 250);
  const table = useConsoleTable<MappingRow>({
    columnAccessor: 'shopName',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<MappingRow[]>([]);
  const [target, setTarget] = useState<string | null>(null);
  const managers = useMappingManagers();
  const mapRetailers = useMapRetailers();
  const list = useMappingRetailers({
    page: table.page,
    pageSize: table.pageSize,
    stateId: filters.stateId ? Number(filters.stateId) : undefined,
    cityId: filters.cityId ? Number(filters.cityId) : undefined,
    managerId: filters.managerId ? Number(filters.managerId) : undefined,
    unmapped: filters.unmapped ? 'true' : undefined,
    search: debouncedSearch || undefined,
    sortBy: sortOf(table.sort.columnAccessor),
    sortDirection: table.sort.direction,
  });
  const zonal = (managers.data ?? [])
    .filter((m) => m.userType === 'zonalManager' && m.status === 'active')
    .map((m) => ({ value: String(m.staffId), label: `${m.firstName} ${m.lastName}`.trim() }));

  const mapSelected = async () => {
    if (!target || selected.length === 0) return;
    const result = await mapRetailers
      .mutateAsync({ shopIds: selected.map((r) => r.shopId), staffId: Number(target) })
      .catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    setSelected([]);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('consoleRm.mapping.title')}
      </Title>
      <Text size="sm">{t('consoleRm.mapping.intro')}</Text>
      <MappingFilters
        value={filters}
        managers={managers.data ?? []}
        onChange={(next) => {
          // A new filter starts a new choice: no retailer is mapped that the list no longer shows.
          setFilters(next);
          setSelected([]);
          table.toFirstPage();
        }}
      />
      <Paper withBorder p="xs">
        {managers.isError ? (
          <Alert color="red">{t('consoleRm.mapping.managersError')}</Alert>
        ) : managers.isSuccess && zonal.length === 0 ? (
          <Alert color="yellow">{t('consoleRm.mapping.noZonal')}</Alert>
        ) : (
          <Group gap="xs" wrap="wrap" align="flex-end">
            <Text size="sm" fw={500}>
              {t('consoleRm.mapping.selected', { count: selected.length })}
            </Text>
            <Select
              label={t('consoleRm.mapping.target')}
              placeholder={t('consoleRm.mapping.chooseTarget')}
              searchable
              data={zonal}
              value={target}
              onChange={setTarget}
              w={{ base: '100%', xs: 240 }}
            />
            <Button
              onClick={mapSelected}
              disabled={!target || selected.length === 0}
              loading={mapRetailers.isPending}
            >
              {t('consoleRm.mapping.map')}
            </Button>
            {selected.length > 0 && (
              <Button variant="subtle" onClick={() => setSelected([])}>
                {t('consoleRm.mapping.clear')}
              </Button>
            )}
          </Group>
        )}
      </Paper>
      {list.isError ? (
        <Alert color="red">{t('consoleRm.mapping.error')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="shopId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          getRecordSelectionCheckboxProps={(r) => ({ 'aria-label': r.shopName || String(r.shopId) })}
          noRecordsText={t('consoleRm.mapping.empty')}
          columns={[
            { accessor: 'shopName', title: t('consoleRm.shopName'), sortable: true },
            { accessor: 'ownerName', title: t('consoleRm.owner') },
            { accessor: 'mobile', title: t('consoleRm.mobile') },
            {
              accessor: 'city',
              title: t('consoleRm.place'),
              sortable: true,
              render: (r) => [r.city, r.state].filter(Boolean).join(', ') || '—',
            },
            {
              accessor: 'managerName',
              title: t('consoleRm.relationshipManager'),
              sortable: true,
              render: (r) => r.managerName ?? t('consoleRm.mapping.unmappedLabel'),
            },
          ]}
        />
      )}
    </Stack>
  );
}
