import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileInput } from '../../components/mobile-input';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useMedia } from '../../lib/use-media';
import { useStates } from '../registration/api';
import { useAddDistributor } from './api';
import {
  type DistributorErrors,
  type DistributorField,
  type DistributorFormValues,
  distributorLimits,
  distributorRequest,
  emptyDistributor,
} from './distributor-form';

type DistributorModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The distributor just added, for the product form to select. */
  onAdded: (distributor: { id: number; name: string }) => void;
};

/** 'Add distributor' (shop-operations §2, §5): opened from the product modal's distributor field. */
export function DistributorModal({ opened, onClose, onAdded }: DistributorModalProps) {
  const { t } = useTranslation();
  const phone = useMedia('(max-width: 43.74em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('inventory.distributor.title')}
      fullScreen={phone}
      size="lg"
      zIndex={300}
    >
      {opened && <DistributorForm onClose={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function DistributorForm({ onClose, onAdded }: Omit<DistributorModalProps, 'opened'>) {
  const { t } = useTranslation();
  const states = useStates();
  const add = useAddDistributor();
  const [values, setValues] = useState<DistributorFormValues>(emptyDistributor);
  const [errors, setErrors] = useState<DistributorErrors>({});

  const set = (field: DistributorField, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'state' ? { city: null } : {}) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const stateOptions = useMemo(
    () => (states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.stateName })),
    [states.data],
  );
  const cityOptions = useMemo(() => {
    const state = states.data?.find((s) => String(s.stateId) === values.state);
    return (state?.cityList ?? []).map((c) => ({ value: String(c.cityId), label: c.City }));
  }, [states.data, values.state]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = distributorRequest(values);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    const result = await add.mutateAsync(outcome.body).catch(() => null);
    const id = result?.data?.distributerId;
    if (id === undefined) return;
    showToast(result?.message ?? t('msg.distributorAdded'), 'success');
    onAdded({ id, name: values.name.trim() });
    onClose();
  };

  const input = (
    field: DistributorField,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextInput>> & { 'data-autofocus'?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      value={values[field] ?? ''}
      error={errors[field]}
      autoComplete="off"
      onChange={(event) => set(field, event.currentTarget.value)}
      {...extra}
    />
  );
  const digits = (field: 'pinCode') => ({
    inputMode: 'numeric' as const,
    maxLength: distributorLimits[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set(field, event.currentTarget.value.replace(/\D/g, '').slice(0, distributorLimits[field])),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {input('name', t('inventory.distributor.name'), {
          withAsterisk: true,
          'data-autofocus': true,
          maxLength: 120,
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('addressLine1', t('inventory.distributor.addressLine1'), {
            withAsterisk: true,
            maxLength: 200,
          })}
          {input('addressLine2', t('inventory.distributor.addressLine2'), { maxLength: 200 })}
          <Select
            label={t('inventory.distributor.country')}
            data={[{ value: '1', label: t('inventory.distributor.india') }]}
            value="1"
            withAsterisk
            readOnly
          />
          <Select
            label={t('inventory.distributor.state')}
            placeholder={t('inventory.distributor.chooseState')}
            data={stateOptions}
            value={values.state}
            onChange={(value) => set('state', value)}
            error={errors.state}
            searchable
            withAsterisk
          />
          <Select
            label={t('inventory.distributor.city')}
            placeholder={t('inventory.distributor.chooseCity')}
            data={cityOptions}
            value={values.city}
            onChange={(value) => set('city', value)}
            error={errors.city}
            disabled={!values.state}
            searchable
            withAsterisk
          />
          {input('pinCode', t('inventory.distributor.pinCode'), { withAsterisk: true, ...digits('pinCode') })}
          {input('gstNumber', t('inventory.distributor.gstNumber'), {
            withAsterisk: true,
            maxLength: distributorLimits.gstNumber,
            onChange: (event) => set('gstNumber', event.currentTarget.value.toUpperCase().slice(0, 15)),
          })}
          <MobileInput
            label={t('inventory.distributor.mobileNo')}
            withAsterisk
            autoComplete="off"
            value={values.mobileNo}
            error={errors.mobileNo}
            onChange={(text) => set('mobileNo', text)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('inventory.distributor.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('inventory.distributor.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
