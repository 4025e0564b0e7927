import { ZMobile } from '@galla/contracts/fields';
import type { SubUser } from '@galla/contracts/sub-users';
import { ZSubUserName } from '@galla/contracts/sub-users';
import { messages } from '@galla/domain/messages';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileInput } from '../../components/mobile-input';
import { OtpInput } from '../../components/otp-input';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useCountdown } from '../auth/use-countdown';
import { useSaveSubUser, useSendSubUserOtp } from './api';

const RESEND_LOCK_SECONDS = 30;

// Refusals of the code itself are shown at the OTP field; anything else (number taken, limits) is a toast.
const otpProblems: readonly string[] = [
  messages.wrongOtp,
  messages.otpExpired,
  messages.otpTooManyTries,
  messages.otpFormat,
];

/** The sub-user flow's countdown reads 00:ss (accounts spec §2). */
export function clockLabel(seconds: number): string {
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

type SubUserFormProps = {
  /** The sub-user being edited; absent when adding one. */
  editing?: SubUser;
  onDone: () => void;
};

/**
 * Add or edit a sub-user (accounts spec §2, §4): Name and Mobile Number, Get OTP, then the OTP and
 * Add (Save when editing). Edit Number returns to the first step.
 */
export function SubUserForm({ editing, onDone }: SubUserFormProps) {
  const { t } = useTranslation();
  const sendOtp = useSendSubUserOtp();
  const save = useSaveSubUser();
  const countdown = useCountdown(0);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [name, setName] = useState(editing ? `${editing.firstName} ${editing.lastName}`.trim() : '');
  const [mobile, setMobile] = useState(editing?.contactNumber ?? '');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<{ name?: string; mobile?: string; otp?: string }>({});

  const requestOtp = async (contactNumber = mobile) => {
    const result = await sendOtp
      .mutateAsync(
        editing
          ? { contactNumber, type: 'EDITSUBRETAILER', userId: editing.userId }
          : { contactNumber, type: 'ADDSUBRETAILER' },
      )
      .catch(() => null);
    if (!result) return false;
    showToast(result.message ?? t('msg.otpSent'), 'success');
    countdown.restart(result.data?.resendAfterSeconds ?? RESEND_LOCK_SECONDS);
    return true;
  };

  const onGetOtp = async (event: React.FormEvent) => {
    event.preventDefault();
    const nameCheck = ZSubUserName.safeParse(name);
    const mobileCheck = ZMobile.safeParse(mobile);
    const problems = {
      name: nameCheck.success ? undefined : nameCheck.error.issues[0]?.message,
      mobile: mobileCheck.success ? undefined : mobileCheck.error.issues[0]?.message,
    };
    setErrors(problems);
    if (!nameCheck.success || !mobileCheck.success) return;
    // The number as read: '+91 98765 43210' is 9876543210 from here on.
    setMobile(mobileCheck.data);
    if (await requestOtp(mobileCheck.data)) {
      setOtp('');
      setStep('otp');
    }
  };

  const onResend = async () => {
    if (await requestOtp()) {
      setOtp('');
      setErrors({});
    }
  };

  const onSave = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(otp)) {
      setErrors({ otp: t('msg.otpFormat') });
      return;
    }
    try {
      const result = await save.mutateAsync({
        name: name.trim(),
        contactNumber: mobile,
        otp,
        userId: editing?.userId,
      });
      showToast(result.message ?? t(editing ? 'msg.subUserUpdated' : 'msg.subUserAdded'), 'success');
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (otpProblems.includes(error.message)) setErrors({ otp: error.message });
      else showToast(error.message, 'error');
    }
  };

  if (step === 'details') {
    return (
      <form onSubmit={onGetOtp} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('subUsers.name')}
            value={name}
            maxLength={30}
            autoComplete="off"
            data-autofocus
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
          />
          <MobileInput
            label={t('subUsers.mobile')}
            value={mobile}
            autoComplete="off"
            leftSection={<Text size="sm">+91</Text>}
            error={errors.mobile}
            onChange={(text) => {
              setMobile(text);
              setErrors((e) => ({ ...e, mobile: undefined }));
            }}
          />
          <Button type="submit" loading={sendOtp.isPending} fullWidth>
            {t('subUsers.getOtp')}
          </Button>
        </Stack>
      </form>
    );
  }

  const locked = countdown.secondsLeft > 0;
  return (
    <form onSubmit={onSave} noValidate>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            <Text span fw={600}>
              {name.trim()}
            </Text>
            {' · '}
            {t('subUsers.otpSentTo', { phone: mobile })}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setStep('details')}>
            {t('subUsers.editNumber')}
          </Anchor>
        </Group>
        <OtpInput
          label={t('subUsers.otp')}
          value={otp}
          autoFocus
          error={errors.otp}
          onChange={(value) => {
            setOtp(value);
            setErrors({});
          }}
        />
        <Button type="submit" loading={save.isPending} disabled={otp.length !== 6} fullWidth>
          {editing ? t('subUsers.save') : t('subUsers.addButton')}
        </Button>
        <Button variant="subtle" onClick={onResend} disabled={locked} loading={sendOtp.isPending} fullWidth>
          {locked
            ? t('subUsers.resendIn', { time: clockLabel(countdown.secondsLeft) })
            : t('subUsers.resend')}
        </Button>
      </Stack>
    </form>
  );
}
