import { Button, Center, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { formatRupees } from '../../lib/format';
import { type OverviewFilter, type OverviewOption, useOverviewOptions, useOverviewReport } from './api';
import {
  breadcrumb,
  chartPoints,
  choose,
  noSelection,
  type OverviewLevel,
  type OverviewSelection,
  toFilter,
} from './overview-model';

// The charts package (recharts) is its own chunk, fetched only when this page draws a chart.
const OverviewChart = lazy(() => import('./overview-chart'));

/** /inventoryOverview (flag reports). */
export function InventoryOverviewPage() {
  return (
    <FlagGuard flag="reports">
      <InventoryOverview />
    </FlagGuard>
  );
}

const asData = (list: OverviewOption[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

function InventoryOverview() {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<OverviewSelection>(noSelection);
  // The whole shop's stock until the user submits a narrower choice.
  const [submitted, setSubmitted] = useState<OverviewFilter>({});
  const options = useOverviewOptions(toFilter({ ...selection, modelId: null }));
  const report = useOverviewReport(submitted);

  const selects: {
    level: OverviewLevel;
    label: string;
    data: OverviewOption[] | undefined;
    above: string | null;
  }[] = [
    {
      level: 'superCategoryId',
      label: t('inventory.overview.category'),
      data: options.data?.superCategories,
      above: 'all',
    },
    {
      level: 'categoryId',
      label: t('inventory.overview.subCategory'),
      data: options.data?.categories,
      above: selection.superCategoryId,
    },
    {
      level: 'brandId',
      label: t('inventory.overview.brand'),
      data: options.data?.brands,
      above: selection.categoryId,
    },
    {
      level: 'modelId',
      label: t('inventory.overview.model'),
      data: options.data?.models,
      above: selection.brandId,
    },
  ];

  const names = report.data ? breadcrumb(report.data) : [];
  const points = report.data ? chartPoints(report.data.report) : [];

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Title order={2} size="h3">
        {t('inventory.overview.title')}
      </Title>
      <Paper withBorder p="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(toFilter(selection));
          }}
        >
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {selects.map(({ level, label, data, above }) => (
              <Select
                key={level}
                label={label}
                placeholder={t('inventory.overview.all')}
                data={asData(data)}
                value={selection[level]}
                onChange={(value) => setSelection((s) => choose(s, level, value))}
                disabled={above === null}
                searchable
                clearable
              />
            ))}
          </SimpleGrid>
          <Button type="submit" mt="sm" loading={report.isFetching}>
            {t('inventory.overview.submit')}
          </Button>
        </form>
      </Paper>

      {report.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : report.data ? (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Text fw={600} aria-label={t('inventory.overview.selection')}>
              {names.length > 0 ? names.join(' › ') : t('inventory.overview.allProducts')}
            </Text>
            <Suspense
              fallback={
                <Center h={300}>
                  <Loader />
                </Center>
              }
            >
              <OverviewChart points={points} />
            </Suspense>
            <Table striped withTableBorder fz="sm" aria-label={t('inventory.overview.chart')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.overview.days')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.overview.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.overview.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((p) => (
                  <Table.Tr key={p.bucket}>
                    <Table.Td>{p.bucket}</Table.Td>
                    <Table.Td ta="right">{p.quantity}</Table.Td>
                    <Table.Td ta="right">{formatRupees(p.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
