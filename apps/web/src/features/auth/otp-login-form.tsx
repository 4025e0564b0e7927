import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../lib/toast';
import { useSendOtp } from './api';
import { rememberOtpPhone } from './otp-phone';

type OtpLoginFormProps = { onNotRegistered: () => void };

const DEFAULT_RESEND_SECONDS = 30;

export function OtpLoginForm({ onNotRegistered }: OtpLoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const [phone, setPhone] = useState('');
  const complete = /^[0-9]{10}$/.test(phone);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const result = await sendOtp.mutateAsync(phone).catch(() => null);
    if (!result) return;
    if (result.status === 300) {
      onNotRegistered();
      return;
    }
    showToast(result.message ?? t('msg.otpSent'), 'success');
    rememberOtpPhone(phone, result.data?.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS);
    navigate('/verifyOtp');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('login.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          leftSection="+91"
          maxLength={10}
          value={phone}
          // Digits only, at most 10: the spec's mobile number (§9).
          onChange={(event) => setPhone(event.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
        />
        <Button type="submit" disabled={!complete} loading={sendOtp.isPending} fullWidth>
          {t('login.getOtp')}
        </Button>
      </Stack>
    </form>
  );
}
