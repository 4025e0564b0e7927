import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showToast } from '../../lib/toast';
import { type InvoiceSummary, useDeleteInvoice } from './api';

type DeleteInvoiceDialogProps = { invoice: InvoiceSummary | null; onClose: () => void };

/**
 * The list's delete confirmation. POST billing/deleteInvoice voids the invoice on the server; the
 * list refreshes and the card then reads 'Cancelled'.
 */
export function DeleteInvoiceDialog({ invoice, onClose }: DeleteInvoiceDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteInvoice();

  const confirm = async () => {
    if (!invoice) return;
    const result = await remove
      .mutateAsync({ billId: invoice.billId, invoiceId: invoice.invoiceId })
      .catch(() => null);
    if (!result) return;
    showToast(result.message ?? t('msg.invoiceCancelled'), 'success');
    onClose();
  };

  return (
    <ConfirmDialog
      opened={invoice !== null}
      title={t('invoices.deleteTitle')}
      message={invoice ? t('invoices.deleteConfirm', { number: invoice.invoiceNumber }) : ''}
      confirmLabel={t('invoices.deleteButton')}
      cancelLabel={t('invoices.keep')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
