import { invoiceStatus } from '@galla/contracts/billing';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type InvoiceView, useInvoiceView } from './api';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument, type InvoiceForm } from './invoice-document';
import { readInvoiceRef } from './invoice-ref';
import { ShareDialog } from './share-dialog';
import { StatusBadge } from './status-badge';

/** /invoice?billId=&invoiceId= (also /Invoice): one invoice, from the list, billing or Show Invoice. */
export function InvoicePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = readInvoiceRef(params);
  const query = useInvoiceView(ref);

  let body: React.ReactNode;
  if (!ref) {
    body = <Problem text={t('invoices.missingRef')} />;
  } else if (query.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (query.isError) {
    // The api client has already toasted the reason (e.g. 'No such invoice').
    body = (
      <Problem text={query.error.message}>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('invoices.retry')}
        </Button>
      </Problem>
    );
  } else {
    body = <InvoiceViewer view={query.data} />;
  }

  return (
    <Stack gap="sm" maw={1000} mx="auto">
      {body}
    </Stack>
  );
}

function Problem({ text, children }: { text: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} size="h3">
        {t('invoices.viewerTitle')}
      </Title>
      <Stack align="center" gap="sm" py="xl">
        <Text ta="center">{text}</Text>
        <Group gap="xs">
          {children}
          <Anchor component={Link} to="/Search Invoice">
            {t('invoices.backToList')}
          </Anchor>
        </Group>
      </Stack>
    </>
  );
}

function InvoiceViewer({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<InvoiceForm>('long');
  const [dialog, setDialog] = useState<'share' | 'cancel' | null>(null);
  const close = () => setDialog(null);
  const note =
    view.status === invoiceStatus.cancelled
      ? t('invoices.cancelledNote')
      : view.status === invoiceStatus.superseded
        ? t('invoices.supersededNote')
        : null;

  return (
    <>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h3">
            {t('invoices.viewerTitle')} {view.invoiceNumber}
          </Title>
          <StatusBadge status={view.status} />
        </Group>
        <SegmentedControl
          aria-label={t('invoices.form')}
          value={form}
          onChange={(value) => setForm(value as InvoiceForm)}
          data={[
            { value: 'long', label: t('invoices.longForm') },
            { value: 'short', label: t('invoices.shortForm') },
          ]}
        />
      </Group>
      <InvoiceActions view={view} onShare={() => setDialog('share')} onCancel={() => setDialog('cancel')} />
      {note && (
        <Alert color={view.status === invoiceStatus.cancelled ? 'red' : 'gray'} variant="light">
          {note}
        </Alert>
      )}
      <InvoiceDocument view={view} form={form} />
      <ShareDialog view={view} opened={dialog === 'share'} onClose={close} />
      <CancelInvoiceDialog view={view} opened={dialog === 'cancel'} onClose={close} />
    </>
  );
}
