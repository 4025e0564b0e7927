import { reportRangeProblem } from '@galla/domain/report-range';
import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { formatRupees } from '../../lib/format';
import { type OverviewOption, useOverviewOptions } from '../inventory-overview/api';
import {
  choose,
  noSelection,
  type OverviewLevel,
  type OverviewSelection,
  toFilter,
} from '../inventory-overview/overview-model';
import { type SaleAnalysisFilter, useSaleAnalysis } from './api';
import { defaultRange, todayIst } from './report-dates';

const SalesChart = lazy(() => import('./sales-chart'));

/** /Sales Analysis (flag reports). */
export function SalesAnalysisPage() {
  return (
    <FlagGuard flag="reports">
      <SalesAnalysis />
    </FlagGuard>
  );
}

const asData = (list: OverviewOption[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

function SalesAnalysis() {
  const { t } = useTranslation();
  const today = todayIst();
  const [range, setRange] = useState(defaultRange(today));
  const [selection, setSelection] = useState<OverviewSelection>(noSelection);
  const [submitted, setSubmitted] = useState<SaleAnalysisFilter>(defaultRange(today));
  const options = useOverviewOptions(toFilter({ ...selection, modelId: null }));
  const report = useSaleAnalysis(submitted);
  const problem = reportRangeProblem(range.fromDate, range.toDate, today);

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
  const months = report.data?.report?.report ?? [];

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Title order={2} size="h3">
        {t('reports.salesAnalysis')}
      </Title>
      <Paper withBorder p="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) setSubmitted({ ...range, ...toFilter(selection) });
          }}
        >
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <TextInput
              type="date"
              label={t('reports.fromDate')}
              value={range.fromDate}
              max={today}
              onChange={(e) => setRange((r) => ({ ...r, fromDate: e.currentTarget.value }))}
            />
            <TextInput
              type="date"
              label={t('reports.toDate')}
              value={range.toDate}
              max={today}
              onChange={(e) => setRange((r) => ({ ...r, toDate: e.currentTarget.value }))}
            />
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
          {problem && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {problem}
            </Text>
          )}
          <Button type="submit" mt="sm" loading={report.isFetching} disabled={problem !== null}>
            {t('reports.submit')}
          </Button>
        </form>
      </Paper>

      {report.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : report.isError ? (
        <Alert color="red" title={report.error.message}>
          <Button variant="light" size="xs" onClick={() => report.refetch()}>
            {t('reports.retry')}
          </Button>
        </Alert>
      ) : report.data?.empty !== undefined ? (
        <Text c="dimmed" ta="center" py="xl">
          {report.data.empty}
        </Text>
      ) : (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Suspense
              fallback={
                <Center h={300}>
                  <Loader />
                </Center>
              }
            >
              <SalesChart points={months} />
            </Suspense>
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder fz="sm" aria-label={t('reports.analysis.chart')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports.analysis.month')}</Table.Th>
                    <Table.Th ta="right">{t('reports.analysis.inventory')}</Table.Th>
                    <Table.Th ta="right">{t('reports.analysis.sales')}</Table.Th>
                    <Table.Th ta="right">{t('reports.analysis.salesValue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {months.map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{m.label}</Table.Td>
                      <Table.Td ta="right">{m.inventory}</Table.Td>
                      <Table.Td ta="right">{m.sales}</Table.Td>
                      <Table.Td ta="right">{formatRupees(m.salesValue)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
