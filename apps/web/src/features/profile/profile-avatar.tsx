import type { Profile } from '@galla/contracts/profile';
import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useUploadPhoto } from './api';
import { compressPhoto, isImageFile } from './photo';

type ProfileAvatarProps = {
  profile: Profile;
  /** Owners may change the photo; a sub-user's profile is read-only. */
  canChange: boolean;
  /** Swappable in tests: happy-dom has no canvas. */
  compress?: (file: File) => Promise<string>;
};

/** The photo (a /api/v3/files/… URL) or initials, with 'Change photo' for the owner. */
export function ProfileAvatar({ profile, canChange, compress = compressPhoto }: ProfileAvatarProps) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const [working, setWorking] = useState(false);
  const resetRef = useRef<() => void>(null);
  const name = `${profile.firstName} ${profile.lastName}`.trim();

  const onPick = async (file: File | null) => {
    if (!file) return;
    // Picking the same file again must fire again.
    resetRef.current?.();
    if (!isImageFile(file)) {
      showToast(t('msg.photoNotImage'), 'error');
      return;
    }
    setWorking(true);
    try {
      const userImage = await compress(file);
      const result = await upload.mutateAsync({ email: profile.email ?? '', userImage });
      if (result.message) showToast(result.message, 'success');
    } catch {
      showToast(t('msg.photoUploadFailed'), 'error');
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack align="center" gap="xs">
      <Avatar
        src={profile.userImage}
        alt={t('profile.photo')}
        name={name}
        color="initials"
        size={96}
        radius={96}
      />
      <Text fw={700} size="lg" ta="center">
        {name}
      </Text>
      {canChange && (
        <FileButton onChange={onPick} accept="image/*" resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconCamera size={16} />}
              loading={working}
            >
              {t('profile.changePhoto')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
