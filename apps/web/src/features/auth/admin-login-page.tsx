import { ZStaffLoginRequest } from '@galla/contracts/auth';
import { messages } from '@galla/domain/messages';
import { staffHomeSection } from '@galla/domain/permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../components/auth-card';
import { useStaffLogin } from './api';
import { startStaffSession } from './start-session';

type FormValues = z.infer<typeof ZStaffLoginRequest>;

// /admin-login: the staff console's door. Same schema as the server, so messages match. An account
// with an authenticator app is asked for its code (or a recovery code) after the password.
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useStaffLogin();
  const [secondStep, setSecondStep] = useState<'totp' | 'recovery'>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (secondStep === 'totp' && !values.totp) return setError('totp', { message: messages.totpFormat });
    if (secondStep === 'recovery' && !values.recoveryCode)
      return setError('recoveryCode', { message: messages.required });
    const result = await login.mutateAsync(values).catch(() => null);
    const data = result?.data;
    if (!data) return;
    if ('totpRequired' in data) {
      setSecondStep('totp');
      return;
    }
    const profile = data.userData[0];
    if (!profile) return;
    startStaffSession(profile);
    const home = staffHomeSection(profile.userType);
    navigate(home === 'dashboard' ? '/dashboard' : `/dashboard/${home}`, { replace: true });
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
            readOnly={secondStep !== undefined}
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label={t('adminLogin.password')}
            autoComplete="current-password"
            withAsterisk
            readOnly={secondStep !== undefined}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
            error={errors.password?.message}
            {...register('password')}
          />
          {secondStep === 'totp' && (
            <>
              <Text size="sm">{t('staff.totp.askCode')}</Text>
              <TextInput
                label={t('staff.totp.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                withAsterisk
                data-autofocus
                error={errors.totp?.message}
                {...register('totp')}
              />
            </>
          )}
          {secondStep === 'recovery' && (
            <TextInput
              label={t('staff.totp.recoveryCode')}
              autoComplete="off"
              withAsterisk
              error={errors.recoveryCode?.message}
              {...register('recoveryCode')}
            />
          )}
          {secondStep && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                const next = secondStep === 'totp' ? 'recovery' : 'totp';
                setValue(next === 'totp' ? 'recoveryCode' : 'totp', undefined);
                setSecondStep(next);
              }}
            >
              {secondStep === 'totp' ? t('staff.totp.useRecovery') : t('staff.totp.useApp')}
            </Anchor>
          )}
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('adminLogin.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
