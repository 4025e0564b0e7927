import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useNotificationCount } from '../notifications/api';
import { useRefreshProfile } from '../profile/api';
import { HomeTiles } from './home-tiles';
import { TodayTiles } from './today-tiles';

// Retailer home (shop operations §1): fetches the notification count on load (the header's bell
// shares the same query) and the profile, so page flags staff changed in the console apply on the
// next load, and a trade name set elsewhere shows. Above the tiles, for
// those who may see the shop's figures (the reports flag), today's figures.
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = session?.kind === 'retailer' ? session.profile : undefined;

  return (
    <Stack gap="md">
      <Refresh signedIn={profile !== undefined} />
      <Title order={2} size="h3">
        {t('dashboard.title')}
      </Title>
      {profile?.configuration.reports === true && <TodayTiles />}
      <HomeTiles configuration={profile?.configuration ?? {}} />
    </Stack>
  );
}

// The two calls live in a component that draws nothing, so that their answers redraw it alone and
// not the page's tiles (a profile that did change reaches the page through the session).
function Refresh({ signedIn }: { signedIn: boolean }) {
  useNotificationCount();
  // Silent: the stored profile still draws the page if this call fails.
  useRefreshProfile(signedIn, { silent: true });
  return null;
}
