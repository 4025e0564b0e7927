import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InvoiceSummary } from './api';
import { invoiceDate } from './dates';
import { rupees } from './money';
import { PaymentBadge } from './payment-badge';
import { canOpen, isLive } from './status';
import { StatusBadge } from './status-badge';

type InvoiceCardProps = {
  invoice: InvoiceSummary;
  onDelete: (invoice: InvoiceSummary) => void;
};

export function invoicePath({ billId, invoiceId }: { billId: number; invoiceId: number }): string {
  return `/invoice?billId=${billId}&invoiceId=${invoiceId}`;
}

/**
 * One invoice in the list. The invoice number is the link (keyboard and screen readers); a tap
 * anywhere else on the card follows it too, since on a phone the whole card is the target.
 */
export const InvoiceCard = memo(function InvoiceCard({ invoice, onDelete }: InvoiceCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openable = canOpen(invoice.status);
  const to = invoicePath(invoice);

  return (
    <Paper
      withBorder
      px="sm"
      py="xs"
      component="li"
      data-status={invoice.status}
      style={openable ? { cursor: 'pointer' } : undefined}
      onClick={openable ? () => navigate(to) : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            {openable ? (
              <Anchor
                component={Link}
                to={to}
                fw={600}
                size="sm"
                aria-label={t('invoices.open', { number: invoice.invoiceNumber })}
                // The card's own click would navigate a second time.
                onClick={(event) => event.stopPropagation()}
              >
                {invoice.invoiceNumber}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {invoice.invoiceNumber}
              </Text>
            )}
            <StatusBadge status={invoice.status} />
            <PaymentBadge invoice={invoice} />
          </Group>
          <Text size="sm" lineClamp={1}>
            {invoice.customerName?.trim() || t('msg.nameNotFound')}
          </Text>
          <Text size="xs" c="dimmed">
            {invoiceDate(invoice.invoiceDate)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {rupees(invoice.totalAmount)}
          </Text>
          {isLive(invoice.status) && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('invoices.delete', { number: invoice.invoiceNumber })}
              onClick={(event) => {
                event.stopPropagation();
                onDelete(invoice);
              }}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Stack>
      </Group>
    </Paper>
  );
});
