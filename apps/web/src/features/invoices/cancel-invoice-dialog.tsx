import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showToast } from '../../lib/toast';
import { type InvoiceView, useCancelInvoice } from './api';

type CancelInvoiceDialogProps = { view: InvoiceView; opened: boolean; onClose: () => void };

/** The viewer's cancel confirmation: POST billing/cancelInvoice, then the viewer reloads as Cancelled. */
export function CancelInvoiceDialog({ view, opened, onClose }: CancelInvoiceDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelInvoice();

  const confirm = async () => {
    const result = await cancel
      .mutateAsync({ billId: view.billId, invoiceId: view.invoiceId })
      .catch(() => null);
    if (!result) return;
    showToast(result.message ?? t('msg.invoiceCancelled'), 'success');
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('invoices.cancelTitle')}
      message={t('invoices.cancelConfirm', { number: view.invoiceNumber })}
      confirmLabel={t('invoices.cancelYes')}
      cancelLabel={t('invoices.cancelNo')}
      pending={cancel.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
