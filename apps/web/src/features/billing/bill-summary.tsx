import { amountInWords } from '@galla/domain/amount-in-words';
import type { InvoiceTotals } from '@galla/domain/invoice-math';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPaise } from './format';

type BillSummaryProps = {
  totals: InvoiceTotals;
  gstShop: boolean;
  igst: boolean;
  utgst: boolean;
};

/** Taxable value, the tax split, round off, total and total in words, live from invoice-math. */
export function BillSummary({ totals, gstShop, igst, utgst }: BillSummaryProps) {
  const { t } = useTranslation();
  const rows: [string, number][] = [];
  if (gstShop) {
    rows.push([t('billing.summary.taxable'), totals.taxablePaise]);
    if (igst) rows.push([t('billing.summary.igst'), totals.igstPaise]);
    else {
      rows.push([t('billing.summary.cgst'), totals.cgstPaise]);
      rows.push([t(utgst ? 'billing.summary.utgst' : 'billing.summary.sgst'), totals.sgstPaise]);
    }
  }
  const discount = totals.lineDiscountPaise + totals.invoiceDiscountPaise;
  if (discount > 0) rows.push([t('billing.summary.discount'), discount]);
  rows.push([t('billing.summary.roundOff'), totals.roundOffPaise]);

  return (
    <Stack gap={4}>
      <Table aria-label={t('billing.summary.title')} verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {rows.map(([label, paise]) => (
            <Table.Tr key={label}>
              <Table.Th fw={400}>{label}</Table.Th>
              <Table.Td ta="right">{formatPaise(paise)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Table.Th fz="lg">{t('billing.summary.total')}</Table.Th>
            <Table.Td ta="right" fz="lg" fw={700}>
              {formatPaise(totals.grandTotalPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" aria-label={t('billing.summary.inWords')}>
        {amountInWords(Math.max(0, totals.grandTotalPaise))}
      </Text>
      {!gstShop && (
        <Text size="xs" c="dimmed">
          {t('billing.summary.billOfSupply')}
        </Text>
      )}
    </Stack>
  );
}
