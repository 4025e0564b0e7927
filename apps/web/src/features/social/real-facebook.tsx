import { Button } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from './load-script';

// Real Facebook sign-in (appConfig.social.provider 'real'): the JavaScript SDK, loaded on demand.
// FB.login opens Facebook's pop-up and gives an access token that the server checks with the Graph
// API. Not exercised offline: keep it this small.
const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v19.0';

type FacebookSdk = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
};
type FacebookWindow = Window & { FB?: FacebookSdk };

const initialised = new Set<string>();

/** Loads and initialises the SDK for this app id; call it early so the pop-up opens on the click itself. */
export async function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  await loadScript(SDK_SRC);
  const fb = (window as FacebookWindow).FB;
  if (!fb) throw new Error('Facebook SDK did not start');
  if (!initialised.has(appId)) {
    fb.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
    initialised.add(appId);
  }
  return fb;
}

/** Asks the user to sign in with Facebook; resolves with the access token, or null when they cancel. */
export function facebookAccessToken(fb: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    fb.login((response) => resolve(response.authResponse?.accessToken ?? null), {
      scope: 'email,public_profile',
    });
  });
}

type RealFacebookButtonProps = { appId: string; onToken: (token: string) => void; disabled?: boolean };

export function RealFacebookButton({ appId, onToken, disabled }: RealFacebookButtonProps) {
  const { t } = useTranslation();
  useEffect(() => {
    // Preload: a pop-up opened after an await on the click is blocked by most browsers.
    loadFacebookSdk(appId).catch(() => undefined);
  }, [appId]);

  const onClick = async () => {
    const fb = await loadFacebookSdk(appId).catch(() => null);
    const token = fb ? await facebookAccessToken(fb) : null;
    if (token) onToken(token);
  };

  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandFacebook size={18} />}
      onClick={onClick}
      disabled={disabled}
    >
      {t('social.facebook')}
    </Button>
  );
}
