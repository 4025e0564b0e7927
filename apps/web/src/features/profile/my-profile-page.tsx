import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { useSession } from '../../lib/session';
import { useRefreshProfile } from './api';
import { ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';

/** /myProfile (flag myProfile). */
export function MyProfilePage() {
  return (
    <FlagGuard flag="myProfile">
      <MyProfile />
    </FlagGuard>
  );
}

function MyProfile() {
  const { t } = useTranslation();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  // Reloads the profile on every visit (spec §4: view, edit, update, reload).
  useRefreshProfile(true);
  if (session?.kind !== 'retailer') return null;
  const { profile } = session;
  const isOwner = profile.userType === 'retailer';

  return (
    <Stack gap="md" maw={840} mx="auto">
      <Title order={2} size="h3">
        {t('profile.title')}
      </Title>
      <ProfileAvatar profile={profile} canChange={isOwner} />
      <ProfileForm profile={profile} editing={editing && isOwner} onEditingChange={setEditing} />
      <SessionsSection isOwner={isOwner} />
    </Stack>
  );
}
