import { Button, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { homePath, useSession } from '../../lib/session';
import { SignUpFrame } from './sign-up-frame';
import { agreeToTerms } from './sign-up-progress';

// /terms (accounts spec §1, §2). Anyone may read them; a retailer whose sign-up awaits them
// (isRegister 1) agrees here and goes on to choose categories.
export function TermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const agreeing = session?.kind === 'retailer' && homePath(session) === '/terms';

  const onAgree = () => {
    if (session?.kind !== 'retailer') return;
    agreeToTerms(session.userId);
    navigate('/categorySelection');
  };

  // The first page of a visit has no history entry to return to.
  const onBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <SignUpFrame title={t('terms.title')}>
      <Text>{t('terms.intro')}</Text>
      <List spacing="xs" type="ordered">
        <List.Item>{t('terms.salesData')}</List.Item>
        <List.Item>{t('terms.law')}</List.Item>
        <List.Item>{t('terms.arbitration')}</List.Item>
      </List>
      {agreeing ? (
        <Button onClick={onAgree} fullWidth>
          {t('terms.agree')}
        </Button>
      ) : (
        <Button variant="default" onClick={onBack} fullWidth>
          {t('common.back')}
        </Button>
      )}
    </SignUpFrame>
  );
}
