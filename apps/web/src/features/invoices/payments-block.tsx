import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { invoiceDate } from './dates';
import { Field, FigureRow } from './document-parts';
import { rupees } from './money';

type PaymentsBlockProps = { view: InvoiceView; compact?: boolean };

/** How the bill was paid, and for a finance sale the EMI plan (the long form only). */
export function PaymentsBlock({ view, compact = false }: PaymentsBlockProps) {
  const { t } = useTranslation();
  const { payments, finance } = view;
  if (payments.length === 0 && (compact || !finance)) return null;

  return (
    <Stack gap={4} component="section" aria-label={t('invoices.document.payments')}>
      <Text fw={600} size="sm">
        {t('invoices.document.payments')}
      </Text>
      {payments.map((payment, index) => (
        <FigureRow key={`${payment.mode}-${index}`} label={payment.label} value={rupees(payment.amount)} />
      ))}
      {!compact && finance && (
        <Stack gap={2} mt={4}>
          <Text fw={600} size="sm">
            {t('invoices.document.finance')}
          </Text>
          <Field label={t('invoices.document.downPayment')} value={rupees(finance.downPayment)} />
          <Field label={t('invoices.document.financeAmount')} value={rupees(finance.financeAmount)} />
          <Field
            label={t('invoices.document.emi')}
            value={t('invoices.document.emiValue', {
              amount: rupees(finance.emiAmount),
              months: finance.numberOfMonths,
            })}
          />
          <Field
            label={t('invoices.document.emiPeriod')}
            value={t('invoices.document.emiPeriodValue', {
              start: invoiceDate(finance.startDateEmi),
              end: invoiceDate(finance.endDateEmi),
            })}
          />
        </Stack>
      )}
    </Stack>
  );
}
