import { Button } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFacebookSdk } from '../social/real-facebook';

// Real Facebook sign-in for the survey: the survey login sends Facebook's user id with the access
// token, and asks for the scopes the survey's vouchers are picked by (accounts spec §7).
const SCOPES = 'email,public_profile,user_gender,user_likes,user_location,user_posts';

type FacebookLogin = {
  login(
    callback: (response: { authResponse?: { accessToken?: string; userID?: string } | null }) => void,
    options: { scope: string },
  ): void;
};

type Props = { appId: string; onSignedIn: (userId: string, userToken: string) => void; disabled?: boolean };

export function SurveyFacebookButton({ appId, onSignedIn, disabled }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    // Preloaded: a pop-up opened after an await on the click is blocked by most browsers.
    loadFacebookSdk(appId).catch(() => undefined);
  }, [appId]);

  const onClick = async () => {
    const fb = (await loadFacebookSdk(appId).catch(() => null)) as FacebookLogin | null;
    fb?.login(
      (response) => {
        const auth = response.authResponse;
        if (auth?.accessToken && auth.userID) onSignedIn(auth.userID, auth.accessToken);
      },
      { scope: SCOPES },
    );
  };

  return (
    <Button
      fullWidth
      color="indigo"
      leftSection={<IconBrandFacebook size={18} />}
      onClick={onClick}
      disabled={disabled}
    >
      {t('social.facebook')}
    </Button>
  );
}
