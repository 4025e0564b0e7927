import type { ConsoleReport } from '@galla/contracts/console-reports';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '../../lib/format';

// The figures as tables (the spreadsheet's sheets): a few dozen rows at most (states, super
// categories, days of sign-ups), so they are plain tables that scroll inside themselves on a phone.

type Column<R> = { title: string; value: (row: R) => string | number; right?: boolean };

function FigureTable<R>({ label, rows, columns }: { label: string; rows: R[]; columns: Column<R>[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('staffReports.noRows')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder fz="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.title} ta={c.right ? 'right' : undefined}>
                    {c.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={i}>
                  {columns.map((c) => (
                    <Table.Td key={c.title} ta={c.right ? 'right' : undefined}>
                      {c.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function SummaryCards({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  const cards: [string, string | number][] = [
    [t('staffReports.signUps'), report.signUpsTotal],
    [t('staffReports.activeShops'), report.activeShops],
    [t('staffReports.bills'), report.billsTotal],
    [t('staffReports.sales'), formatRupees(report.salesTotal)],
    [t('staffReports.smsBought'), report.smsSold.sms],
    [t('staffReports.smsAmount'), formatRupees(report.smsSold.amount)],
    [t('staffReports.smsSent'), report.smsSent.sent],
    [t('staffReports.smsFailed'), report.smsSent.failed],
    [t('staffReports.pointsIssued'), report.points.issued],
    [t('staffReports.pointsRedeemed'), report.points.redeemed],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder p="xs" aria-label={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700}>{value}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function ReportTables({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <FigureTable
        label={t('staffReports.byState')}
        rows={report.byState}
        columns={[
          { title: t('staffReports.state'), value: (r) => r.stateName || t('staffReports.noState') },
          { title: t('staffReports.bills'), value: (r) => r.bills, right: true },
          { title: t('staffReports.sales'), value: (r) => formatRupees(r.sales), right: true },
        ]}
      />
      <FigureTable
        label={t('staffReports.byCategory')}
        rows={report.byCategory}
        columns={[
          { title: t('staffReports.superCategory'), value: (r) => r.name },
          { title: t('staffReports.bills'), value: (r) => r.bills, right: true },
          { title: t('staffReports.lineTotals'), value: (r) => formatRupees(r.sales), right: true },
        ]}
      />
      <FigureTable
        label={t('staffReports.signUpsPerDay')}
        rows={report.signUps}
        columns={[
          { title: t('staffReports.date'), value: (r) => formatDate(r.date) },
          { title: t('staffReports.signUps'), value: (r) => r.count, right: true },
        ]}
      />
      <FigureTable
        label={t('staffReports.smsAndPoints')}
        rows={[
          [t('staffReports.smsPurchases'), String(report.smsSold.purchases)],
          [t('staffReports.smsBought'), String(report.smsSold.sms)],
          [t('staffReports.smsAmount'), formatRupees(report.smsSold.amount)],
          [t('staffReports.campaigns'), String(report.smsSent.campaigns)],
          [t('staffReports.smsSent'), String(report.smsSent.sent)],
          [t('staffReports.smsFailed'), String(report.smsSent.failed)],
          [t('staffReports.smsPending'), String(report.smsSent.pending)],
          [t('staffReports.pointsIssued'), String(report.points.issued)],
          [t('staffReports.pointsRedeemed'), String(report.points.redeemed)],
          [t('staffReports.pointsRefunded'), String(report.points.refunded)],
        ]}
        columns={[
          { title: t('staffReports.figure'), value: (r) => r[0]! },
          { title: t('staffReports.value'), value: (r) => r[1]!, right: true },
        ]}
      />
    </SimpleGrid>
  );
}
