import type { PublicInvoice } from '@galla/contracts/billing';
import { invoiceStatus } from '@galla/contracts/billing';
import { Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMedia } from '../../lib/use-media';
import { SurveyOffer } from '../survey/survey-offer';
import { isNotFound, pdfUrl, usePublicInvoice } from './api';
import { invoiceDate } from './dates';
import { Field } from './document-parts';
import { rupees } from './money';
import { StatusBadge } from './status-badge';

/**
 * /downloadPdf/{invoiceToken}: the page a shared link opens, for a customer who has no login. It
 * shows who issued the invoice and offers both PDFs; a wide screen also previews the A4 one.
 */
export function DownloadPdfPage() {
  const { t } = useTranslation();
  const token = useParams().invoiceToken ?? '';
  const query = usePublicInvoice(token);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Paper withBorder p="lg" role="alert">
        {isNotFound(query.error) ? (
          <Stack gap={4} align="center">
            <Text fw={600} ta="center">
              {t('msg.invoiceLinkInvalid')}
            </Text>
            <Text ta="center">{t('invoices.publicPage.invalidHint')}</Text>
          </Stack>
        ) : (
          <Text ta="center">{t('invoices.publicPage.failed')}</Text>
        )}
      </Paper>
    );
  } else {
    body = <PublicInvoiceView token={token} invoice={query.data} />;
  }

  return (
    <Container size="md" py="md" px="sm">
      {body}
    </Container>
  );
}

function PublicInvoiceView({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const { t } = useTranslation();
  // The preview is a second copy of the PDF: phones would download it just to show it small. Read
  // at once (no server rendering here), so a phone never starts loading it.
  const wide = useMedia('(min-width: 43.75em)');

  return (
    <Stack gap="md">
      {invoice.status === invoiceStatus.completed && <SurveyOffer invoiceToken={token} />}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="xs">
          <Text fw={700} size="lg">
            {invoice.tradeName}
          </Text>
          {invoice.title && (
            <Text size="sm" c="dimmed">
              {invoice.title}
            </Text>
          )}
          <Group gap="xs">
            <Title order={1} size="h3">
              {t('invoices.publicPage.title', { number: invoice.invoiceNumber })}
            </Title>
            {invoice.status !== invoiceStatus.completed && <StatusBadge status={invoice.status} />}
          </Group>
          <Field label={t('invoices.publicPage.date')} value={invoiceDate(invoice.invoiceDate)} />
          <Field label={t('invoices.publicPage.total')} value={rupees(invoice.totalAmount)} />
          <Group gap="xs" mt="xs" grow preventGrowOverflow={false} wrap="wrap">
            <Button component="a" href={pdfUrl(token, 'a4', true)} leftSection={<IconDownload size={18} />}>
              {t('invoices.publicPage.downloadA4')}
            </Button>
            <Button
              component="a"
              variant="light"
              href={pdfUrl(token, '80mm', true)}
              leftSection={<IconPrinter size={18} />}
            >
              {t('invoices.publicPage.download80')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {wide && (
        // A frame, not an <object>: the page's policy allows no plugins (object-src 'none'), and the
        // PDF answer lets only this origin frame it.
        <Box
          component="iframe"
          src={pdfUrl(token, 'a4')}
          title={t('invoices.publicPage.preview')}
          aria-label={t('invoices.publicPage.preview')}
          w="100%"
          h="80vh"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        >
          <Text p="md">{t('invoices.publicPage.previewFallback')}</Text>
        </Box>
      )}
    </Stack>
  );
}
