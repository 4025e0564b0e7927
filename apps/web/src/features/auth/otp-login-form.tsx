import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MobileInput } from '../../components/mobile-input';
import { showToast } from '../../lib/toast';
import { useSendOtp } from './api';
import { rememberOtpPhone } from './otp-phone';

type OtpLoginFormProps = { onNotRegistered: () => void };

export function OtpLoginForm({ onNotRegistered }: OtpLoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const [phone, setPhone] = useState('');
  const [left, setLeft] = useState(false);
  const mobile = normaliseMobile(phone);
  const complete = mobile !== null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (mobile === null) return;
    const result = await sendOtp.mutateAsync(mobile).catch(() => null);
    if (!result) return;
    if (result.status === 300) {
      onNotRegistered();
      return;
    }
    showToast(result.message ?? t('msg.otpSent'), 'success');
    rememberOtpPhone(mobile, result.data?.resendAfterSeconds);
    navigate('/verifyOtp');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <MobileInput
          label={t('login.mobile')}
          leftSection="+91"
          value={phone}
          error={left && phone.trim() !== '' && mobile === null ? messages.mobileInvalid : undefined}
          onBlur={() => setLeft(true)}
          onChange={(text) => {
            setPhone(text);
            setLeft(false);
          }}
        />
        <Button type="submit" disabled={!complete} loading={sendOtp.isPending} fullWidth>
          {t('login.getOtp')}
        </Button>
      </Stack>
    </form>
  );
}
