import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../lib/app-config';
import { startRetailerSession } from '../auth/start-session';
import { useSocialLogin } from './api';
import { RealFacebookButton } from './real-facebook';
import { RealGoogleButton } from './real-google';
import type { SocialPrefill, SocialProvider } from './social-prefill';

// The development stand-in for the providers' pop-ups is a modal (focus trap, scroll lock, floating
// positioning): loaded when a button is first pressed, not with the login page.
const DevSocialDialog = lazy(() =>
  import('./dev-social-dialog').then((m) => ({ default: m.DevSocialDialog })),
);

type SocialButtonsProps = {
  /** The provider the user already tapped on the first visit's login page (dev: its dialog opens). */
  opened?: SocialProvider;
  /** A Google or Facebook identity without an account yet (user/login answered status 300). */
  onNotRegistered: (prefill: SocialPrefill) => void;
};

// Google and Facebook sign-in (accounts spec §2). appConfig.social says how a token is obtained:
// 'dev' asks for an identity in a dialog, 'real' uses the providers' own scripts. Either way the
// token goes to user/login; a known user is signed in, a new one is handed to the sign-up wizard.
export function SocialButtons({ opened, onNotRegistered }: SocialButtonsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const social = useAppConfig().data?.social;
  const login = useSocialLogin();
  const [devProvider, setDevProvider] = useState<SocialProvider | null>(opened ?? null);
  if (!social) return null;

  const signIn = async (loginType: SocialProvider, socialToken: string) => {
    // A refused token was already toasted by the api client.
    const result = await login.mutateAsync({ loginType, socialToken }).catch(() => null);
    if (!result) return;
    if (result.status === 300) {
      // The identity's schema (zod) is imported now rather than with the login screen (issue 23).
      const { ZSocialIdentity } = await import('./social-prefill');
      const identity = ZSocialIdentity.safeParse(result.data);
      if (identity.success) onNotRegistered({ ...identity.data, socialToken });
      return;
    }
    if (result.data) navigate(startRetailerSession(result.data), { replace: true });
  };

  const busy = login.isPending;
  const dev = social.provider === 'dev';
  const googleId = social.googleClientId;
  const facebookId = social.facebookAppId;
  if (!dev && !googleId && !facebookId) return null;

  return (
    <Stack gap="xs">
      <Divider label={t('social.or')} labelPosition="center" />
      {dev ? (
        <>
          <Button
            variant="default"
            fullWidth
            leftSection={<IconBrandGoogle size={18} />}
            loading={busy && login.variables?.loginType === 'Google'}
            disabled={busy}
            onClick={() => setDevProvider('Google')}
          >
            {t('social.google')}
          </Button>
          <Button
            variant="default"
            fullWidth
            leftSection={<IconBrandFacebook size={18} />}
            loading={busy && login.variables?.loginType === 'Facebook'}
            disabled={busy}
            onClick={() => setDevProvider('Facebook')}
          >
            {t('social.facebook')}
          </Button>
          {devProvider && (
            <Suspense>
              <DevSocialDialog provider={devProvider} onClose={() => setDevProvider(null)} onToken={signIn} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          {googleId && (
            <RealGoogleButton
              clientId={googleId}
              onToken={(token) => signIn('Google', token)}
              disabled={busy}
            />
          )}
          {facebookId && (
            <RealFacebookButton
              appId={facebookId}
              onToken={(token) => signIn('Facebook', token)}
              disabled={busy}
            />
          )}
        </>
      )}
    </Stack>
  );
}
