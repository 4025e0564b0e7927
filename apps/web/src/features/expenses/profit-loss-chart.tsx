import '@mantine/charts/styles.css';
import { formatInr, tryRupeesToPaise } from '@galla/domain/money';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

const inr = (value: number) => {
  const paise = tryRupeesToPaise(Math.round(value));
  return paise === null ? String(value) : formatInr(paise, { decimals: false });
};

/** Income and expenses side by side, a pair of columns per month. */
export default function ProfitLossChart({
  months,
}: {
  months: { month: string; income: number; expenses: number }[];
}) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={300}
      data={months}
      dataKey="month"
      withLegend
      valueFormatter={inr}
      yAxisProps={{ width: 80 }}
      barProps={{ isAnimationActive: false }}
      series={[
        { name: 'income', label: t('profitLoss.income'), color: 'teal.6' },
        { name: 'expenses', label: t('profitLoss.expenses'), color: 'red.6' },
      ]}
      aria-label={t('profitLoss.chart')}
    />
  );
}
