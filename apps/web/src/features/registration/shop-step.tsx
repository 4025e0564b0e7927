import { ZShopDetails } from '@galla/contracts/registration';
import { messages } from '@galla/domain/messages';
import { Alert, Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePincodeLookup } from '../onboarding/api';
import { useStates } from './api';
import { fieldError, firstError, type StepErrors, stepErrors, withoutError } from './step-errors';
import { INDIA_ID, type ShopValues, shopInput } from './wizard-values';

type Field = Exclude<keyof ShopValues, 'isGstNumber'>;
const ORDER: readonly Field[] = [
  'tradeName',
  'addressLine1',
  'addressLine2',
  'pincode',
  'countryId',
  'stateId',
  'cityId',
  'gstNumber',
  'legalName',
  'cinNumber',
  'website',
];
const FIELDS = Object.fromEntries(ORDER.map((field) => [field, field])) as Record<string, Field>;

type ShopStepProps = {
  values: ShopValues;
  onChange: Dispatch<SetStateAction<ShopValues>>;
  onBack: () => void;
  onNext: () => void;
};

// Sign-up step 2 (accounts spec §5): the shop's address in India, GST and company details.
export function ShopStep({ values, onChange, onBack, onNext }: ShopStepProps) {
  const { t } = useTranslation();
  const states = useStates();
  const lookup = usePincodeLookup(values.pincode);
  const [errors, setErrors] = useState<StepErrors<Field>>({});
  const gst = values.isGstNumber === '1';
  const cities = states.data?.find((state) => String(state.stateId) === values.stateId)?.cityList ?? [];
  const pincodeComplete = values.pincode.length === 6;
  const pincodeUnknown = pincodeComplete && lookup.isError;

  // A known pincode fills in its state and city, unless the user already chose them.
  const found = pincodeComplete && lookup.isSuccess ? lookup.data : undefined;
  const stateChosen = values.stateId !== '';
  useEffect(() => {
    if (!found || stateChosen) return;
    onChange((current) => ({ ...current, stateId: String(found.stateId), cityId: String(found.cityId) }));
    setErrors((current) => withoutError<Field>(withoutError<Field>(current, 'stateId'), 'cityId'));
  }, [found, stateChosen, onChange]);

  const set = (field: Field, value: string) => {
    onChange((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = stepErrors(ZShopDetails, shopInput(values), FIELDS);
    // The server refuses a pincode it does not know; say so here rather than after step 3.
    if (!problems.pincode && pincodeUnknown) problems.pincode = messages.pincodeCheck;
    setErrors(problems);
    if (Object.keys(problems).length === 0) onNext();
  };

  const message = firstError(errors, ORDER);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('register.tradeName')}
          autoComplete="organization"
          withAsterisk
          maxLength={100}
          value={values.tradeName}
          error={fieldError(errors.tradeName)}
          onChange={(event) => set('tradeName', event.currentTarget.value)}
        />
        <TextInput
          label={t('register.addressLine1')}
          autoComplete="address-line1"
          withAsterisk
          maxLength={200}
          value={values.addressLine1}
          error={fieldError(errors.addressLine1)}
          onChange={(event) => set('addressLine1', event.currentTarget.value)}
        />
        <TextInput
          label={t('register.addressLine2')}
          autoComplete="address-line2"
          maxLength={200}
          value={values.addressLine2}
          error={fieldError(errors.addressLine2)}
          onChange={(event) => set('addressLine2', event.currentTarget.value)}
        />
        <Group grow align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('register.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            withAsterisk
            maxLength={6}
            value={values.pincode}
            error={fieldError(errors.pincode ?? (pincodeUnknown ? messages.pincodeCheck : undefined))}
            // Digits only, at most 6 (accounts spec §5).
            onChange={(event) => set('pincode', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          />
          <NativeSelect
            label={t('register.country')}
            withAsterisk
            // Galla serves India only (accounts spec §5): it is the one country on offer.
            data={[{ value: INDIA_ID, label: t('register.india') }]}
            value={values.countryId}
            error={fieldError(errors.countryId)}
            onChange={(event) => set('countryId', event.currentTarget.value)}
          />
        </Group>
        <NativeSelect
          label={t('register.state')}
          withAsterisk
          autoComplete="address-level1"
          data={[
            { value: '', label: t('register.chooseState') },
            ...(states.data ?? []).map((state) => ({ value: String(state.stateId), label: state.stateName })),
          ]}
          value={values.stateId}
          error={fieldError(errors.stateId)}
          onChange={(event) => {
            const stateId = event.currentTarget.value;
            onChange((current) => ({ ...current, stateId, cityId: '' }));
            setErrors((current) => withoutError<Field>(withoutError<Field>(current, 'stateId'), 'cityId'));
          }}
        />
        <NativeSelect
          label={t('register.city')}
          withAsterisk
          autoComplete="address-level2"
          disabled={!values.stateId}
          data={[
            { value: '', label: t('register.chooseCity') },
            ...cities.map((city) => ({ value: String(city.cityId), label: city.City })),
          ]}
          value={values.cityId}
          error={fieldError(errors.cityId)}
          onChange={(event) => set('cityId', event.currentTarget.value)}
        />
        <Radio.Group
          label={t('register.hasGst')}
          value={values.isGstNumber}
          onChange={(value) =>
            onChange((current) => ({
              ...current,
              isGstNumber: value === '1' ? '1' : '0',
              // The legal name starts as the shop name (accounts spec §5).
              legalName: value === '1' && !current.legalName ? current.tradeName : current.legalName,
            }))
          }
        >
          <Group gap="md" mt={6}>
            <Radio value="1" label={t('register.yes')} />
            <Radio value="0" label={t('register.no')} />
          </Group>
        </Radio.Group>
        {gst && (
          <>
            <TextInput
              label={t('register.gstNumber')}
              withAsterisk
              maxLength={15}
              value={values.gstNumber}
              error={fieldError(errors.gstNumber)}
              onChange={(event) =>
                set('gstNumber', event.currentTarget.value.toUpperCase().replace(/\s/g, ''))
              }
            />
            <TextInput
              label={t('register.legalName')}
              maxLength={150}
              value={values.legalName}
              error={fieldError(errors.legalName)}
              onChange={(event) => set('legalName', event.currentTarget.value)}
            />
          </>
        )}
        <TextInput
          label={t('register.cinNumber')}
          inputMode="numeric"
          maxLength={21}
          value={values.cinNumber}
          error={fieldError(errors.cinNumber)}
          // Digits only (accounts spec §5).
          onChange={(event) => set('cinNumber', event.currentTarget.value.replace(/\D/g, '').slice(0, 21))}
        />
        <TextInput
          label={t('register.website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={200}
          value={values.website}
          error={fieldError(errors.website)}
          onChange={(event) => set('website', event.currentTarget.value)}
        />
        {/* Beside the button the user just pressed, where a phone's screen shows it. */}
        {message && (
          <Alert color="red" role="alert" p="xs">
            {message}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onBack}>
            {t('register.back')}
          </Button>
          <Button type="submit">{t('register.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
