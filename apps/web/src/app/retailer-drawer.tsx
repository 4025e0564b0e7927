import type { ConfigurationKey, Profile } from '@galla/contracts/profile';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconCategory,
  IconHelp,
  IconHome,
  IconKey,
  IconLogout,
  IconMessage,
  IconReportAnalytics,
  IconUser,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OwnerSettings } from '../features/profile/owner-settings';
import { useAppConfig } from '../lib/app-config';

type Entry = {
  label:
    | 'home'
    | 'manageCategory'
    | 'addSubUser'
    | 'myProfile'
    | 'changePassword'
    | 'reports'
    | 'sendSms'
    | 'help';
  to: string;
  icon: TablerIcon;
  /** The configuration flag that shows the entry; Home has none. */
  flag?: ConfigurationKey;
};

const entries: Entry[] = [
  { label: 'home', to: '/dashboard', icon: IconHome },
  { label: 'manageCategory', to: '/manageCategory', icon: IconCategory, flag: 'manageCategory' },
  { label: 'addSubUser', to: '/addSubUser', icon: IconUserPlus, flag: 'addSubUser' },
  { label: 'myProfile', to: '/myProfile', icon: IconUser, flag: 'myProfile' },
  { label: 'changePassword', to: '/changePassword', icon: IconKey, flag: 'changePassword' },
  { label: 'reports', to: '/reports', icon: IconReportAnalytics, flag: 'reports' },
  { label: 'sendSms', to: '/Send SMS', icon: IconMessage, flag: 'sendSms' },
  { label: 'help', to: '/help', icon: IconHelp, flag: 'help' },
];

type RetailerDrawerProps = { profile: Profile; onNavigate: () => void; onLogout: () => void };

// The side drawer of accounts spec §2. Entries whose configuration flag is off are hidden; Send SMS
// also needs the global SMS flag. Privacy and 'Make GST Bills?' are the owner's (hidden for sub-users).
export function RetailerDrawer({ profile, onNavigate, onLogout }: RetailerDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = useAppConfig();
  const visible = entries.filter(
    (entry) =>
      (!entry.flag || profile.configuration[entry.flag]) &&
      (entry.label !== 'sendSms' || config.data?.sms === true),
  );

  return (
    <ScrollArea h="100%" type="scroll">
      <Stack gap={0} p="xs" component="nav" aria-label={t('shell.menu')}>
        {visible.map(({ label, to, icon: Icon }) => (
          <NavLink
            key={label}
            component={Link}
            to={to}
            label={t(`shell.${label}`)}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={decodeURI(pathname).startsWith(to)}
            onClick={onNavigate}
          />
        ))}
        <NavLink
          component="button"
          type="button"
          label={t('shell.logout')}
          leftSection={<IconLogout size={20} stroke={1.6} />}
          onClick={onLogout}
        />
        <OwnerSettings profile={profile} />
      </Stack>
    </ScrollArea>
  );
}
