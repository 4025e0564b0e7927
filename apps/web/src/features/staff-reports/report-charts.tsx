import '@mantine/charts/styles.css';
import type { ConsoleReport } from '@galla/contracts/console-reports';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** The report's charts: sign-ups per day, and sales by state and by super category. Its own chunk (recharts). */
export default function ReportCharts({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  // An empty chart is bare axes: say so in words instead.
  const chart = (title: string, rows: number, node: React.ReactNode) => (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {rows > 0 ? (
        node
      ) : (
        <Text c="dimmed" size="sm">
          {t('staffReports.noRows')}
        </Text>
      )}
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {chart(
        t('staffReports.signUpsPerDay'),
        report.signUps.length,
        <BarChart
          h={220}
          data={report.signUps.map((d) => ({ label: formatDate(d.date), count: d.count }))}
          dataKey="label"
          maxBarWidth={24}
          barProps={{ isAnimationActive: false }}
          series={[{ name: 'count', label: t('staffReports.signUps'), color: 'blue.6' }]}
          aria-label={t('staffReports.signUpsPerDay')}
        />,
      )}
      {chart(
        t('staffReports.salesByState'),
        report.byState.length,
        <BarChart
          h={220}
          data={report.byState.map((s) => ({
            label: s.stateName || t('staffReports.noState'),
            sales: s.sales,
          }))}
          dataKey="label"
          maxBarWidth={24}
          barProps={{ isAnimationActive: false }}
          series={[{ name: 'sales', label: t('staffReports.sales'), color: 'teal.6' }]}
          aria-label={t('staffReports.salesByState')}
        />,
      )}
      {chart(
        t('staffReports.salesByCategory'),
        report.byCategory.length,
        <BarChart
          h={220}
          data={report.byCategory.map((c) => ({ label: c.name, sales: c.sales }))}
          dataKey="label"
          maxBarWidth={24}
          barProps={{ isAnimationActive: false }}
          series={[{ name: 'sales', label: t('staffReports.lineTotals'), color: 'grape.6' }]}
          aria-label={t('staffReports.salesByCategory')}
        />,
      )}
    </SimpleGrid>
  );
}
