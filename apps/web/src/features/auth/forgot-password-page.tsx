import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../components/auth-card';

// The three-step reset of accounts spec §2 is a later issue; until then the login page's link
// lands on this explanation rather than on a 404.
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('forgotPassword.title')}>
      <Text ta="center">{t('forgotPassword.text')}</Text>
      <Button component={Link} to="/" variant="light" fullWidth>
        {t('forgotPassword.backToLogin')}
      </Button>
    </AuthCard>
  );
}
