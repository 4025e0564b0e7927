import { ZChangePasswordRequest } from '@galla/contracts/passwords';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { clearSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useChangePassword } from './api';
import { changeFailedMessage, passwordErrors } from './password-errors';
import { PasswordForm } from './password-form';

/** /changePassword in the retailer shell (flag changePassword). */
export function ChangePasswordPage() {
  return (
    <FlagGuard flag="changePassword">
      <ChangePassword />
    </FlagGuard>
  );
}

// Accounts spec §2, §4, §5: the rules of ZChangePasswordRequest; success ends every session on the
// server, so the app forgets its own and returns to login.
function ChangePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();

  return (
    <Stack gap="md" maw={440}>
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
            navigate('/', { replace: true });
          }}
        />
      </Paper>
    </Stack>
  );
}
