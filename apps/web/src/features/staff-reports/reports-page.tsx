import type { ConsoleReport } from '@galla/contracts/console-reports';
import { reportRangeProblem } from '@galla/domain/report-range';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { defaultRange, todayIst } from '../reports/report-dates';
import { downloadReportSpreadsheet, useConsoleReport } from './api';
import { ReportTables, SummaryCards } from './report-tables';

const ReportCharts = lazy(() => import('./report-charts'));

/** Nothing to chart: no sign-up, no active shop, no bill, no SMS, no points in the range. */
export function isEmptyReport(r: ConsoleReport): boolean {
  return (
    r.signUpsTotal === 0 &&
    r.activeShops === 0 &&
    r.billsTotal === 0 &&
    r.smsSold.purchases === 0 &&
    r.smsSent.campaigns === 0 &&
    r.points.issued === 0 &&
    r.points.redeemed === 0 &&
    r.points.refunded === 0
  );
}

/**
 * /dashboard/reports (Admin): the platform's figures for a range of days (India time, at most
 * twelve months, the retailer reports' rule), as cards, charts and tables, and as a spreadsheet.
 */
export function ConsoleReportsPage() {
  const { t } = useTranslation();
  const today = todayIst();
  const [range, setRange] = useState(() => defaultRange(today));
  const [submitted, setSubmitted] = useState(range);
  const [downloading, setDownloading] = useState(false);
  const report = useConsoleReport(submitted);
  const problem = reportRangeProblem(range.fromDate, range.toDate, today);

  const download = async () => {
    setDownloading(true);
    await downloadReportSpreadsheet(submitted)
      .catch(() => showToast(t('staffReports.downloadFailed'), 'error'))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.reports')}
      </Title>
      <Paper withBorder p="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) setSubmitted(range);
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={t('staffReports.fromDate')}
              value={range.fromDate}
              max={today}
              onChange={(e) => setRange((r) => ({ ...r, fromDate: e.currentTarget.value }))}
              w={{ base: '100%', xs: 170 }}
            />
            <TextInput
              type="date"
              label={t('staffReports.toDate')}
              value={range.toDate}
              max={today}
              onChange={(e) => setRange((r) => ({ ...r, toDate: e.currentTarget.value }))}
              w={{ base: '100%', xs: 170 }}
            />
            <Button type="submit" loading={report.isFetching} disabled={problem !== null}>
              {t('staffReports.show')}
            </Button>
            <Button
              variant="default"
              onClick={download}
              loading={downloading}
              disabled={!report.data || report.isError}
            >
              {t('staffReports.download')}
            </Button>
          </Group>
          {problem && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {problem}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="xs">
            {t('staffReports.note')}
          </Text>
        </form>
      </Paper>

      {report.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : report.isError ? (
        <Alert color="red" title={t('staffReports.error')}>
          <Button variant="light" size="xs" onClick={() => report.refetch()}>
            {t('staffReports.retry')}
          </Button>
        </Alert>
      ) : isEmptyReport(report.data) ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('staffReports.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <SummaryCards report={report.data} />
          <Paper withBorder p="sm">
            <Suspense
              fallback={
                <Center h={220}>
                  <Loader />
                </Center>
              }
            >
              <ReportCharts report={report.data} />
            </Suspense>
          </Paper>
          <ReportTables report={report.data} />
        </Stack>
      )}
    </Stack>
  );
}
