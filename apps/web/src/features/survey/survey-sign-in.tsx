import { ZSurveyEmail } from '@galla/contracts/survey';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-config';
import { DevSocialDialog } from '../social/dev-social-dialog';
import { useSurveyLogin } from './api';
import { SurveyFacebookButton } from './survey-facebook-button';
import type { SurveySession } from './survey-session';

const ZEmailForm = z.object({ email: ZSurveyEmail });

/** The user id a development sign-in token carries (its subject): the dev key set stands in for Facebook. */
function devUserId(token: string): string {
  const payload = token.split('.')[1] ?? '';
  try {
    return String(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub ?? '');
  } catch {
    return '';
  }
}

type Props = { invoiceToken: string | null; onSignedIn: (session: SurveySession) => void };

// Survey sign-in (accounts spec §2): Facebook, and with an invoice link also 'OR Login with Email'.
export function SurveySignIn({ invoiceToken, onSignedIn }: Props) {
  const { t } = useTranslation();
  const social = useAppConfig().data?.social;
  const login = useSurveyLogin();
  const [withEmail, setWithEmail] = useState(false);
  const [devOpen, setDevOpen] = useState(false);
  // A Facebook account without an e-mail address: the voucher needs one, so the form asks for it.
  const [facebookWithoutEmail, setFacebookWithoutEmail] = useState<{ userId: string; userToken: string }>();
  const form = useForm<z.input<typeof ZEmailForm>>({
    resolver: zodResolver(ZEmailForm),
    defaultValues: { email: '' },
  });

  const token = invoiceToken ?? undefined;
  const facebook = async (userId: string, userToken: string, address?: string) => {
    const info = await login
      .mutateAsync({ loginType: 'Facebook', userId, userToken, token, email: address })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.message === t('msg.surveyEmailInvalid') && invoiceToken) {
          setFacebookWithoutEmail({ userId, userToken });
          setWithEmail(true);
        }
        return null;
      });
    if (info)
      onSignedIn({
        invoiceToken,
        surveyToken: info.surveyToken,
        expiresAt: info.expiresAt,
        loginType: 'Facebook',
        facebook: { userId, userToken },
      });
  };
  const email = form.handleSubmit(async ({ email: address }) => {
    if (facebookWithoutEmail)
      return facebook(facebookWithoutEmail.userId, facebookWithoutEmail.userToken, address);
    const info = await login.mutateAsync({ loginType: 'Email', email: address, token }).catch(() => null);
    if (info)
      onSignedIn({
        invoiceToken,
        surveyToken: info.surveyToken,
        expiresAt: info.expiresAt,
        loginType: 'Email',
      });
  });

  const busy = login.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {t('survey.signInTitle')}
        </Title>
        {withEmail && invoiceToken ? (
          <form onSubmit={email} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('survey.email')}
                type="email"
                autoComplete="email"
                {...form.register('email')}
                error={form.formState.errors.email?.message}
              />
              <Button type="submit" loading={busy} fullWidth>
                {t('survey.login')}
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setWithEmail(false);
                  setFacebookWithoutEmail(undefined);
                }}
              >
                {t('survey.socialAccount')}
              </Anchor>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" ta="center">
              {t('survey.facebookNote')}
            </Text>
            {social?.provider === 'dev' ? (
              <>
                <Button
                  fullWidth
                  color="indigo"
                  leftSection={<IconBrandFacebook size={18} />}
                  loading={busy}
                  onClick={() => setDevOpen(true)}
                >
                  {t('social.facebook')}
                </Button>
                <DevSocialDialog
                  provider={devOpen ? 'Facebook' : null}
                  onClose={() => setDevOpen(false)}
                  onToken={(_, userToken) => facebook(devUserId(userToken), userToken)}
                />
              </>
            ) : social?.facebookAppId ? (
              <SurveyFacebookButton appId={social.facebookAppId} onSignedIn={facebook} disabled={busy} />
            ) : null}
            {invoiceToken && (
              <>
                <Divider />
                <Button variant="light" fullWidth onClick={() => setWithEmail(true)}>
                  {t('survey.orEmail')}
                </Button>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
