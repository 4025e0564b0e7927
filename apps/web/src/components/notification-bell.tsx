import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotificationPanel } from '../features/notifications/notification-panel';
import { Drawer } from './drawer';

export const BADGE_MAX = 9999;

/** The badge text: hidden at 0, capped at 9999 (accounts spec §9). */
export function badgeLabel(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The header's bell with the unread count; it opens the notification panel from the right. */
export function NotificationBell({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  const [opened, panel] = useDisclosure(false);
  const label = badgeLabel(count);
  return (
    <>
      <Indicator label={label} disabled={label === null} size={18} color="red" offset={4} inline>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label ? t('shell.notificationsCount', { badge: label }) : t('shell.notifications')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={panel.open}
        >
          <IconBell size={22} />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={panel.close}
        position="right"
        size="md"
        title={t('notifications.title')}
        padding={0}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      >
        {/* Mounted only while open: the list is fetched afresh each time the panel opens. */}
        {opened && <NotificationPanel />}
      </Drawer>
    </>
  );
}
