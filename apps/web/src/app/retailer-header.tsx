import { ActionIcon, Avatar, Burger, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../components/notification-bell';
import { OnlineIndicator } from '../components/online-indicator';
import { useNotificationCount } from '../features/notifications/api';
import { useAppConfig } from '../lib/app-config';
import { supportChatUrl, TUTORIAL_VIDEO_URL } from '../lib/links';

type RetailerHeaderProps = {
  tradeName: string;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  /** The profile photo (a /api/v3/files/… URL), shown when there is one; a link when My Profile is on. */
  userImage?: string | null;
  profileLink?: boolean;
};

export function RetailerHeader({
  tradeName,
  drawerOpened,
  onToggleDrawer,
  userImage,
  profileLink = false,
}: RetailerHeaderProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const count = useNotificationCount();

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={drawerOpened ? t('shell.closeMenu') : t('shell.openMenu')}
        />
        <Text fw={700} size="lg" truncate="end" title={tradeName}>
          {tradeName}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <OnlineIndicator />
        {config.data?.supportPhone && (
          <ActionIcon
            component="a"
            href={supportChatUrl(config.data.supportPhone)}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="teal"
            size="lg"
            aria-label={t('shell.chat')}
          >
            <IconBrandWhatsapp size={22} />
          </ActionIcon>
        )}
        <ActionIcon
          component="a"
          href={TUTORIAL_VIDEO_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('shell.tutorial')}
        >
          <IconVideo size={22} />
        </ActionIcon>
        <NotificationBell count={count.data} />
        {userImage &&
          (profileLink ? (
            <Avatar
              component={Link}
              to="/myProfile"
              src={userImage}
              alt={t('profile.yourProfile')}
              size={32}
            />
          ) : (
            <Avatar src={userImage} alt={t('profile.yourProfile')} size={32} />
          ))}
      </Group>
    </Group>
  );
}
