import type { BrandRow } from '@galla/contracts/console-catalogue';
import { Alert, Badge, Button, Group, Menu, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { useBrands, useCatalogueCall } from './api';
import { BrandModal, MergeModal } from './brand-modals';

/** Brands, paged, searched, filtered and sorted on the server. */
export function BrandsTable({ onShowModels }: { onShowModels: (row: BrandRow) => void }) {
  const { t } = useTranslation();
  const table = useConsoleTable<BrandRow>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ row?: BrandRow }>();
  const [merging, setMerging] = useState<BrandRow>();
  const setActive = useCatalogueCall('setBrandActive');
  const list = useBrands({
    page: table.page,
    pageSize: table.pageSize,
    search: debounced || undefined,
    status: (status ?? undefined) as 'active' | 'inactive' | undefined,
    sortBy: (table.sort.columnAccessor === 'brandId' ? 'id' : table.sort.columnAccessor) as
      | 'name'
      | 'models'
      | 'id',
    sortDirection: table.sort.direction,
  });
  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('staffCatalogue.searchBrands')}
          placeholder={t('staffCatalogue.searchBrands')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          aria-label={t('staffCatalogue.status')}
          placeholder={t('staffCatalogue.allStatuses')}
          clearable
          data={[
            { value: 'active', label: t('staffCatalogue.active') },
            { value: 'inactive', label: t('staffCatalogue.inactive') },
          ]}
          value={status}
          onChange={(v) => {
            setStatus(v);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 160 }}
        />
        <Button onClick={() => setEditing({})}>{t('staffCatalogue.addBrand')}</Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{t('staffCatalogue.listError')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="brandId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('staffCatalogue.brandsEmpty')}
          columns={[
            { accessor: 'brandId', title: t('staffCatalogue.id'), sortable: true },
            { accessor: 'name', title: t('staffCatalogue.brandName'), sortable: true },
            { accessor: 'models', title: t('staffCatalogue.models'), sortable: true },
            {
              accessor: 'active',
              title: t('staffCatalogue.status'),
              render: (r) =>
                r.mergedInto ? (
                  <Badge color="gray">{t('staffCatalogue.mergedInto', { name: r.mergedInto })}</Badge>
                ) : (
                  <Badge color={r.active ? 'green' : 'gray'} variant="light">
                    {r.active ? t('staffCatalogue.active') : t('staffCatalogue.inactive')}
                  </Badge>
                ),
            },
            {
              accessor: 'actions',
              title: '',
              render: (r) => (
                <Menu withinPortal>
                  <Menu.Target>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={t('staffCatalogue.actionsFor', { name: r.name })}
                    >
                      {t('staffCatalogue.actions')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => onShowModels(r)}>{t('staffCatalogue.showModels')}</Menu.Item>
                    <Menu.Item onClick={() => setEditing({ row: r })}>
                      {t('staffCatalogue.renameBrand')}
                    </Menu.Item>
                    <Menu.Item
                      onClick={() => act(setActive.mutateAsync({ brandId: r.brandId, active: !r.active }))}
                    >
                      {r.active ? t('staffCatalogue.deactivate') : t('staffCatalogue.activate')}
                    </Menu.Item>
                    <Menu.Item color="red" onClick={() => setMerging(r)}>
                      {t('staffCatalogue.merge')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ),
            },
          ]}
        />
      )}
      <BrandModal opened={editing !== undefined} row={editing?.row} onClose={() => setEditing(undefined)} />
      <MergeModal row={merging} onClose={() => setMerging(undefined)} />
    </Stack>
  );
}
