import { type ChangePasswordRequest, ZChangePasswordRequest } from '@galla/contracts/passwords';
import { Paper } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { changeFailedMessage, passwordErrors } from './password-errors';
import { PasswordForm } from './password-form';

// Accounts spec §2, §4, §5: the rules of ZChangePasswordRequest. Success ends every session on the
// server, so the app forgets its own and goes to `loginPath` (the retailer's or the staff login).
export function ChangePasswordCard({
  change,
  loginPath,
}: {
  change: UseMutationResult<unknown, Error, ChangePasswordRequest>;
  loginPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
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
          navigate(loginPath, { replace: true });
        }}
      />
    </Paper>
  );
}
