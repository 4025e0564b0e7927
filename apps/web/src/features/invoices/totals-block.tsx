import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { FigureRow } from './document-parts';
import { rupees } from './money';
import { taxAmount, taxKinds } from './tax-columns';

type TotalsBlockProps = { view: InvoiceView; compact?: boolean };

/**
 * The invoice totals, as the server summed the rounded lines (GST.md): value, discount, taxable
 * value, each tax, round off and the grand total in figures and words. The short form keeps only
 * what changes the amount due.
 */
export function TotalsBlock({ view, compact = false }: TotalsBlockProps) {
  const { t } = useTranslation();
  const { totals } = view;
  const kinds = taxKinds(view);

  return (
    <Stack gap={4} component="section" aria-label={t('invoices.document.totals')}>
      {!compact && (
        <FigureRow label={t('invoices.document.grossAmount')} value={rupees(totals.grossAmount)} />
      )}
      {totals.discountAmount !== 0 && (
        <FigureRow label={t('invoices.document.discount')} value={rupees(totals.discountAmount)} />
      )}
      {kinds.length > 0 && (
        <FigureRow label={t('invoices.document.taxable')} value={rupees(totals.amountBeforeTax)} />
      )}
      {kinds.map((kind) => (
        <FigureRow
          key={kind}
          label={t(`invoices.document.${kind}`)}
          value={rupees(taxAmount(totals, kind))}
        />
      ))}
      {!compact && kinds.length > 0 && (
        <FigureRow label={t('invoices.document.totalTax')} value={rupees(totals.totalTax)} />
      )}
      {totals.roundOff !== 0 && (
        <FigureRow label={t('invoices.document.roundOff')} value={rupees(totals.roundOff)} />
      )}
      <Divider />
      <FigureRow label={t('invoices.document.total')} value={rupees(totals.totalAmount)} strong />
      {!compact && (
        <>
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              {t('invoices.document.inWords')}:{' '}
            </Text>
            {totals.amountInWords}
          </Text>
          <Text size="sm" c="dimmed">
            {t('invoices.document.totalQuantity')}: {totals.totalQuantity}
          </Text>
        </>
      )}
    </Stack>
  );
}
