import { ZForgotPasswordRequest } from '@galla/contracts/passwords';
import { messages } from '@galla/domain/messages';
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { OtpInput } from '../../components/otp-input';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useForgotPassword, useVerifyForgotOtp } from './api';
import { readResetRequest, rememberResetRequest } from './reset-request';

type Step = 'identity' | 'otp';

// /forgotPassword (accounts spec §2, §4): 1. e-mail, user name or phone → an OTP to the account's
// phone; 2. the OTP → a reset token; 3. the new password at /changePassword?from=forgot. The back
// arrow steps back. There is no Resend here (spec §2).
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const verify = useVerifyForgotOtp();
  const [step, setStep] = useState<Step>('identity');
  const [keyword, setKeyword] = useState(() => readResetRequest()?.keyword ?? '');
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const otpComplete = /^[0-9]{6}$/.test(otp);

  const onBack = () => {
    if (step === 'identity') {
      navigate('/');
      return;
    }
    setStep('identity');
    setOtp('');
    setOtpError(null);
  };

  const onSendOtp = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZForgotPasswordRequest.safeParse({ keyword });
    if (!parsed.success) {
      setKeywordError(parsed.error.issues[0]?.message ?? messages.identityRequired);
      return;
    }
    // A refusal (a rate limit, an outage) was already toasted by the api client.
    const result = await forgot.mutateAsync(parsed.data.keyword).catch(() => null);
    if (!result) return;
    if (result.status === 300) {
      setNotRegistered(true);
      return;
    }
    showToast(result.message ?? t('msg.forgotOtpSent'), 'success');
    setPhone(result.data?.contactNumber ?? '');
    setStep('otp');
  };

  const onVerify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!otpComplete) return;
    try {
      const result = await verify.mutateAsync({ keyword: keyword.trim(), otp });
      if (result.status === 300) {
        setStep('identity');
        setNotRegistered(true);
        return;
      }
      if (!result.data) return;
      rememberResetRequest({ keyword: keyword.trim(), token: result.data });
      navigate('/changePassword?from=forgot');
    } catch (error) {
      // A wrong OTP is inline, never a toast (spec §8); so are the code's other refusals (400).
      if (!(error instanceof ApiError)) throw error;
      if (error.message === messages.wrongOtp || error.status === 400) setOtpError(error.message);
      else showToast(error.message, 'error');
    }
  };

  return (
    <AuthCard title={t('forgotPassword.title')}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('common.back')} onClick={onBack}>
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {t('forgotPassword.step', { step: step === 'identity' ? 1 : 2, total: 3 })}
        </Text>
      </Group>
      {step === 'identity' ? (
        <form onSubmit={onSendOtp} noValidate>
          <Stack gap="sm">
            {notRegistered && (
              <Alert color="orange" icon={<IconInfoCircle />} role="alert">
                {t('msg.notRegisteredNotice')}{' '}
                <Anchor component={Link} to="/register" fw={600}>
                  {t('login.register')}
                </Anchor>
              </Alert>
            )}
            <TextInput
              label={t('forgotPassword.identity')}
              autoComplete="username"
              withAsterisk
              value={keyword}
              error={keywordError}
              onChange={(event) => {
                setKeyword(event.currentTarget.value);
                setKeywordError(null);
                setNotRegistered(false);
              }}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('forgotPassword.sendOtp')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onVerify} noValidate>
          <Stack gap="sm">
            <Text ta="center">{t('verifyOtp.sentTo', { phone })}</Text>
            <OtpInput
              label={t('verifyOtp.otp')}
              value={otp}
              error={otpError}
              onChange={(value) => {
                setOtp(value);
                setOtpError(null);
              }}
            />
            <Button type="submit" disabled={!otpComplete} loading={verify.isPending} fullWidth>
              {t('verifyOtp.verify')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
