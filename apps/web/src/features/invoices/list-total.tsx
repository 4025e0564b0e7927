import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DateRange, useInvoiceTotal } from './api';
import { rupees } from './money';

/** What the filtered list adds up to over every page (completed bills; cancelled ones count nothing). */
export function ListTotal({ keyword, range }: { keyword: string; range: DateRange }) {
  const { t } = useTranslation();
  const total = useInvoiceTotal(keyword, range);
  if (!total.data) return null;
  const { bills, totalAmount, dueAmount } = total.data;
  return (
    <Group gap="xs" justify="space-between" role="status" aria-label={t('invoices.listTotal')}>
      <Text size="sm">{t('invoices.bills', { count: bills })}</Text>
      <Text size="sm" fw={700}>
        {t('invoices.total', { amount: rupees(totalAmount) })}
        {dueAmount > 0 && ` · ${t('invoices.totalDue', { amount: rupees(dueAmount) })}`}
      </Text>
    </Group>
  );
}
