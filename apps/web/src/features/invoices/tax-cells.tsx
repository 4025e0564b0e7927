import { Table } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { amount, percent } from './money';
import { type TaxKind, taxAmount, taxRate } from './tax-columns';

// The rate and amount columns of each tax the invoice shows, shared by the item table and the HSN
// summary so both print the same heads and figures.

export function TaxHeads({ kinds }: { kinds: TaxKind[] }) {
  const { t } = useTranslation();
  return kinds.map((kind) => {
    const tax = t(`invoices.document.${kind}`);
    return (
      <Fragment key={kind}>
        <Table.Th ta="right">{t('invoices.document.taxRate', { tax })}</Table.Th>
        <Table.Th ta="right">{t('invoices.document.taxAmount', { tax })}</Table.Th>
      </Fragment>
    );
  });
}

type TaxedRow = { gstPercent: number | null; cgstAmount: number; sgstAmount: number; igstAmount: number };

export function TaxCells({ kinds, row }: { kinds: TaxKind[]; row: TaxedRow }) {
  return kinds.map((kind) => {
    const rate = taxRate(row.gstPercent, kind);
    return (
      <Fragment key={kind}>
        <Table.Td ta="right">{rate === null ? '' : percent(rate)}</Table.Td>
        <Table.Td ta="right">{amount(taxAmount(row, kind))}</Table.Td>
      </Fragment>
    );
  });
}
