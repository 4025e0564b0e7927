import { Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedOut, useSurveyStatus } from './api';
import { pathOf } from './path-of';
import { RecommendationsPanel } from './recommendations-panel';
import type { SurveySession } from './survey-session';

type Props = { session: SurveySession; onSignOut: (expired: boolean) => void };

// The survey screen (accounts spec §2): Let's Go opens the survey in a new tab; back here, the state
// is fetched again (window focus) and the button becomes See Rewards once the survey is filled.
export function SurveyScreen({ session, onSignOut }: Props) {
  const { t } = useTranslation();
  const status = useSurveyStatus(session.surveyToken);

  useEffect(() => {
    if (status.error && isSignedOut(status.error)) onSignOut(false);
  }, [status.error, onSignOut]);
  useEffect(() => {
    // Past its expiry the session is refused here before the server is asked (spec §4).
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(() => onSignOut(true), Math.min(Math.max(left, 0), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [session.expiresAt, onSignOut]);

  const info = status.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {t('survey.title')}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {t('survey.note')}
        </Text>
        {status.isPending ? (
          <Center>
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : info ? (
          info.is_filled ? (
            <Stack gap="xs">
              <Text ta="center" fw={600} role="status">
                {t('msg.surveyAlreadyFilled')}
              </Text>
              <Button component="a" href={pathOf(info.rewardUrl)}>
                {t('survey.seeRewards')}
              </Button>
            </Stack>
          ) : (
            <Button component="a" href={pathOf(info.surveyUrl)} target="_blank" rel="noopener">
              {t('survey.letsGo')}
            </Button>
          )
        ) : null}
        {session.facebook && <RecommendationsPanel facebook={session.facebook} />}
        {info?.invoiceUrl && (
          <Anchor href={pathOf(info.invoiceUrl)} ta="center" size="sm">
            {t('survey.viewInvoice')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => onSignOut(false)} ta="center">
          {t('survey.signOut')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
