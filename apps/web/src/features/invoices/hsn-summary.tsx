import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { amount } from './money';
import { TaxCells, TaxHeads } from './tax-cells';
import { taxKinds } from './tax-columns';

/** Tax by HSN code and rate, as the server summed it (a tax invoice only; GSTR-1 reads the same). */
export function HsnSummary({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  const kinds = taxKinds(view);
  if (kinds.length === 0 || view.hsnSummary.length === 0) return null;

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
              <TaxHeads kinds={kinds} />
              <Table.Th ta="right">{t('invoices.document.totalTax')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.hsnSummary.map((row) => (
              <Table.Tr key={`${row.HSN}-${row.gstPercent}`}>
                <Table.Td>{row.HSN}</Table.Td>
                <Table.Td ta="right">{amount(row.amountBeforeTax)}</Table.Td>
                <TaxCells kinds={kinds} row={row} />
                <Table.Td ta="right">{amount(row.totalTax)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
