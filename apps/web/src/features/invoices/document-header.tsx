import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { invoiceDate } from './dates';
import { Field, Lines } from './document-parts';

/**
 * The top of the long form: the shop (name, address, GSTIN), the invoice (number, date, place of
 * supply, reverse charge) and the buyer — what CGST Rule 46 asks a tax invoice to carry. A Bill of
 * Supply leaves out place of supply and reverse charge, which only matter for tax.
 */
export function DocumentHeader({ view }: { view: InvoiceView }) {
  const { t } = useTranslation();
  const gst = view.billtype === 'GST';
  const { shop, customer } = view;
  const stateLine = [shop.state, shop.pincode].filter(Boolean).join(' ');

  return (
    <Stack gap="sm">
      <Title order={3} ta="center">
        {view.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={2}>
          <Text fw={700}>{shop.tradeName}</Text>
          {shop.legalName && shop.legalName !== shop.tradeName && <Text size="sm">{shop.legalName}</Text>}
          <Lines lines={[shop.addressLine1, shop.addressLine2, shop.city, stateLine]} />
          <Field label={t('invoices.document.gstin')} value={shop.gstNumber} />
          <Field label={t('invoices.document.phone')} value={shop.contactNumber} />
          <Field label={t('invoices.document.email')} value={shop.email} />
        </Stack>
        <Stack gap={2}>
          <Field label={t('invoices.document.number')} value={view.invoiceNumber} />
          <Field label={t('invoices.document.date')} value={invoiceDate(view.invoiceDate)} />
          {gst && (
            <>
              <Field
                label={t('invoices.document.placeOfSupply')}
                value={t('invoices.document.placeOfSupplyValue', view.placeOfSupply)}
              />
              <Field
                label={t('invoices.document.reverseCharge')}
                value={view.reverseCharge ? t('invoices.document.yes') : t('invoices.document.no')}
              />
            </>
          )}
        </Stack>
      </SimpleGrid>
      <Paper withBorder p="xs" component="section" aria-label={t('invoices.document.billTo')}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('invoices.document.billTo')}
        </Text>
        <Text fw={600}>{customer.customerName.trim() || t('msg.nameNotFound')}</Text>
        {customer.companyName && <Text size="sm">{customer.companyName}</Text>}
        <Lines
          lines={[
            customer.customerAddress,
            customer.state && customer.stateCode
              ? `${customer.state} (${customer.stateCode})`
              : customer.state,
          ]}
        />
        <Field label={t('invoices.document.gstin')} value={customer.gstNumber} />
        {!customer.isDefault && (
          <>
            <Field label={t('invoices.document.phone')} value={customer.mobileNumber} />
            <Field label={t('invoices.document.email')} value={customer.customerEmail} />
          </>
        )}
      </Paper>
    </Stack>
  );
}
