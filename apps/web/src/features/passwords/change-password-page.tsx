import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { useChangePassword } from './api';
import { ChangePasswordCard } from './change-password-card';

/** /changePassword in the retailer shell (flag changePassword). */
export function ChangePasswordPage() {
  return (
    <FlagGuard flag="changePassword">
      <ChangePassword />
    </FlagGuard>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const change = useChangePassword();
  return (
    <Stack gap="md" maw={440}>
      <Title order={2} size="h3">
        {t('changePassword.title')}
      </Title>
      <ChangePasswordCard change={change} loginPath="/" />
    </Stack>
  );
}
