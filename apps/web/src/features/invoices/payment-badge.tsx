import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from './api';
import { rupees } from './money';

const colors = { paid: 'green', partPaid: 'orange', due: 'red' } as const;

/** Paid, Part-paid or Due on a completed bill, with what the credit book still has to collect. */
export function PaymentBadge({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  const state = invoice.paymentStatus;
  if (state === null) return null;
  return (
    <>
      <Badge variant="outline" color={colors[state]} data-payment={state}>
        {t(`invoices.payment.${state}`)}
      </Badge>
      {state !== 'paid' && (
        <Text size="xs" c={`${colors[state]}.8`} data-due>
          {t('invoices.payment.dueAmount', { amount: rupees(invoice.dueAmount) })}
        </Text>
      )}
    </>
  );
}
