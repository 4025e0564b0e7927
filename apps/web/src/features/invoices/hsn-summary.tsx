import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { amount, percent } from './money';
import { type TaxKind, taxAmount, taxKinds, taxRate } from './tax-columns';

/** Tax by HSN code and rate, as the server summed it (a tax invoice only; GSTR-1 reads the same). */
export function HsnSummary({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  const kinds = taxKinds(view);
  if (kinds.length === 0 || view.hsnSummary.length === 0) return null;
  const taxName = (kind: TaxKind) => t(`invoices.document.${kind}`);

  return (
    <section>
      <Text fw={600} size="sm" mb={4}>
        {t('invoices.document.hsnSummary')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder fz="sm" aria-label={t('invoices.document.hsnSummary')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.document.hsn')}</Table.Th>
              <Table.Th ta="right">{t('invoices.document.taxable')}</Table.Th>
              {kinds.flatMap((kind) => [
                <Table.Th key={`${kind}-rate`} ta="right">
                  {t('invoices.document.taxRate', { tax: taxName(kind) })}
                </Table.Th>,
                <Table.Th key={`${kind}-amount`} ta="right">
                  {t('invoices.document.taxAmount', { tax: taxName(kind) })}
                </Table.Th>,
              ])}
              <Table.Th ta="right">{t('invoices.document.totalTax')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.hsnSummary.map((row) => (
              <Table.Tr key={`${row.HSN}-${row.gstPercent}`}>
                <Table.Td>{row.HSN}</Table.Td>
                <Table.Td ta="right">{amount(row.amountBeforeTax)}</Table.Td>
                {kinds.flatMap((kind) => {
                  const rate = taxRate(row.gstPercent, kind);
                  return [
                    <Table.Td key={`${kind}-rate`} ta="right">
                      {rate === null ? '' : percent(rate)}
                    </Table.Td>,
                    <Table.Td key={`${kind}-amount`} ta="right">
                      {amount(taxAmount(row, kind))}
                    </Table.Td>,
                  ];
                })}
                <Table.Td ta="right">{amount(row.totalTax)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
