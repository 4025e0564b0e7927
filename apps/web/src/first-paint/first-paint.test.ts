import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { retailerSession, staffSession } from '../test/fixtures';
import { FIRST_PAINT_ATTRIBUTE, paintFirstScreen, showsRetailerShell } from './first-paint';
import { RETAILER_SHELL_PATHS } from './retailer-shell-paths';

function paint(session: ReturnType<typeof retailerSession> | null, path: string) {
  const root = document.createElement('div');
  root.innerHTML = '<p>what the page held</p>';
  paintFirstScreen(root, session, path);
  return {
    root,
    header: root.querySelector('header'),
    loader: root.querySelector('[role="status"]'),
  };
}

describe('the first paint', () => {
  it("draws the retailer's header with the shop's name above a loader, in place of what the page held", () => {
    const { root, header, loader } = paint(retailerSession(), '/dashboard');
    expect(header?.textContent).toBe('Kumar Kirana Store');
    expect(loader?.textContent).toBe('Loading…');
    expect(root.textContent).not.toContain('what the page held');
    expect(root.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(true);
  });

  it('names the shop by its owner when it has no trade name, as the app header does', () => {
    expect(paint(retailerSession({ tradeName: null }), '/billing').header?.textContent).toBe('Ramesh');
  });

  it('draws the header wherever the app shows the retailer shell, paths matched as the router does', () => {
    const session = retailerSession();
    for (const path of [
      '/',
      '/dashboard',
      '/dashboard/',
      '/Billing',
      '/Sales%20Analysis',
      '/Profit%20&%20Loss%20Details',
      '/creditBook/customer',
      '/dashboard/anything',
    ])
      expect(showsRetailerShell(session, path), path).toBe(true);
  });

  it('draws only the loader where the app shows no retailer shell', () => {
    const session = retailerSession();
    for (const path of [
      '/verifyOtp',
      '/onboarding',
      '/downloadPdf/abc',
      '/dev/outbox',
      '/billingx',
      '/%E0%A4',
    ])
      expect(paint(session, path).header, path).toBeNull();
    // Nobody signed in, staff (their console has a shell of its own), a sign-up not finished.
    expect(paint(null, '/dashboard').header).toBeNull();
    expect(paint(staffSession(), '/dashboard').header).toBeNull();
    expect(paint(retailerSession({ isOnboard: 0 }), '/dashboard').header).toBeNull();
    expect(paint(retailerSession({ isRegister: 1 }), '/dashboard').header).toBeNull();
    expect(paint(null, '/dashboard').loader).not.toBeNull();
  });

  it("knows every page of the retailer shell: the signed-in layout's routes", () => {
    const signedIn = routes[0]?.children?.find((route: RouteObject) =>
      route.children?.some((child) => child.path === 'dashboard/*'),
    );
    expect(signedIn).toBeDefined();
    expect([...RETAILER_SHELL_PATHS].sort()).toEqual(
      (signedIn?.children ?? []).map((child) => child.path).sort(),
    );
  });
});
