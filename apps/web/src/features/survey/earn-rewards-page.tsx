import { Container } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { showToast } from '../../lib/toast';
import { SurveyScreen } from './survey-screen';
import {
  clearSurveySession,
  readSurveySession,
  type SurveySession,
  saveSurveySession,
} from './survey-session';
import { SurveySignIn } from './survey-sign-in';

/**
 * /earnRewards/{invoiceToken} and /earnRewards (simple mode): the survey sign-in, then the survey
 * screen. Public, no retailer login; the visitor's survey session is kept in this browser.
 */
export function EarnRewardsPage() {
  const { t } = useTranslation();
  const invoiceToken = useParams().token ?? null;
  const [stored] = useState(() => readSurveySession(invoiceToken));
  const [session, setSession] = useState<SurveySession | undefined>(
    stored === 'expired' ? undefined : stored,
  );

  useEffect(() => {
    if (stored === 'expired') showToast(t('msg.tokenExpired'), 'error');
  }, [stored, t]);

  const signIn = (next: SurveySession) => {
    saveSurveySession(next);
    setSession(next);
  };
  const signOut = useCallback(
    (expired: boolean) => {
      clearSurveySession();
      setSession(undefined);
      if (expired) showToast(t('msg.tokenExpired'), 'error');
    },
    [t],
  );

  return (
    <Container size="sm" py="xl" px="sm">
      {session ? (
        <SurveyScreen session={session} onSignOut={signOut} />
      ) : (
        <SurveySignIn invoiceToken={invoiceToken} onSignedIn={signIn} />
      )}
    </Container>
  );
}
