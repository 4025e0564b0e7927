import { messages } from '@galla/domain/messages';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { OtpInput } from '../../components/otp-input';
import { ApiError } from '../../lib/api-client';
import { type RetailerSession, updateRetailerProfile, useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useLogout } from '../auth/api';
import { useCountdown } from '../auth/use-countdown';
import { useResendRegistrationOtp, useSendRegistrationOtp, useVerifyRegistrationOtp } from './api';
import { forgetSignUpProgress, readRegistrationOtp, rememberRegistrationOtp } from './sign-up-progress';

const RESEND_LOCK_SECONDS = 30;

/**
 * /verifyOtp?referrer=register: sign-up's last step (isRegister 2). The route's guard sends everyone
 * else on; without a session there is nothing to verify.
 */
export function RegistrationOtpPage() {
  const session = useSession();
  if (session?.kind !== 'retailer') return <Navigate to="/" replace />;
  return <RegistrationOtpForm session={session} />;
}

function RegistrationOtpForm({ session }: { session: RetailerSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyRegistrationOtp();
  const send = useSendRegistrationOtp();
  const resend = useResendRegistrationOtp();
  const logout = useLogout();
  const [sentAt] = useState(() => readRegistrationOtp(session.userId));
  const countdown = useCountdown(sentAt ?? 0);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const complete = /^[0-9]{6}$/.test(otp);

  // A sign-up resumed from a later login (isRegister 2) has no OTP on its way yet: send one once.
  const sending = useRef(false);
  const { mutateAsync: sendOtp } = send;
  const { restart } = countdown;
  useEffect(() => {
    if (sentAt !== null || sending.current) return;
    sending.current = true;
    sendOtp()
      .then((result) => {
        showToast(result.message ?? messages.otpSent, 'success');
        const seconds = result.data?.resendAfterSeconds ?? RESEND_LOCK_SECONDS;
        rememberRegistrationOtp(session.userId, seconds);
        restart(seconds);
      })
      .catch(() => rememberRegistrationOtp(session.userId, 0));
  }, [sentAt, sendOtp, restart, session.userId]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    try {
      const result = await verify.mutateAsync(otp);
      forgetSignUpProgress();
      if (result.message) showToast(result.message, 'success');
      updateRetailerProfile({ ...session.profile, isRegister: 3 });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // As on the login OTP page: a wrong or malformed code is inline, anything else a toast.
      if (!(error instanceof ApiError)) throw error;
      if (error.message === messages.wrongOtp || error.status === 400) setOtpError(error.message);
      else showToast(error.message, 'error');
    }
  };

  const onResend = async () => {
    const result = await resend.mutateAsync().catch(() => null);
    if (!result) return;
    setOtp('');
    setOtpError(null);
    showToast(result.message ?? t('msg.otpResent'), 'success');
    const seconds = result.data?.resendAfterSeconds ?? RESEND_LOCK_SECONDS;
    rememberRegistrationOtp(session.userId, seconds);
    countdown.restart(seconds);
  };

  const locked = countdown.secondsLeft > 0 || send.isPending;

  return (
    <AuthCard title={t('verifyOtp.title')}>
      <Text ta="center">{t('registrationOtp.sent')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
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
          <Button type="submit" disabled={!complete} loading={verify.isPending} fullWidth>
            {t('verifyOtp.verify')}
          </Button>
          <Button variant="subtle" onClick={onResend} disabled={locked} loading={resend.isPending} fullWidth>
            {countdown.secondsLeft > 0
              ? t('verifyOtp.resendIn', { seconds: countdown.secondsLeft })
              : t('verifyOtp.resend')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/terms" size="sm">
              {t('terms.title')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => logout.mutate()}>
              {t('shell.logout')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
