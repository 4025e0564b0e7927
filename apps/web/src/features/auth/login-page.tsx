import { Alert, Anchor, Stack, Tabs, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { useAppConfig } from '../../lib/app-config';
import { takeLoginHandoff } from '../../lib/login-handoff';
import { SocialButtons } from '../social/social-buttons';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';

// `/` inside the app (after a logout, or offline from the service worker's shell); a first visit
// gets the page of src/login/ instead. Both login variants of accounts spec §2 as tabs. A 'Not
// Register' answer (status 300) shows the spec's notice with a way to /register; a new Google or
// Facebook identity goes straight there.
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const [notRegistered, setNotRegistered] = useState(false);
  const onNotRegistered = () => setNotRegistered(true);
  // The first visit's login page (src/login/) starts the app in its place when Google or Facebook
  // is tapped: that provider's tab opens, and in development its dialog.
  const [handoff] = useState(takeLoginHandoff);

  // The form is drawn before the app config answers. When the config cannot be read the login stays
  // open: the server still guards every call.
  if (config.data?.retailerLogin === false) {
    return (
      <AuthCard title={t('login.title')}>
        <Alert color="yellow" icon={<IconInfoCircle />} role="status">
          {t('login.webUpdating')}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')}>
      {notRegistered && (
        <Alert color="orange" icon={<IconInfoCircle />} role="alert">
          {t('msg.notRegisteredNotice')}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('login.register')}
          </Anchor>
        </Alert>
      )}
      <Tabs
        defaultValue={handoff ? 'otp' : 'password'}
        keepMounted={false}
        onChange={() => setNotRegistered(false)}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="password">{t('login.tabPassword')}</Tabs.Tab>
          <Tabs.Tab value="otp">{t('login.tabOtp')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <PasswordLoginForm onNotRegistered={onNotRegistered} />
        </Tabs.Panel>
        <Tabs.Panel value="otp">
          <Stack gap="sm">
            <OtpLoginForm onNotRegistered={onNotRegistered} />
            {/* Google and Facebook belong to the mobile variant of the login (accounts spec §2). */}
            <SocialButtons
              opened={handoff?.social}
              onNotRegistered={(social) => navigate('/register', { state: { social } })}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Text size="sm" ta="center">
        {t('login.newToGalla')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.register')}
        </Anchor>
      </Text>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/admin-login">
          {t('login.staffLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
