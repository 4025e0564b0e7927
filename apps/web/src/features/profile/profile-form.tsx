import type { Profile } from '@galla/contracts/profile';
import { financeOptions, shopStatuses, shopTypes } from '@galla/contracts/registration';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useUpdateProfile } from './api';
import {
  formValuesOf,
  type ProfileFormValues,
  toUpdateRequest,
  validateProfileForm,
} from './profile-form-values';

type ProfileFormProps = {
  profile: Profile;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: capitalised(value) }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * The profile in view mode (read-only fields) or edit mode, toggled by Edit / Update (spec §2).
 * Sub-users never get edit mode; the contact number and user name are never editable.
 */
export function ProfileForm({ profile, editing, onEditingChange }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const isOwner = profile.userType === 'retailer';

  const resolver: Resolver<ProfileFormValues> = async (values) => {
    const problems = validateProfileForm(values, profile.isGstNumber);
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
    };
  };

  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver, defaultValues: formValuesOf(profile) });

  // In view mode the fields follow the stored profile (a reload or a save elsewhere updates it).
  useEffect(() => {
    if (!editing) reset(formValuesOf(profile));
  }, [profile, editing, reset]);

  const hasGstNumber = watch('gstNumber').trim() !== '';
  const readOnly = !editing;
  const variant = readOnly ? 'filled' : 'default';

  const startEditing = () => {
    reset(formValuesOf(profile));
    onEditingChange(true);
  };

  const cancel = () => {
    reset(formValuesOf(profile));
    onEditingChange(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    // A refusal was already toasted by the api client; the form stays open to fix it.
    const result = await update.mutateAsync(toUpdateRequest(values, profile.isGstNumber)).catch(() => null);
    if (!result) return;
    showToast(result.message ?? t('msg.profileUpdated'), 'success');
    onEditingChange(false);
  });

  const text = (field: keyof ProfileFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      readOnly={readOnly}
      variant={variant}
      error={errors[field]?.message}
      {...extra}
      {...register(field)}
    />
  );

  const select = (
    field: 'shopStatus' | 'shopType' | 'financeFacility',
    label: string,
    values: readonly string[],
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <Select
          ref={ref}
          label={label}
          data={options(values)}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
          readOnly={readOnly}
          variant={variant}
          comboboxProps={{ withinPortal: false }}
          error={errors[field]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.title')}>
      <Stack gap="md">
        <Section title={t('profile.personal')}>
          {text('firstName', t('profile.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('profile.lastName'), { autoComplete: 'family-name' })}
          <TextInput label={t('profile.userName')} value={profile.userName ?? ''} readOnly variant="filled" />
          {text('email', t('profile.email'), { type: 'email', autoComplete: 'email', withAsterisk: editing })}
          <TextInput
            label={t('profile.contactNumber')}
            value={profile.contactNumber}
            readOnly
            variant="filled"
            inputMode="tel"
          />
        </Section>

        <Section title={t('profile.shop')}>
          {text('tradeName', t('profile.tradeName'))}
          {text('addressLine1', t('profile.addressLine1'), { autoComplete: 'address-line1' })}
          {text('addressLine2', t('profile.addressLine2'), { autoComplete: 'address-line2' })}
          <Controller
            control={control}
            name="pincode"
            render={({ field }) => (
              <TextInput
                {...field}
                label={t('profile.pincode')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                readOnly={readOnly}
                variant={variant}
                error={errors.pincode?.message}
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              />
            )}
          />
          <TextInput label={t('profile.state')} value={profile.state ?? ''} readOnly variant="filled" />
          <TextInput label={t('profile.city')} value={profile.city ?? ''} readOnly variant="filled" />
        </Section>

        <Section title={t('profile.business')}>
          <Controller
            control={control}
            name="gstNumber"
            render={({ field }) => (
              <TextInput
                {...field}
                label={t('profile.gstNumber')}
                maxLength={15}
                autoCapitalize="characters"
                readOnly={readOnly}
                variant={variant}
                error={errors.gstNumber?.message}
                onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase().slice(0, 15))}
              />
            )}
          />
          {text('legalName', t('profile.legalName'), {
            disabled: editing && !hasGstNumber,
            description: editing && !hasGstNumber ? t('profile.legalNameHint') : undefined,
          })}
          {text('cinNumber', t('profile.cinNumber'), { inputMode: 'numeric' })}
          {text('website', t('profile.website'), { type: 'url' })}
          {text('upiId', t('profile.upiId'), { description: editing ? t('profile.upiIdHint') : undefined })}
          {select('shopStatus', t('profile.shopStatus'), shopStatuses)}
          {select('shopType', t('profile.shopType'), shopTypes)}
          {select('financeFacility', t('profile.financeFacility'), financeOptions)}
        </Section>

        {!isOwner && (
          <Text size="sm" c="dimmed" ta="center">
            {t('msg.subUserCannotEdit')}
          </Text>
        )}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          {editing ? (
            <>
              {/* Keys keep Edit and Update separate buttons, so a click on Edit never submits. */}
              <Button key="cancel" variant="default" onClick={cancel} disabled={update.isPending}>
                {t('profile.cancel')}
              </Button>
              <Button key="update" type="submit" loading={update.isPending}>
                {t('profile.update')}
              </Button>
            </>
          ) : (
            <Button key="edit" onClick={startEditing} disabled={!isOwner}>
              {t('profile.edit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
