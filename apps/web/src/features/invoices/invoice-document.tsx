import { Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { invoiceDate } from './dates';
import { DocumentHeader } from './document-header';
import { FigureRow } from './document-parts';
import { HsnSummary } from './hsn-summary';
import { LinesTable } from './lines-table';
import { amount, rupees } from './money';
import { PaymentsBlock } from './payments-block';
import { TotalsBlock } from './totals-block';

export type InvoiceForm = 'long' | 'short';

/** The invoice on screen, in the viewer's chosen form. The PDF is the printable copy. */
export function InvoiceDocument({ view, form }: { view: InvoiceView; form: InvoiceForm }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} data-form={form}>
      {form === 'long' ? <LongForm view={view} /> : <ShortForm view={view} />}
    </Paper>
  );
}

/** Everything a tax invoice carries (CGST Rule 46), or a Bill of Supply without the tax columns. */
function LongForm({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <DocumentHeader view={view} />
      <LinesTable view={view} />
      {view.billtype === 'NOGST' && (
        <Text size="sm" c="dimmed">
          {t('invoices.document.noTaxNote')}
        </Text>
      )}
      <HsnSummary view={view} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <PaymentsBlock view={view} />
          {view.remark && (
            <Text size="sm">
              <Text span size="sm" c="dimmed">
                {t('invoices.document.remark')}:{' '}
              </Text>
              {view.remark}
            </Text>
          )}
          {view.points > 0 && (
            <Text size="sm" c="dimmed">
              {t('invoices.document.points', { points: view.points })}
            </Text>
          )}
        </Stack>
        <TotalsBlock view={view} />
      </SimpleGrid>
      <Stack gap={0} align="flex-end" mt="md">
        <Text size="sm">{t('invoices.document.signatureFor', { name: view.shop.tradeName })}</Text>
        <Text size="xs" c="dimmed" mt="lg">
          {t('invoices.document.signature')}
        </Text>
      </Stack>
    </Stack>
  );
}

/** A receipt-like summary: who, when, one line per item and the amount due. */
function ShortForm({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={420} mx="auto">
      <Stack gap={0} align="center">
        <Text fw={700}>{view.shop.tradeName}</Text>
        <Text size="sm">{view.title}</Text>
      </Stack>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{view.invoiceNumber}</Text>
        <Text size="sm">{invoiceDate(view.invoiceDate)}</Text>
      </Group>
      <Text size="sm">
        <Text span size="sm" c="dimmed">
          {t('invoices.document.billTo')}:{' '}
        </Text>
        {view.customer.customerName.trim() || t('msg.nameNotFound')}
      </Text>
      <Divider />
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        aria-label={t('invoices.document.lines')}
        style={{ listStyle: 'none' }}
      >
        {view.lines.map((line) => (
          <li key={line.lineNo}>
            <FigureRow label={line.modelName} value={amount(line.amount)} />
            <Text size="xs" c="dimmed">
              {line.quantity} {line.units} × {rupees(line.price)}
            </Text>
          </li>
        ))}
      </Stack>
      <Divider />
      <TotalsBlock view={view} compact />
      <PaymentsBlock view={view} compact />
    </Stack>
  );
}
