import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { rememberCampaign } from '../features/staff-campaigns/sign-up-campaign';

export function RootLayout() {
  const { search } = useLocation();
  // A campaign's link may land on any page; its code is kept until the sign-up sends it.
  useEffect(() => rememberCampaign(search), [search]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
