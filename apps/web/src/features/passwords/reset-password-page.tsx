import { ZResetPasswordRequest } from '@galla/contracts/passwords';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { clearSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useResetPassword } from './api';
import { changeFailedMessage, passwordErrors } from './password-errors';
import { PasswordForm } from './password-form';
import { forgetResetRequest, readResetRequest } from './reset-request';

/**
 * /changePassword?from=forgot: forgot password's third step. The reset token from the OTP step
 * stands in for the current password, which is therefore not asked.
 */
export function ResetPasswordPage() {
  const [request] = useState(readResetRequest);
  if (!request) return <Navigate to="/forgotPassword" replace />;
  return <ResetPassword token={request.token} />;
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();

  return (
    <AuthCard title={t('changePassword.title')}>
      <Group gap="xs">
        <ActionIcon
          variant="subtle"
          aria-label={t('common.back')}
          onClick={() => navigate('/forgotPassword')}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
      </Group>
      <PasswordForm
        askCurrent={false}
        submitting={reset.isPending}
        validate={({ newPassword, confirmPassword }) =>
          passwordErrors(ZResetPasswordRequest, { token, newPassword, confirmPassword })
        }
        onValid={async ({ newPassword, confirmPassword }) => {
          try {
            await reset.mutateAsync({ token, newPassword, confirmPassword });
          } catch (error) {
            showToast(changeFailedMessage(error), 'error');
            return;
          }
          forgetResetRequest();
          showToast(t('msg.passwordChanged'), 'success');
          // Every session of the user ended on the server, this browser's included.
          clearSession();
          navigate('/', { replace: true });
        }}
      />
    </AuthCard>
  );
}
