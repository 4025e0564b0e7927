import { messages } from '@galla/domain/messages';
import { normaliseMobile } from '@galla/domain/mobile';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileInput } from '../../components/mobile-input';
import { ApiError } from '../../lib/api-client';
import { PasswordField } from '../passwords/password-field';
import { SocialButtons } from '../social/social-buttons';
import type { SocialPrefill } from '../social/social-prefill';
import { useValidateUserName } from './api';
import { fieldError, firstError, type StepErrors, stepErrors, withoutError } from './step-errors';
import { type PersonalValues, personalInput, type SocialSignUp, ZPersonalStep } from './wizard-values';

type Field = keyof PersonalValues;
const ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'contactNumber',
  'userName',
  'email',
  'password',
  'confirmPassword',
];
const FIELDS = Object.fromEntries(ORDER.map((field) => [field, field])) as Record<string, Field>;

// The server names the first identity already taken; it belongs under that field.
const takenField: Record<string, Field> = {
  [messages.userNameTaken]: 'userName',
  [messages.emailTaken]: 'email',
  [messages.contactTaken]: 'contactNumber',
};

type PersonalStepProps = {
  values: PersonalValues;
  onChange: Dispatch<SetStateAction<PersonalValues>>;
  social: SocialSignUp | null;
  onSocial: (prefill: SocialPrefill) => void;
  onNext: () => void;
};

// Sign-up step 1 (accounts spec §5): the person, checked locally, then by user/validateUserName.
export function PersonalStep({ values, onChange, social, onSocial, onNext }: PersonalStepProps) {
  const { t } = useTranslation();
  const validate = useValidateUserName();
  const [errors, setErrors] = useState<StepErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (field: Field, value: string) => {
    onChange((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
    setServerError(null);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = personalInput(values, social !== null);
    const found = stepErrors(ZPersonalStep(social !== null), input, FIELDS);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    // The number as read ('+91 98765 43210' → 9876543210) is the one every later step uses.
    const contactNumber = normaliseMobile(values.contactNumber) ?? values.contactNumber;
    onChange((current) => ({ ...current, contactNumber }));
    try {
      await validate.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        contactNumber,
        userName: values.userName.trim(),
        email: values.email.trim(),
        loginType: social?.loginType ?? 'Custom',
        ...(social ? { socialId: social.socialId } : {}),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = takenField[error.message];
      if (field) setErrors({ [field]: error.message });
      else setServerError(error.message);
      return;
    }
    onNext();
  };

  const message = serverError ?? firstError(errors, ORDER);

  // The social buttons stay outside the form: their dialog has a form of its own.
  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {social && (
            <Text size="sm" c="dimmed">
              {t('register.socialNote', { provider: social.loginType })}
            </Text>
          )}
          <Group grow align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('register.firstName')}
              autoComplete="given-name"
              withAsterisk
              maxLength={50}
              value={values.firstName}
              error={fieldError(errors.firstName)}
              onChange={(event) => set('firstName', event.currentTarget.value)}
            />
            <TextInput
              label={t('register.lastName')}
              autoComplete="family-name"
              withAsterisk
              maxLength={50}
              value={values.lastName}
              error={fieldError(errors.lastName)}
              onChange={(event) => set('lastName', event.currentTarget.value)}
            />
          </Group>
          <MobileInput
            label={t('register.contactNumber')}
            leftSection="+91"
            withAsterisk
            value={values.contactNumber}
            error={fieldError(errors.contactNumber)}
            onChange={(text) => set('contactNumber', text)}
          />
          <TextInput
            label={t('register.userName')}
            autoComplete="username"
            withAsterisk
            maxLength={30}
            value={values.userName}
            error={fieldError(errors.userName)}
            onChange={(event) => set('userName', event.currentTarget.value)}
          />
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={120}
            readOnly={social?.emailLocked}
            value={values.email}
            error={fieldError(errors.email)}
            onChange={(event) => set('email', event.currentTarget.value)}
          />
          {!social && (
            <>
              <PasswordField
                label={t('register.password')}
                autoComplete="new-password"
                withAsterisk
                value={values.password}
                error={fieldError(errors.password)}
                onChange={(event) => set('password', event.currentTarget.value)}
              />
              <PasswordField
                label={t('register.confirmPassword')}
                autoComplete="new-password"
                withAsterisk
                value={values.confirmPassword}
                error={fieldError(errors.confirmPassword)}
                onChange={(event) => set('confirmPassword', event.currentTarget.value)}
              />
            </>
          )}
          {/* Beside the button the user just pressed, where a phone's screen shows it. */}
          {message && (
            <Alert color="red" role="alert" p="xs">
              {message}
            </Alert>
          )}
          <Button type="submit" loading={validate.isPending} fullWidth>
            {t('register.next')}
          </Button>
        </Stack>
      </form>
      {!social && <SocialButtons onNotRegistered={onSocial} />}
    </Stack>
  );
}
