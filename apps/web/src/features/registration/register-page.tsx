import { Anchor, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { showToast } from '../../lib/toast';
import { startRetailerSession } from '../auth/start-session';
import { readSocialPrefill, type SocialPrefill } from '../social/social-prefill';
import { useRegister } from './api';
import { PaymentStep } from './payment-step';
import { PersonalStep } from './personal-step';
import { ShopStep } from './shop-step';
import { SignUpFrame } from './sign-up-frame';
import {
  emptyPayment,
  emptyPersonal,
  emptyShop,
  type PersonalValues,
  registerRequest,
  type SocialSignUp,
  toSocialSignUp,
} from './wizard-values';

// /register: the three-step sign-up wizard (accounts spec §2, §5). A Google or Facebook identity
// without an account arrives in the location state, or from the buttons on step 1, and signs up
// without a password. Success stores the session like a login; the guards then lead on to the terms.
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [arrived] = useState(() => readSocialPrefill(location.state));
  const [social, setSocial] = useState<SocialSignUp | null>(() => (arrived ? toSocialSignUp(arrived) : null));
  const [personal, setPersonal] = useState<PersonalValues>(() => emptyPersonal(arrived));
  const [shop, setShop] = useState(emptyShop);
  const [payment, setPayment] = useState(emptyPayment);
  const [active, setActive] = useState(0);
  const register = useRegister();

  const onSocial = (prefill: SocialPrefill) => {
    const filled = emptyPersonal(prefill);
    setSocial(toSocialSignUp(prefill));
    setPersonal((current) => ({
      ...current,
      firstName: filled.firstName || current.firstName,
      lastName: filled.lastName || current.lastName,
      email: filled.email || current.email,
      password: '',
      confirmPassword: '',
    }));
  };

  const submit = async () => {
    // A refusal (a taken name, an unknown pincode) was already toasted by the api client.
    const result = await register
      .mutateAsync(registerRequest(personal, shop, payment, social))
      .catch(() => null);
    if (!result?.data) return;
    showToast(result.message ?? t('msg.registered'), 'success');
    navigate(startRetailerSession(result.data), { replace: true });
  };

  return (
    <SignUpFrame title={t('register.title')}>
      <Stepper
        active={active}
        onStepClick={setActive}
        allowNextStepsSelect={false}
        size="xs"
        labelPosition="bottom"
        // Three steps side by side even on a 360 px phone.
        wrap={false}
        styles={{ separator: { marginInline: 4 }, stepLabel: { textAlign: 'center' } }}
        aria-label={t('register.steps')}
      >
        <Stepper.Step label={t('register.personalDetails')} />
        <Stepper.Step label={t('register.shopDetails')} />
        <Stepper.Step label={t('register.paymentDetails')} />
      </Stepper>
      {active === 0 && (
        <PersonalStep
          values={personal}
          onChange={setPersonal}
          social={social}
          onSocial={onSocial}
          onNext={() => setActive(1)}
        />
      )}
      {active === 1 && (
        <ShopStep values={shop} onChange={setShop} onBack={() => setActive(0)} onNext={() => setActive(2)} />
      )}
      {active === 2 && (
        <PaymentStep
          values={payment}
          onChange={setPayment}
          onBack={() => setActive(1)}
          onSubmit={submit}
          submitting={register.isPending}
        />
      )}
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/">
          {t('register.login')}
        </Anchor>
      </Text>
    </SignUpFrame>
  );
}
