import { Button, Group } from '@mantine/core';
import { IconBan, IconEdit, IconFileTypePdf, IconPrinter, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { type InvoiceView, pdfUrl } from './api';
import { canCancel, canEdit, canShare } from './status';

type InvoiceActionsProps = { view: InvoiceView; onShare: () => void; onCancel: () => void };

/**
 * The viewer's buttons. Edit and Share stay in place but disabled for a cancelled invoice or an
 * older version (the note under them says why); Cancel shows only while there is something to
 * cancel. The PDFs open for every status: they are the record. Edit and Cancel belong to billing:
 * a user who reached the invoice from the list without the billing flag does not see them (the
 * server would refuse billing/cancelInvoice, and /billing sends them home).
 */
export function InvoiceActions({ view, onShare, onCancel }: InvoiceActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const billing = session?.kind === 'retailer' && session.profile.configuration.billing === true;

  return (
    <Group gap="xs" wrap="wrap">
      {billing && (
        <Button
          size="sm"
          variant="light"
          leftSection={<IconEdit size={18} />}
          disabled={!canEdit(view.status)}
          onClick={() => navigate(`/billing?invoiceId=${view.invoiceId}`)}
        >
          {t('invoices.edit')}
        </Button>
      )}
      <Button
        size="sm"
        leftSection={<IconShare size={18} />}
        disabled={!canShare(view.status)}
        onClick={onShare}
      >
        {t('invoices.share')}
      </Button>
      <Button
        size="sm"
        variant="default"
        component="a"
        href={pdfUrl(view.invoiceToken, 'a4')}
        target="_blank"
        rel="noopener"
        aria-label={t('invoices.openPdfA4')}
        leftSection={<IconFileTypePdf size={18} />}
      >
        {t('invoices.pdfA4')}
      </Button>
      <Button
        size="sm"
        variant="default"
        component="a"
        href={pdfUrl(view.invoiceToken, '80mm')}
        target="_blank"
        rel="noopener"
        aria-label={t('invoices.openPdf80')}
        leftSection={<IconPrinter size={18} />}
      >
        {t('invoices.pdf80')}
      </Button>
      {billing && canCancel(view.status) && (
        <Button size="sm" variant="subtle" color="red" leftSection={<IconBan size={18} />} onClick={onCancel}>
          {t('invoices.cancelInvoice')}
        </Button>
      )}
    </Group>
  );
}
