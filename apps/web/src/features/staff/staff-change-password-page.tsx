import { ZChangePasswordRequest } from '@galla/contracts/passwords';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { changeFailedMessage, passwordErrors } from '../passwords/password-errors';
import { PasswordForm } from '../passwords/password-form';
import { useStaffChangePassword } from './api';
import { TotpCard } from './totp-card';

/**
 * /dashboard/changePassword: the staff member's password (the same rules and messages as the
 * retailer's; success ends every session, so back to the staff login) and their two-step sign-in.
 */
export function StaffChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useStaffChangePassword();

  return (
    <Stack gap="md" maw={480}>
      <Title order={2} size="h3">
        {t('changePassword.title')}
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <PasswordForm
          askCurrent
          submitting={change.isPending}
          validate={(values) => passwordErrors(ZChangePasswordRequest, values)}
          onValid={async (values) => {
            try {
              await change.mutateAsync(values);
            } catch (error) {
              showToast(changeFailedMessage(error), 'error');
              return;
            }
            showToast(t('msg.passwordChanged'), 'success');
            clearSession();
            navigate('/admin-login', { replace: true });
          }}
        />
      </Paper>
      <TotpCard />
    </Stack>
  );
}
