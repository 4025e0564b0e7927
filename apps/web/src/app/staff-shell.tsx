import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LogoutDialog } from '../components/logout-dialog';
import { permittedSections } from '../features/staff/sections';
import { useStaffProfile } from '../features/staff/use-staff-profile';
import { formatDate } from '../lib/format';
import { useSession } from '../lib/session';

// The staff console's frame (accounts spec §2): date, greeting, Home, Change Password, Logout, and
// a side menu of the sections the staff member's role opens (domain/permissions).
export function StaffShell() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  // Refreshes the stored profile from the server: a role changed or an authenticator set up
  // elsewhere shows here without signing in again.
  useStaffProfile();
  if (session?.kind !== 'staff') return null;
  const { profile } = session;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? t('shell.closeMenu') : t('shell.openMenu')}
            />
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {formatDate(new Date())}
              </Text>
              <Text fw={600} truncate="end">
                {t('staff.hello', { name: profile.firstName })}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button component={Link} to="/dashboard" variant="subtle" size="compact-sm">
              {t('staff.home')}
            </Button>
            <Button
              component={Link}
              to="/dashboard/changePassword"
              variant="subtle"
              size="compact-sm"
              visibleFrom="sm"
            >
              {t('staff.changePassword')}
            </Button>
            <Button variant="light" color="red" size="compact-sm" onClick={logout.open}>
              {t('staff.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea h="100%" type="scroll">
          <Stack gap={0} p="xs" component="nav" aria-label={t('staff.menu')}>
            {permittedSections(profile).map((section) => (
              <NavLink
                key={section}
                component={Link}
                to={`/dashboard/${section}`}
                label={t(`staff.sections.${section}`)}
                active={pathname === `/dashboard/${section}`}
                onClick={menu.close}
              />
            ))}
            <NavLink
              component={Link}
              to="/dashboard/changePassword"
              label={t('staff.changePassword')}
              hiddenFrom="sm"
              onClick={menu.close}
            />
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <LogoutDialog opened={logoutOpened} onClose={logout.close} />
    </AppShell>
  );
}
