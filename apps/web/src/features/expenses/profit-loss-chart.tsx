import '@mantine/charts/styles.css';
import { formatInr, tryRupeesToPaise } from '@galla/domain/money';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

const inr = (value: number) => {
  const paise = tryRupeesToPaise(Math.round(value));
  return paise === null ? String(value) : formatInr(paise, { decimals: false });
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11' → 'Nov 26', as text: no Date, so no time zone can move it to another month. */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

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
      data={months.map((m) => ({ ...m, label: monthLabel(m.month) }))}
      dataKey="label"
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
