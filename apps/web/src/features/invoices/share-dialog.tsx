import { ZShareInvoiceRequest } from '@galla/contracts/billing';
import { Button, CopyButton, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { type InvoiceView, publicPageUrl, useShareInvoice } from './api';
import { rupees } from './money';
import { whatsappNumber, whatsappUrl } from './share-links';

type ShareDialogProps = { view: InvoiceView; opened: boolean; onClose: () => void };

/**
 * Share an invoice: the public page's link (copy, or WhatsApp with a ready message), or an e-mail
 * sent by the server. The link needs no login; it shows the invoice and its PDFs to whoever has it.
 */
export function ShareDialog({ view, opened, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const url = publicPageUrl(view.invoiceToken);
  // The walk-in customer's number and address are the shop's own, not the buyer's.
  const customer = view.customer.isDefault ? null : view.customer;
  const mobile = whatsappNumber(customer?.mobileNumber);
  const message = t('invoices.shareDialog.message', {
    number: view.invoiceNumber,
    shop: view.shop.tradeName,
    total: rupees(view.totals.totalAmount),
    url,
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.shareDialog.title')} centered>
      <Stack gap="md">
        <TextInput
          label={t('invoices.shareDialog.link')}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        {/* Side by side from 480 px; stacked on a phone so neither label is cut. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                onClick={copy}
              >
                {copied ? t('invoices.shareDialog.copied') : t('invoices.shareDialog.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={whatsappUrl(message, mobile)}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            {t('invoices.shareDialog.whatsapp')}
          </Button>
        </SimpleGrid>
        {mobile && (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('invoices.shareDialog.whatsappTo', { mobile: customer?.mobileNumber ?? mobile })}
          </Text>
        )}
        <Divider />
        {/* Mounted with the dialog, so the address starts from the customer's each time it opens. */}
        {opened && <EmailShare invoiceId={view.invoiceId} initial={customer?.customerEmail ?? ''} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoices.shareDialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** POST billing/shareInvoice: the server mails the invoice to the address typed here. */
function EmailShare({ invoiceId, initial }: { invoiceId: number; initial: string }) {
  const { t } = useTranslation();
  const share = useShareInvoice();
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('msg.customerEmailRequired'));
      return;
    }
    // The contract's own check, so the message reads as the server's would.
    const parsed = ZShareInvoiceRequest.safeParse({ invoiceId, email: address });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('msg.emailNotValid'));
      return;
    }
    setError(null);
    const result = await share.mutateAsync({ invoiceId, email: address }).catch(() => null);
    if (result) showToast(result.message ?? t('msg.invoiceShared'), 'success');
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="xs">
        <TextInput
          type="email"
          label={t('invoices.shareDialog.email')}
          placeholder={t('invoices.shareDialog.emailPlaceholder')}
          value={email}
          maxLength={120}
          autoComplete="email"
          inputMode="email"
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={share.isPending} leftSection={<IconMail size={18} />}>
          {t('invoices.shareDialog.send')}
        </Button>
      </Stack>
    </form>
  );
}
