import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

export type SalesPoint = { label: string; inventory: number; sales: number };

/** Inventory against sales, one pair of columns per month. Its own chunk (recharts). */
export default function SalesChart({ points }: { points: SalesPoint[] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={300}
      data={points}
      dataKey="label"
      withLegend
      maxBarWidth={28}
      barProps={{ isAnimationActive: false }}
      series={[
        { name: 'inventory', label: t('reports.analysis.inventory'), color: 'blue.6' },
        { name: 'sales', label: t('reports.analysis.sales'), color: 'teal.6' },
      ]}
      aria-label={t('reports.analysis.chart')}
    />
  );
}
