import type { Customer } from '@galla/contracts/billing';
import { activeStates } from '@galla/domain/gst-states';
import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileInput } from '../../components/mobile-input';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useAddCustomer } from './api';
import {
  type CustomerFormErrors,
  type CustomerFormValues,
  canSaveCustomer,
  customerRequest,
  initialCustomerValues,
} from './customer-form';

type AddCustomerModalProps = {
  /** null: closed; otherwise the bill-to search text, which prefills the name or the mobile. */
  search: string | null;
  onClose: () => void;
  onAdded: (customer: Customer) => void;
};

const stateOptions = [
  { value: '', label: '—' },
  ...activeStates
    .filter((s) => s.code !== '97')
    .map((s) => ({ value: String(Number(s.code)), label: s.name })),
];

/** 'Add customer' (§5): name over 2 characters and a 10-digit mobile; the rest optional. */
export function AddCustomerModal({ search, onClose, onAdded }: AddCustomerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={search !== null} onClose={onClose} title={t('billing.customerForm.title')} centered>
      {search !== null && <CustomerForm search={search} onClose={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function CustomerForm({
  search,
  onClose,
  onAdded,
}: { search: string } & Omit<AddCustomerModalProps, 'search'>) {
  const { t } = useTranslation();
  const add = useAddCustomer();
  const [values, setValues] = useState<CustomerFormValues>(() => initialCustomerValues(search));
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof CustomerFormValues, boolean>>>({});

  const set = (field: keyof CustomerFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: keyof CustomerFormValues) => () => setTouched((s) => ({ ...s, [field]: true }));

  // Save is disabled until these hold, so their texts show as soon as the box is left wrong.
  const nameError =
    errors.customerName ??
    (touched.customerName && values.customerName.trim().length <= 2 ? messages.customerNameShort : undefined);
  const mobileError =
    errors.mobileNumber ??
    (touched.mobileNumber && normaliseMobile(values.mobileNumber) === null
      ? messages.customerMobile
      : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const request = customerRequest(values);
    if (!request.ok) return setErrors(request.errors);
    try {
      const added = await add.mutateAsync(request.body);
      onAdded(added.customer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('billing.customerForm.name')}
          withAsterisk
          data-autofocus
          maxLength={100}
          value={values.customerName}
          error={nameError}
          onBlur={blur('customerName')}
          onChange={(event) => set('customerName', event.currentTarget.value)}
        />
        <MobileInput
          label={t('billing.customerForm.mobile')}
          withAsterisk
          value={values.mobileNumber}
          error={mobileError}
          onBlur={blur('mobileNumber')}
          onChange={(text) => set('mobileNumber', text)}
        />
        <TextInput
          label={t('billing.customerForm.email')}
          type="email"
          maxLength={120}
          value={values.customerEmail}
          error={errors.customerEmail}
          onChange={(event) => set('customerEmail', event.currentTarget.value)}
        />
        <TextInput
          label={t('billing.customerForm.gstNumber')}
          maxLength={15}
          value={values.gstNumber}
          error={errors.gstNumber}
          onChange={(event) => set('gstNumber', event.currentTarget.value.toUpperCase())}
        />
        <TextInput
          label={t('billing.customerForm.address')}
          maxLength={250}
          value={values.customerAddress}
          error={errors.customerAddress}
          onChange={(event) => set('customerAddress', event.currentTarget.value)}
        />
        <NativeSelect
          label={t('billing.customerForm.state')}
          data={stateOptions}
          value={values.stateId}
          onChange={(event) => set('stateId', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('billing.customerForm.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending} disabled={!canSaveCustomer(values)}>
          {t('billing.customerForm.save')}
        </Button>
      </Group>
    </form>
  );
}
