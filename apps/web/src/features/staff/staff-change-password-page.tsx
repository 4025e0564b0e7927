import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordCard } from '../passwords/change-password-card';
import { useStaffChangePassword } from './api';
import { TotpCard } from './totp-card';

/**
 * /dashboard/changePassword: the staff member's password (the same rules and messages as the
 * retailer's; success ends every session, so back to the staff login) and their two-step sign-in.
 */
export function StaffChangePasswordPage() {
  const { t } = useTranslation();
  const change = useStaffChangePassword();
  return (
    <Stack gap="md" maw={480}>
      <Title order={2} size="h3">
        {t('changePassword.title')}
      </Title>
      <ChangePasswordCard change={change} loginPath="/admin-login" />
      <TotpCard />
    </Stack>
  );
}
