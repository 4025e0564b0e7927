import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { LogoutDialog } from '../components/logout-dialog';
import { useSession } from '../lib/session';
import { useMedia } from '../lib/use-media';
import { RetailerDrawer } from './retailer-drawer';
import { RetailerHeader } from './retailer-header';

// The retailer's page shell. Below 700 px the side menu is a drawer behind the burger; above it
// stays open beside the page (theme `sm` is the spec's 700 px breakpoint).
export function RetailerShell() {
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  // On a phone the menu sits off-screen until the burger opens it, so it is drawn on that first
  // opening rather than with the first screen, where a phone's main thread is the scarce thing.
  const wide = useMedia('(min-width: 43.75em)');
  const [menuWanted, setMenuWanted] = useState(false);
  if (session?.kind !== 'retailer') return null;
  const { profile } = session;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !drawerOpened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <RetailerHeader
          tradeName={profile.tradeName ?? profile.firstName}
          drawerOpened={drawerOpened}
          onToggleDrawer={() => {
            setMenuWanted(true);
            drawer.toggle();
          }}
          userImage={profile.userImage}
          profileLink={profile.configuration.myProfile}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        {(wide || menuWanted) && (
          <RetailerDrawer
            profile={profile}
            onNavigate={drawer.close}
            onLogout={() => {
              drawer.close();
              logout.open();
            }}
          />
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <LogoutDialog opened={logoutOpened} onClose={logout.close} />
    </AppShell>
  );
}
