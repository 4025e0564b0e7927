import type { ModelRow } from '@galla/contracts/console-catalogue';
import { Alert, Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { useCatalogueCall, useCategoryTree, useModels } from './api';
import { ModelModal } from './model-modal';

const sortOf: Record<string, 'name' | 'brand' | 'category' | 'mrp' | 'id'> = {
  modelId: 'id',
  name: 'name',
  brandName: 'brand',
  categoryName: 'category',
  mrp: 'mrp',
};
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Catalogue models, paged, searched (name or barcode), filtered and sorted on the server. */
export function ModelsTable({
  brand,
  onClearBrand,
}: {
  brand?: { brandId: number; name: string };
  onClearBrand: () => void;
}) {
  const { t } = useTranslation();
  const table = useConsoleTable<ModelRow>({
    columnAccessor: 'modelId',
    direction: 'desc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ row?: ModelRow }>();
  const setActive = useCatalogueCall('setModelActive');
  const tree = useCategoryTree();
  const categories = useMemo(
    () =>
      (tree.data?.superCategories ?? []).map((s) => ({
        group: s.name,
        items: s.categories.map((c) => ({ value: String(c.id), label: c.name })),
      })),
    [tree.data],
  );
  const list = useModels({
    page: table.page,
    pageSize: table.pageSize,
    search: debounced || undefined,
    brandId: brand?.brandId,
    categoryId: categoryId ? Number(categoryId) : undefined,
    status: (status ?? undefined) as 'active' | 'inactive' | undefined,
    sortBy: sortOf[table.sort.columnAccessor] ?? 'id',
    sortDirection: table.sort.direction,
  });
  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        {brand && (
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={onClearBrand}
                aria-label={t('staffCatalogue.allBrands')}
              >
                ×
              </Button>
            }
          >
            {brand.name}
          </Badge>
        )}
        <TextInput
          aria-label={t('staffCatalogue.searchModels')}
          placeholder={t('staffCatalogue.searchModels')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          aria-label={t('staffCatalogue.category')}
          placeholder={t('staffCatalogue.allCategories')}
          clearable
          searchable
          data={categories}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 200 }}
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
        <Button onClick={() => setEditing({})}>{t('staffCatalogue.addModel')}</Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{t('staffCatalogue.listError')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="modelId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('staffCatalogue.modelsEmpty')}
          columns={[
            { accessor: 'modelId', title: t('staffCatalogue.id'), sortable: true },
            { accessor: 'name', title: t('staffCatalogue.modelName'), sortable: true },
            { accessor: 'brandName', title: t('staffCatalogue.brand'), sortable: true },
            {
              accessor: 'categoryName',
              title: t('staffCatalogue.category'),
              sortable: true,
              render: (r) =>
                r.subcategoryName ? `${r.categoryName} › ${r.subcategoryName}` : r.categoryName,
            },
            { accessor: 'hsn', title: 'HSN' },
            {
              accessor: 'gstRate',
              title: t('staffCatalogue.gstRate'),
              render: (r) => (r.gstRate === null ? '—' : `${r.gstRate}%`),
            },
            {
              accessor: 'mrp',
              title: t('staffCatalogue.mrp'),
              sortable: true,
              render: (r) => (r.mrp === null ? '—' : rupees.format(r.mrp)),
            },
            { accessor: 'barcode', title: t('staffCatalogue.barcode'), render: (r) => r.barcode ?? '—' },
            {
              accessor: 'active',
              title: t('staffCatalogue.status'),
              render: (r) => (
                <Badge color={r.active ? 'green' : 'gray'} variant="light">
                  {r.active ? t('staffCatalogue.active') : t('staffCatalogue.inactive')}
                </Badge>
              ),
            },
            {
              accessor: 'actions',
              title: '',
              render: (r) => (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="default" onClick={() => setEditing({ row: r })}>
                    {t('staffCatalogue.edit')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => act(setActive.mutateAsync({ modelId: r.modelId, active: !r.active }))}
                  >
                    {r.active ? t('staffCatalogue.deactivate') : t('staffCatalogue.activate')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      <ModelModal
        opened={editing !== undefined}
        row={editing?.row}
        brandId={brand?.brandId}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
