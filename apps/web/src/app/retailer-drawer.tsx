import type { ConfigurationKey, Profile } from '@galla/contracts/profile';
import { Divider, Group, NavLink, Radio, ScrollArea, Stack, Switch } from '@mantine/core';
import {
  IconCategory,
  IconHelp,
  IconHome,
  IconLogout,
  IconMessage,
  IconReportAnalytics,
  IconUser,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../lib/app-config';

type Entry = {
  label: 'home' | 'manageCategory' | 'addSubUser' | 'myProfile' | 'reports' | 'sendSms' | 'help';
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
  { label: 'reports', to: '/reports', icon: IconReportAnalytics, flag: 'reports' },
  { label: 'sendSms', to: '/Send SMS', icon: IconMessage, flag: 'sendSms' },
  { label: 'help', to: '/help', icon: IconHelp, flag: 'help' },
];

type RetailerDrawerProps = { profile: Profile; onNavigate: () => void; onLogout: () => void };

// The side drawer of accounts spec §2. Entries whose configuration flag is off are hidden; Send SMS
// also needs the global SMS flag. Privacy and 'Make GST Bills?' mirror the profile read-only: the
// calls that change them arrive with the profile issue.
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
        <Divider my="sm" />
        <Stack gap="md" px="sm" pb="md">
          <Switch label={t('shell.privacy')} checked={profile.haveSharedData === 1} disabled readOnly />
          <Radio.Group
            label={t('shell.makeGstBills')}
            value={profile.isGstNumber === 1 ? 'yes' : 'no'}
            readOnly
          >
            <Group gap="md" mt={6}>
              <Radio value="no" label={t('shell.gstNo')} disabled />
              <Radio value="yes" label={t('shell.gstYes')} disabled />
            </Group>
          </Radio.Group>
        </Stack>
      </Stack>
    </ScrollArea>
  );
}
