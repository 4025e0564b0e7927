import {
  financeOptions,
  paymentMethods,
  shopStatuses,
  shopTypes,
  ZPaymentDetails,
} from '@galla/contracts/registration';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Chip,
  Group,
  Input,
  Loader,
  NativeSelect,
  Radio,
  Stack,
} from '@mantine/core';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStores } from './api';
import { fieldError, firstError, type StepErrors, stepErrors, withoutError } from './step-errors';
import {
  type FinanceOption,
  nextFinance,
  type PaymentMethod,
  type PaymentValues,
  paymentInput,
} from './wizard-values';

type Field = 'shopStatus' | 'shopType' | 'finance' | 'payment' | 'onlineStores';
const ORDER: readonly Field[] = ['shopStatus', 'shopType', 'finance', 'payment', 'onlineStores'];
// Contract field → the input that shows its problem.
const FIELDS: Record<string, Field> = {
  shopStatus: 'shopStatus',
  shopType: 'shopType',
  financeFacility: 'finance',
  paymentMethod: 'payment',
  onlineStores: 'onlineStores',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type PaymentStepProps = {
  values: PaymentValues;
  onChange: Dispatch<SetStateAction<PaymentValues>>;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
};

// Sign-up step 3 (accounts spec §5): how the shop is run and paid, and where it sells online.
export function PaymentStep({ values, onChange, onBack, onSubmit, submitting }: PaymentStepProps) {
  const { t } = useTranslation();
  const online = values.isSellOnline === '1';
  const stores = useOnlineStores(online);
  const [errors, setErrors] = useState<StepErrors<Field>>({});

  const update = (field: Field, patch: Partial<PaymentValues>) => {
    onChange((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = stepErrors(ZPaymentDetails, paymentInput(values), FIELDS);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit();
  };

  const message = firstError(errors, ORDER);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t('register.shopStatus')}
          withAsterisk
          data={[
            { value: '', label: t('register.choose') },
            ...shopStatuses.map((status) => ({ value: status, label: capitalise(status) })),
          ]}
          value={values.shopStatus}
          error={fieldError(errors.shopStatus)}
          onChange={(event) => update('shopStatus', { shopStatus: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('register.shopType')}
          withAsterisk
          data={[
            { value: '', label: t('register.choose') },
            ...shopTypes.map((type) => ({ value: type, label: capitalise(type) })),
          ]}
          value={values.shopType}
          error={fieldError(errors.shopType)}
          onChange={(event) => update('shopType', { shopType: event.currentTarget.value })}
        />
        <Checkbox.Group
          label={t('register.financeFacility')}
          withAsterisk
          value={values.finance}
          error={fieldError(errors.finance)}
          onChange={(next) =>
            update('finance', { finance: nextFinance(values.finance, next as FinanceOption[]) })
          }
        >
          <Stack gap="xs" mt={6}>
            {financeOptions.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('register.paymentMethod')}
          withAsterisk
          value={values.payment}
          error={fieldError(errors.payment)}
          onChange={(next) => update('payment', { payment: next as PaymentMethod[] })}
        >
          <Group gap="md" mt={6}>
            {paymentMethods.map((method) => (
              <Checkbox key={method} value={method} label={method} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group
          label={t('register.sellOnline')}
          value={values.isSellOnline}
          onChange={(value) => update('onlineStores', { isSellOnline: value === '1' ? '1' : '0' })}
        >
          <Group gap="md" mt={6}>
            <Radio value="1" label={t('register.yes')} />
            <Radio value="0" label={t('register.no')} />
          </Group>
        </Radio.Group>
        {online && (
          <Input.Wrapper
            label={t('register.onlineStores')}
            withAsterisk
            error={fieldError(errors.onlineStores)}
            role="group"
            aria-label={t('register.onlineStores')}
          >
            {stores.isPending ? (
              <Center p="xs">
                <Loader size="sm" aria-label={t('common.loading')} />
              </Center>
            ) : (
              <Group gap="xs" mt={6}>
                <Chip.Group
                  multiple
                  value={values.onlineStores}
                  onChange={(next) => update('onlineStores', { onlineStores: next })}
                >
                  {(stores.data ?? []).map((store) => (
                    <Chip key={store.id} value={String(store.id)} size="sm">
                      {store.name}
                    </Chip>
                  ))}
                </Chip.Group>
              </Group>
            )}
          </Input.Wrapper>
        )}
        {/* Beside the button the user just pressed, where a phone's screen shows it. */}
        {message && (
          <Alert color="red" role="alert" p="xs">
            {message}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onBack} disabled={submitting}>
            {t('register.back')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
