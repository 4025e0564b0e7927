import type { EmiRowView } from '@galla/contracts/creditbook';
import { emiReminderText } from '@galla/domain/credit';
import { rupeesToPaise } from '@galla/domain/money';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { formatRupees } from '../../lib/format';
import { invoiceDate } from '../invoices/dates';
import { useCreditDetails } from './api';
import { EmiTable } from './emi-table';
import { PayEmiModal } from './pay-emi-modal';

/** /creditBookingDetails?id= (flag creditBook): the customer and bill, received and due, the EMI table. */
export function CreditDetailsPage() {
  return (
    <FlagGuard flag="creditBook">
      <CreditDetails />
    </FlagGuard>
  );
}

function CreditDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const details = useCreditDetails(Number.isSafeInteger(id) && id > 0 ? id : null);
  const [paying, setPaying] = useState<EmiRowView | null>(null);

  if (details.isPending && details.fetchStatus !== 'idle') {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!details.data) {
    return (
      <Stack maw={760} mx="auto" gap="sm" role="alert">
        <Text>{t('creditBook.notFound')}</Text>
        <Anchor component={Link} to="/creditBook">
          {t('creditBook.back')}
        </Anchor>
      </Stack>
    );
  }
  const { creditBookDetails: c, emiPayDetails: rows } = details.data;
  const open = c.status === 'open';
  const whatsappUrl = (row: EmiRowView) => {
    const text = emiReminderText({
      customerName: c.customerName,
      owedPaise: rupeesToPaise(row.amount) - rupeesToPaise(row.paidAmount),
      billNumber: c.billNumber,
      tradeName: c.tradeName,
      dueDate: row.endDate,
      duePaise: rupeesToPaise(c.dueBalance),
    });
    return `https://wa.me/91${c.mobileNumber}?text=${encodeURIComponent(text)}`;
  };

  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Anchor component={Link} to="/creditBook" size="sm">
        {t('creditBook.back')}
      </Anchor>
      <Title order={2} size="h3">
        {t('creditBook.detailTitle')}
      </Title>
      {!open && <Alert color="yellow">{t('creditBook.closed')}</Alert>}
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{c.customerName}</Text>
            <Text size="sm" c="dimmed">
              {c.mobileNumber}
            </Text>
            <Anchor component={Link} to={`/creditBook/customer?id=${c.customerId}`} size="sm">
              {t('creditBook.khataLink')}
            </Anchor>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Anchor
              component={Link}
              to={`/invoice?billId=${c.billId}&invoiceId=${c.invoiceId}`}
              size="sm"
              fw={600}
            >
              {t('creditBook.bill', { number: c.billNumber })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {invoiceDate(c.invoiceDate)}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label={t('creditBook.billAmount')} value={formatRupees(c.billAmount)} />
        <Figure label={t('creditBook.total')} value={formatRupees(c.totalAmount)} />
        <Figure label={t('creditBook.received')} value={formatRupees(c.receivedAmount)} figure="received" />
        <Figure label={t('creditBook.dueBalance')} value={formatRupees(c.dueBalance)} figure="due" strong />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('creditBook.emiTable')}
      </Title>
      <EmiTable rows={rows} open={open} whatsappUrl={whatsappUrl} onPay={setPaying} />
      <Button component={Link} to="/creditBook" variant="subtle" hiddenFrom="sm">
        {t('creditBook.back')}
      </Button>
      <PayEmiModal emi={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}

function Figure(props: { label: string; value: string; figure?: string; strong?: boolean }) {
  return (
    <Paper withBorder p="xs" aria-label={props.label} component="section">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={props.strong ? 700 : 600} data-figure={props.figure}>
        {props.value}
      </Text>
    </Paper>
  );
}
