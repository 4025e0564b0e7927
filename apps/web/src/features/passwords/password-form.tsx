import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordField as Field, PasswordErrors } from './password-errors';
import { PasswordField } from './password-field';

export type PasswordValues = Record<Field, string>;

type PasswordFormProps = {
  /** Current Password is asked unless the user comes from forgot password (accounts spec §2). */
  askCurrent: boolean;
  validate: (values: PasswordValues) => PasswordErrors;
  onValid: (values: PasswordValues) => void;
  submitting: boolean;
};

export function PasswordForm({ askCurrent, validate, onValid, submitting }: PasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordValues>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<PasswordErrors>({});

  const field = (name: Field, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      withAsterisk
      maxLength={128}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors(({ [name]: _cleared, ...rest }) => rest);
      }}
    />
  );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {askCurrent && field('currentPassword', t('changePassword.current'), 'current-password')}
        {field('newPassword', t('changePassword.new'), 'new-password')}
        {field('confirmPassword', t('changePassword.confirm'), 'new-password')}
        <Button type="submit" loading={submitting} fullWidth>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
