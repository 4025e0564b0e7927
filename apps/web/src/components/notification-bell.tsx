import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const BADGE_MAX = 9999;

/** The badge text: hidden at 0, capped at 9999 (accounts spec §9). */
export function badgeLabel(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

// The notification panel is a later issue; the bell already shows the unread count.
export function NotificationBell({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  const label = badgeLabel(count);
  return (
    <Popover position="bottom-end" shadow="md" width={240}>
      <Popover.Target>
        <Indicator label={label} disabled={label === null} size={18} color="red" offset={4} inline>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={label ? t('shell.notificationsCount', { badge: label }) : t('shell.notifications')}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t('shell.notificationsSoon')}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
