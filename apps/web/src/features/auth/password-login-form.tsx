import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePasswordLogin } from './api';
import {
  type PasswordLoginForm as FormValues,
  identityBlurError,
  passwordLoginErrors,
} from './login-identity';
import { startRetailerSession } from './start-session';

type PasswordLoginFormProps = { onNotRegistered: () => void };

const submitCheck: Resolver<FormValues> = (values) => {
  const errors = Object.entries(passwordLoginErrors(values)).map(([field, message]) => [
    field,
    { type: 'submit', message },
  ]);
  return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: Object.fromEntries(errors) };
};

export function PasswordLoginForm({ onNotRegistered }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = usePasswordLogin();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: submitCheck,
    defaultValues: { email: '', password: '' },
  });

  // The spec's on-leave check uses its own wording ('Email or Username is required'), different from
  // the submit check ('This field is required'), so it is set by hand rather than by the resolver.
  const emailField = register('email', {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const message = identityBlurError(event.target.value);
      if (message) setError('email', { type: 'blur', message });
      else clearErrors('email');
    },
    onChange: () => {
      if (errors.email) clearErrors('email');
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    // A refused login was already toasted by the api client.
    const result = await login.mutateAsync(values).catch(() => null);
    if (!result) return;
    if (result.status === 300) {
      onNotRegistered();
      return;
    }
    if (result.data) navigate(startRetailerSession(result.data), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('login.identity')}
          autoComplete="username"
          withAsterisk
          error={errors.email?.message}
          {...emailField}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotPassword" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
