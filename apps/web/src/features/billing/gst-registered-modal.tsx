import type { Customer } from '@galla/contracts/billing';
import { normaliseGstin, validateGstin } from '@galla/domain/gstin';
import { messages } from '@galla/domain/messages';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useAddCustomer } from './api';
import { gstUpdateRequest } from './customer-form';

type GstRegisteredModalProps = {
  customer: Customer | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
};

/** 'GST registered' (§5): sets the chosen customer's GSTIN, or clears it; same call as adding. */
export function GstRegisteredModal({ customer, opened, onClose, onSaved }: GstRegisteredModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && customer !== null}
      onClose={onClose}
      title={t('billing.gstModal.title')}
      centered
    >
      {opened && customer && <GstForm customer={customer} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function GstForm({
  customer,
  onClose,
  onSaved,
}: { customer: Customer } & Omit<GstRegisteredModalProps, 'customer' | 'opened'>) {
  const { t } = useTranslation();
  const add = useAddCustomer();
  const [value, setValue] = useState(customer.gstNumber ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const gstin = normaliseGstin(value);
    if (gstin !== '' && !validateGstin(gstin).ok) return setError(messages.customerGstInvalid);
    try {
      const saved = await add.mutateAsync(gstUpdateRequest(customer, gstin));
      onSaved(saved.customer);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('billing.gstModal.text', { name: customer.customerName })}</Text>
        <TextInput
          label={t('billing.gstModal.number')}
          maxLength={15}
          data-autofocus
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value.toUpperCase());
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('billing.gstModal.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('billing.gstModal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
