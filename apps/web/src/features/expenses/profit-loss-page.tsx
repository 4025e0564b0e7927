import type { ProfitLossReport } from '@galla/contracts/expenses';
import { Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { Modal } from '../../components/modal';
import { StickyBar } from '../../components/sticky-bar';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useProfitLoss, useSendProfitLoss } from './api';
import { initialRange, problemOf, type ReportRange } from './range';
import { RangePicker } from './range-picker';

// The charts package (recharts) is its own chunk, fetched only when this page draws a chart.
const ProfitLossChart = lazy(() => import('./profit-loss-chart'));

/** /Profit & Loss Details (flag reports): the range, the monthly chart, the Summary with Send e-mail. */
export function ProfitLossPage() {
  return (
    <FlagGuard flag="reports">
      <ProfitLoss />
    </FlagGuard>
  );
}

type Line = keyof ProfitLossReport['reportDetails'];
// In the order an owner reads them: what came in, what it cost, what is left.
const summaryLines: Line[] = [
  'bills',
  'totalSales',
  'gstCollected',
  'roundOff',
  'discounts',
  'income',
  'costOfGoodsSold',
  'grossProfit',
  'expenses',
  'netProfit',
];

function ProfitLoss() {
  const { t } = useTranslation();
  const [range, setRange] = useState<ReportRange>(() => initialRange());
  const valid = problemOf(range) === null && range.fromDate !== '' && range.toDate !== '';
  const report = useProfitLoss(range, valid);
  const send = useSendProfitLoss();
  const [summary, setSummary] = useState(false);
  const data = report.data;
  const empty = data !== undefined && data.reportDetails.bills === 0 && data.reportDetails.expenses === 0;

  const sendMail = async () => {
    if (!data) return;
    const result = await send
      .mutateAsync({ fromDate: data.fromDate, toDate: data.toDate, ...data.reportDetails })
      .catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  let body: React.ReactNode = null;
  if (!valid) body = null;
  else if (report.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (report.isError) {
    body = (
      <Stack align="center" py="md">
        <Text c="red">{t('profitLoss.failed')}</Text>
        <Button variant="light" onClick={() => void report.refetch()}>
          {t('expenses.retry')}
        </Button>
      </Stack>
    );
  } else if (empty) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('profitLoss.noData')}
      </Text>
    );
  } else if (data) {
    body = (
      <Paper withBorder p="sm">
        <Suspense
          fallback={
            <Center h={300}>
              <Loader aria-label={t('common.loading')} />
            </Center>
          }
        >
          <ProfitLossChart months={data.reports} />
        </Suspense>
      </Paper>
    );
  }

  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('profitLoss.title')}
        </Title>
        <Button onClick={() => setSummary(true)} disabled={!data || !valid}>
          {t('profitLoss.summary')}
        </Button>
      </Group>
      <StickyBar>
        <RangePicker value={range} onChange={setRange} />
      </StickyBar>
      {data && valid && (
        <Group grow gap="xs">
          <Figure label={t('profitLoss.lines.income')} value={data.reportDetails.income} />
          <Figure label={t('profitLoss.lines.expenses')} value={data.reportDetails.expenses} />
          <Figure label={t('profitLoss.lines.netProfit')} value={data.reportDetails.netProfit} />
        </Group>
      )}
      {body}
      <Modal opened={summary} onClose={() => setSummary(false)} title={t('profitLoss.summary')} centered>
        {data && (
          <Stack gap="sm">
            <Table aria-label={t('profitLoss.summary')}>
              <Table.Tbody>
                {summaryLines.map((line) => (
                  <Table.Tr key={line} fw={line === 'netProfit' || line === 'grossProfit' ? 700 : undefined}>
                    <Table.Td>{t(`profitLoss.lines.${line}`)}</Table.Td>
                    <Table.Td ta="right">
                      {line === 'bills' ? data.reportDetails.bills : formatRupees(data.reportDetails[line])}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setSummary(false)}>
                {t('profitLoss.close')}
              </Button>
              <Button loading={send.isPending} onClick={() => void sendMail()}>
                {t('profitLoss.sendEmail')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={value < 0 ? 'red' : undefined}>
        {formatRupees(value)}
      </Text>
    </Paper>
  );
}
