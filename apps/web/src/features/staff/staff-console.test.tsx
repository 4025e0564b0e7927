import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { fakeToken, staffProfile, staffSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

const admin = (totpEnrolled: boolean) => ({
  userType: 'Admin' as const,
  permissions: [...staffPermissions.Admin],
  totpEnrolled,
});

describe('staff login with the second factor', () => {
  it('asks an Admin for the authenticator code after the password, then opens the console', async () => {
    const server = installFakeFetch({
      'POST admin/login': (request) =>
        (request.body as { totp?: string }).totp
          ? { status: 200, data: { userToken: fakeToken(), userData: [staffProfile(admin(true))] } }
          : { status: 200, data: { totpRequired: true } },
    });
    const { user, router } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/^Email/), 'asha@galla.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText(/^Code from the app/);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.callsTo('POST admin/login').at(-1)?.body).toMatchObject({ totp: '123456' });
  });

  it('takes a recovery code instead when the phone is lost', async () => {
    const server = installFakeFetch({
      'POST admin/login': (request) =>
        (request.body as { recoveryCode?: string }).recoveryCode
          ? { status: 200, data: { userToken: fakeToken(), userData: [staffProfile(admin(true))] } }
          : { status: 200, data: { totpRequired: true } },
    });
    const { user, router } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/^Email/), 'asha@galla.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.callsTo('POST admin/login').at(-1)?.body).toMatchObject({ recoveryCode: 'ABCDE-FGHJK' });
  });
});

describe('the console by role', () => {
  it('subAdmin: home and seven sections in the menu; settings is a 404', async () => {
    installFakeFetch();
    const { user } = renderApp('/dashboard', { session: staffSession() });
    const menu = await screen.findByRole('navigation', { name: 'Console menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        'Categories',
        'Retailers',
        'Customer Support',
        'RM Management',
        'Leads',
        'Brand Management',
        'FAQ',
      ]),
    );
    expect(links.filter((l) => l !== 'Change Password')).toHaveLength(7);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Welcome to the Galla console')).toBeTruthy();
  });

  it.each(['configurations', 'download', 'addAdmin', 'nonsense'])(
    'subAdmin: /dashboard/%s is a 404',
    async (s) => {
      installFakeFetch();
      renderApp(`/dashboard/${s}`, { session: staffSession() });
      expect(await screen.findByText('Page not found')).toBeTruthy();
    },
  );

  it('an Avp lands on customer support and sees two sections', async () => {
    installFakeFetch();
    const { router } = renderApp('/dashboard', { session: staffSession({ userType: 'Avp' }) });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/customerSupport'));
    const menu = await screen.findByRole('navigation', { name: 'Console menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent)
        .filter((l) => l !== 'Change Password'),
    ).toEqual(['Customer Support', 'RM Management']);
  });
});

describe('an Admin without an authenticator', () => {
  it('is sent to set it up: QR code, a code to confirm, then the recovery codes', async () => {
    const server = installFakeFetch({
      'POST admin/totp/start': {
        status: 200,
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST admin/totp/confirm': (request) =>
        (request.body as { totp?: string }).totp === '654321'
          ? { status: 200, data: { recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] } }
          : { status: 400, error: 'That code is not right. Check the time on your phone and try again' },
    });
    const { user } = renderApp('/dashboard/addAdmin', { session: staffSession(admin(false)) });
    expect(await screen.findByText('Set up two-step sign-in')).toBeTruthy();
    expect(server.callsTo('GET admin/auditLog')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Set up authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByAltText('QR code for the authenticator app')).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('That code is not right. Check the time on your phone and try again'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('AAAAA-BBBBB')).toBeTruthy();
    expect(screen.getByText('CCCCC-DDDDD')).toBeTruthy();
  });
});

describe('the audit log (Admin)', () => {
  it('shows who changed what, when, before and after, paged on the server', async () => {
    const server = installFakeFetch({
      'GET admin/auditLog': {
        status: 200,
        data: {
          total: 1,
          rows: [
            {
              id: 7,
              createdAt: '2026-11-21T06:30:00.000Z',
              actorKind: 'staff',
              actorId: 1,
              actorName: 'Asha Verma',
              action: 'settingChanged',
              entity: 'settings',
              entityId: 'smsRatePaise',
              before: '1000',
              after: '1200',
            },
          ],
        },
      },
    });
    const { user } = renderApp('/dashboard/addAdmin', { session: staffSession(admin(true)) });
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByText('Asha Verma')).toBeTruthy();
    expect(screen.getByText('settingChanged')).toBeTruthy();
    expect(screen.getByText('"1000"')).toBeTruthy();
    expect(screen.getByText('"1200"')).toBeTruthy();
    expect(screen.getByText('21/11/2026 12:00:00')).toBeTruthy();
    expect(server.callsTo('GET admin/auditLog')[0]?.query.get('pageSize')).toBe('20');
  });
});

describe('Settings (Admin)', () => {
  const settings = {
    retailerLogin: true,
    sms: false,
    smsRate: 10,
    smsMinPurchaseSms: 200,
    smsCharsGsm: 160,
    smsCharsUnicode: 70,
    pointsRupeesPerPoint: 100,
    pointsConversionRate: 10,
    supportPhone: '919876500001',
    newShopFlags: Object.fromEntries(
      ['myProfile', 'changePassword', 'manageCategory', 'addSubUser', 'reports', 'help', 'faq']
        .concat([
          'manageInventory',
          'billing',
          'expenses',
          'searchInvoice',
          'rewardPoints',
          'creditBook',
          'sendSms',
        ])
        .map((f) => [f, true]),
    ),
    gstRates: [
      { ratePercent: 18, since: '2017-07-01' },
      { ratePercent: 40, since: '2025-09-22' },
    ],
  };

  it('checks the figures with the server’s schema, then saves them in rupees', async () => {
    const server = installFakeFetch({
      'GET admin/settings': { status: 200, data: settings },
      'POST admin/updateSettings': { status: 200, message: 'Settings saved' },
    });
    const { user } = renderApp('/dashboard/configurations', { session: staffSession(admin(true)) });
    const price = await screen.findByLabelText('Price of one SMS');
    expect(screen.getByText('22/09/2025')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter the price of one SMS in rupees, more than ₹0 and at most ₹100'),
    ).toBeTruthy();
    expect(server.callsTo('POST admin/updateSettings')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(screen.getByRole('switch', { name: 'SMS is on (Send SMS and SMS packs)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Expenses' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.callsTo('POST admin/updateSettings')).toHaveLength(1));
    expect(server.callsTo('POST admin/updateSettings')[0]?.body).toMatchObject({
      sms: true,
      smsRate: 12.5,
      newShopFlags: { expenses: false, billing: true },
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });
});

describe('Add admin: staff accounts', () => {
  const row = {
    userId: 5,
    firstName: 'Zoya',
    lastName: 'Khan',
    email: 'zoya@galla.test',
    userType: 'Cse',
    status: 'active',
    totpEnrolled: false,
    createdAt: '2026-11-20T06:30:00.000Z',
  };

  it('lists staff from the server, adds one with a role, and disables another', async () => {
    const server = installFakeFetch({
      'GET admin/staffList': { status: 200, data: { total: 1, rows: [row] } },
      'POST admin/addStaff': { status: 200, message: 'Staff account added', data: { userId: 6 } },
      'POST admin/updateStaff': { status: 200, message: 'Staff account updated' },
    });
    const { user } = renderApp('/dashboard/addAdmin', { session: staffSession(admin(true)) });
    expect(await screen.findByText('zoya@galla.test')).toBeTruthy();
    expect(server.callsTo('GET admin/staffList')[0]?.query.get('sortBy')).toBe('createdAt');

    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Ravi');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'ravi@galla.test');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'subAdmin' }));
    expect(within(dialog).getByText(/Categories, Retailers, Customer Support/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^First password/), 'ravi12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.callsTo('POST admin/addStaff')).toHaveLength(1));
    expect(server.callsTo('POST admin/addStaff')[0]?.body).toMatchObject({
      firstName: 'Ravi',
      email: 'ravi@galla.test',
      userType: 'subAdmin',
    });

    await user.click(screen.getByRole('button', { name: 'Actions for zoya@galla.test' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable (signs them out)' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/updateStaff')[0]?.body).toEqual({ userId: 5, status: 'disabled' }),
    );
  });
});
