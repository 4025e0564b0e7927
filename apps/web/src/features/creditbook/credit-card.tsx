import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '../../lib/format';
import { invoiceDate } from '../invoices/dates';
import type { CreditSummary } from './api';

export const detailsPath = (creditId: number) => `/creditBookingDetails?id=${creditId}`;

/** One credit in the list: customer, mobile, bill, dates, EMIs, total and what is still due. */
export const CreditCard = memo(function CreditCard({ credit }: { credit: CreditSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = detailsPath(credit.creditId);
  return (
    <Paper
      withBorder
      px="sm"
      py="xs"
      component="li"
      style={{ cursor: 'pointer' }}
      onClick={() => navigate(to)}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Anchor
            component={Link}
            to={to}
            fw={600}
            size="sm"
            aria-label={t('creditBook.open', { name: credit.customerName, number: credit.billNumber })}
            onClick={(event) => event.stopPropagation()}
          >
            {credit.customerName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {credit.mobileNumber} · {t('creditBook.bill', { number: credit.billNumber })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('creditBook.dates', {
              start: invoiceDate(credit.startDate),
              end: invoiceDate(credit.endDate),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('creditBook.emis', { count: credit.totalEmi, amount: formatRupees(credit.emiAmount) })}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('creditBook.dueBalance')}
          </Text>
          <Text fw={700} size="sm" c={credit.dueBalance > 0 ? 'red.8' : 'green.8'} data-figure="due">
            {formatRupees(credit.dueBalance)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('creditBook.total')} {formatRupees(credit.totalAmount)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
});
