import type { EmiRowView } from '@galla/contracts/creditbook';
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconBellRinging, IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { invoiceDate } from '../invoices/dates';
import { useSendReminder } from './api';

type Props = {
  rows: EmiRowView[];
  open: boolean;
  /** The WhatsApp message for a row, the second way to remind. */
  whatsappUrl: (row: EmiRowView) => string;
  onPay: (row: EmiRowView) => void;
};

/** The EMI table: due date, amount, status; an unpaid row is marked paid or reminded, a paid one not. */
export function EmiTable({ rows, open, whatsappUrl, onPay }: Props) {
  const { t } = useTranslation();
  const remind = useSendReminder();
  const send = async (row: EmiRowView) => {
    const result = await remind
      .mutateAsync({ creditId: row.creditId, creditBookDetailsId: row.creditBookDetailsId })
      .catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={t('creditBook.emiTable')} verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('creditBook.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('creditBook.amount')}</Table.Th>
            <Table.Th>{t('creditBook.status')}</Table.Th>
            <Table.Th>{t('creditBook.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const paid = row.status === 1;
            return (
              <Table.Tr key={row.creditBookDetailsId} data-status={paid ? 'paid' : 'unpaid'}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoiceDate(row.endDate)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(row.amount)}
                </Table.Td>
                <Table.Td>
                  <Badge color={paid ? 'green' : 'red'} variant="light">
                    {paid ? t('creditBook.paid') : t('creditBook.unpaid')}
                  </Badge>
                  {!paid && row.paidAmount > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('creditBook.partPaid', { amount: formatRupees(row.paidAmount) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {!paid && open && (
                      <Button
                        size="compact-xs"
                        onClick={() => onPay(row)}
                        aria-label={t('creditBook.markPaidFor', { n: row.instalment })}
                      >
                        {t('creditBook.markPaid')}
                      </Button>
                    )}
                    <ActionIcon
                      variant="subtle"
                      disabled={paid || !open}
                      loading={
                        remind.isPending && remind.variables?.creditBookDetailsId === row.creditBookDetailsId
                      }
                      aria-label={
                        paid
                          ? t('creditBook.reminderDisabled', { n: row.instalment })
                          : t('creditBook.remind', { n: row.instalment })
                      }
                      onClick={() => void send(row)}
                    >
                      <IconBellRinging size={18} />
                    </ActionIcon>
                    {!paid && open && (
                      <ActionIcon
                        variant="subtle"
                        color="green"
                        component="a"
                        href={whatsappUrl(row)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('creditBook.whatsapp', { n: row.instalment })}
                      >
                        <IconBrandWhatsapp size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
