import { messages } from '@galla/domain/messages';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { OtpInput } from '../../components/otp-input';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { RegistrationOtpPage } from '../registration/registration-otp-page';
import { useOtpLogin, useResendOtp } from './api';
import { forgetOtpPhone, readOtpPhone } from './otp-phone';
import { startRetailerSession } from './start-session';
import { useCountdown } from './use-countdown';

const RESEND_LOCK_SECONDS = 30;

/** /verifyOtp: the login OTP, or with ?referrer=register the last step of sign-up. */
export function VerifyOtpPage() {
  const [params] = useSearchParams();
  if (params.get('referrer') === 'register') return <RegistrationOtpPage />;
  return <LoginOtpPage />;
}

function LoginOtpPage() {
  const [pending] = useState(readOtpPhone);
  if (!pending) return <Navigate to="/" replace />;
  return <VerifyOtpForm phone={pending.phone} resendAt={pending.resendAt} />;
}

function VerifyOtpForm({ phone, resendAt }: { phone: string; resendAt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useOtpLogin();
  const resend = useResendOtp();
  const countdown = useCountdown(resendAt);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const complete = /^[0-9]{6}$/.test(otp);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    try {
      const result = await login.mutateAsync({ contactNumber: phone, otp });
      if (!result.data) return;
      forgetOtpPhone();
      navigate(startRetailerSession(result.data), { replace: true });
    } catch (error) {
      // A wrong OTP is an inline message and never a toast (spec §8), as are the other refusals of
      // the code itself (400: expired, malformed); rate limits and outages are toasted as usual.
      if (!(error instanceof ApiError)) throw error;
      if (error.message === messages.wrongOtp || error.status === 400) setOtpError(error.message);
      else showToast(error.message, 'error');
    }
  };

  const onResend = async () => {
    const result = await resend.mutateAsync(phone).catch(() => null);
    if (!result) return;
    setOtp('');
    setOtpError(null);
    showToast(t('msg.otpResent'), 'success');
    countdown.restart(result.data?.resendAfterSeconds ?? RESEND_LOCK_SECONDS);
  };

  const locked = countdown.secondsLeft > 0;

  return (
    <AuthCard title={t('verifyOtp.title')}>
      <Text ta="center">{t('verifyOtp.sentTo', { phone })}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {/* The next keystroke is the code: the box has the focus on arrival. */}
          <OtpInput
            autoFocus
            label={t('verifyOtp.otp')}
            value={otp}
            error={otpError}
            onChange={(value) => {
              setOtp(value);
              setOtpError(null);
            }}
          />
          <Button type="submit" disabled={!complete} loading={login.isPending} fullWidth>
            {t('verifyOtp.verify')}
          </Button>
          <Button variant="subtle" onClick={onResend} disabled={locked} loading={resend.isPending} fullWidth>
            {locked ? t('verifyOtp.resendIn', { seconds: countdown.secondsLeft }) : t('verifyOtp.resend')}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center" onClick={forgetOtpPhone}>
            {t('verifyOtp.changeNumber')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
