import '@mantine/charts/styles.css';
import { formatInr, tryRupeesToPaise } from '@galla/domain/money';
import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from './overview-model';

const inr = (value: number) => {
  const paise = tryRupeesToPaise(Math.round(value));
  return paise === null ? String(value) : formatInr(paise, { decimals: false });
};

/** Quantity as bars on the left axis, value as a line on the right axis, over the age buckets. */
export default function OverviewChart({ points }: { points: ChartPoint[] }) {
  const { t } = useTranslation();
  return (
    <CompositeChart
      h={300}
      data={points}
      dataKey="bucket"
      withLegend
      withRightYAxis
      xAxisLabel={t('inventory.overview.days')}
      maxBarWidth={36}
      curveType="linear"
      // No grow-in animation: seven bars read at once, and a cheap phone is spared the frames.
      barProps={{ isAnimationActive: false }}
      lineProps={{ isAnimationActive: false }}
      rightYAxisProps={{ tickFormatter: inr, width: 80 }}
      series={[
        { name: 'quantity', label: t('inventory.overview.quantity'), type: 'bar', color: 'blue.6' },
        {
          name: 'value',
          label: t('inventory.overview.value'),
          type: 'line',
          color: 'orange.6',
          yAxisId: 'right',
        },
      ]}
      aria-label={t('inventory.overview.chart')}
    />
  );
}
