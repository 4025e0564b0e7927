import { ZStaffLoginRequest } from '@galla/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../components/auth-card';
import { useStaffLogin } from './api';
import { startStaffSession } from './start-session';

type FormValues = z.infer<typeof ZStaffLoginRequest>;

// /admin-login: the staff console's door. Same schema as the server, so messages match.
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useStaffLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await login.mutateAsync(values).catch(() => null);
    const profile = result?.data?.userData[0];
    if (!result?.data || !profile) return;
    startStaffSession(profile);
    navigate('/dashboard', { replace: true });
  });

  return (
    <AuthCard title={t('adminLogin.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('adminLogin.email')}
            type="email"
            autoComplete="username"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label={t('adminLogin.password')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('adminLogin.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
