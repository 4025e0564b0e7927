import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { amount } from './money';
import { TaxCells, TaxHeads } from './tax-cells';
import { taxKinds } from './tax-columns';

/**
 * The long form's item table: every column Rule 46 lists (description, HSN, quantity and unit,
 * value, discount, taxable value, rate and amount of each tax). A Bill of Supply has no tax and no
 * taxable-value column. Wide, so it scrolls sideways on a phone instead of squeezing the figures.
 */
export function LinesTable({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  const kinds = taxKinds(view);
  const gst = view.billtype === 'GST';

  return (
    <Table.ScrollContainer minWidth={gst ? 900 : 600}>
      <Table striped withTableBorder fz="sm" aria-label={t('invoices.document.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.document.lineNo')}</Table.Th>
            <Table.Th>{t('invoices.document.description')}</Table.Th>
            <Table.Th>{t('invoices.document.hsn')}</Table.Th>
            <Table.Th ta="right">{t('invoices.document.qty')}</Table.Th>
            <Table.Th ta="right">{t('invoices.document.rate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.document.value')}</Table.Th>
            <Table.Th ta="right">{t('invoices.document.discount')}</Table.Th>
            {gst && <Table.Th ta="right">{t('invoices.document.taxable')}</Table.Th>}
            <TaxHeads kinds={kinds} />
            <Table.Th ta="right">{t('invoices.document.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.lines.map((line) => (
            <Table.Tr key={line.lineNo}>
              <Table.Td>{line.lineNo}</Table.Td>
              <Table.Td>
                {line.modelName}
                {line.productNote.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('invoices.document.serials', { list: line.productNote.join(', ') })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{line.HSN ?? ''}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.quantity} {line.units}
              </Table.Td>
              <Table.Td ta="right">{amount(line.price)}</Table.Td>
              <Table.Td ta="right">{amount(line.grossAmount)}</Table.Td>
              <Table.Td ta="right">{amount(line.discountAmount)}</Table.Td>
              {gst && <Table.Td ta="right">{amount(line.amountBeforeTax)}</Table.Td>}
              <TaxCells kinds={kinds} row={line} />
              <Table.Td ta="right" fw={600}>
                {amount(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
