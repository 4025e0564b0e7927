import { staffUserTypes } from '@galla/contracts/auth';
import { ZAddStaffRequest } from '@galla/contracts/staff-console';
import { staffMenu } from '@galla/domain/permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useStaffAction } from './api';

type Values = z.input<typeof ZAddStaffRequest>;

/** A new staff account: name, e-mail, role (its sections shown from the role table) and a first password. */
export function AddStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useStaffAction('addStaff');
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(ZAddStaffRequest),
    defaultValues: { firstName: '', lastName: '', email: '', userType: 'Cse', password: '' },
  });
  const role = watch('userType');

  const onSubmit = handleSubmit(async (values) => {
    const result = await add.mutateAsync(values).catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    reset();
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('staff.users.add')} fullScreen={false}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('staff.users.firstName')}
            withAsterisk
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label={t('staff.users.lastName')}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextInput
            label={t('staff.users.email')}
            type="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="userType"
            render={({ field }) => (
              <Select
                label={t('staff.users.role')}
                withAsterisk
                allowDeselect={false}
                data={staffUserTypes.map((r) => ({ value: r, label: r }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'Cse')}
                error={errors.userType?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('staff.users.sections')}{' '}
            {staffMenu(role)
              .map((s) => t(`staff.sections.${s}`))
              .join(', ')}
          </Text>
          <PasswordInput
            label={t('staff.users.password')}
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" loading={add.isPending}>
            {t('staff.users.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
