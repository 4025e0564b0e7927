import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});
const sent = {
  id: 1,
  createdAt: '2026-11-20T06:30:00.000Z',
  staffName: 'Asha Verma',
  text: 'GST return due on the 11th',
  emailSubject: null,
  sendSms: false,
  sendEmail: false,
  audience: { status: 'active', recipients: 'owners' },
  notified: 42,
  smsQueued: 0,
  emailsQueued: 0,
};

describe('Message users (/dashboard/messageUsers)', () => {
  it('previews the reach, then sends once with the form’s message id', async () => {
    const server = installFakeFetch({
      'GET static/getState': { status: 200, data: [] },
      'GET category/getSuperCategoryList': { status: 200, data: [] },
      'GET admin/messageHistory': { status: 200, data: { total: 1, rows: [sent] } },
      'POST admin/messagePreview': {
        status: 200,
        data: { users: 12, shops: 10, withEmail: 4, smsEnabled: false },
      },
      'POST admin/sendMessage': {
        status: 200,
        message: 'Message sent',
        data: { message: { ...sent, id: 2, notified: 12 }, alreadySent: false },
      },
    });
    const { user } = renderApp('/dashboard/messageUsers', { session: admin });
    expect(await screen.findByText('GST return due on the 11th', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('Preview the audience before sending.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to 0 users' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Reaches 12 users in 10 shops (4 with an e-mail address).')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Also send an SMS/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('SMS is switched off for the platform (Settings).')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send to 12 users' }));
    expect(await screen.findByText('Write a message of 5 to 500 characters')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Message/), 'Diwali offer on SMS packs');
    await user.click(screen.getByRole('button', { name: 'Send to 12 users' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Send this message to 12 users now? It cannot be recalled.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(server.callsTo('POST admin/sendMessage')).toHaveLength(1));
    const body = server.callsTo('POST admin/sendMessage')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      text: 'Diwali offer on SMS packs',
      sendSms: false,
      audience: { status: 'active', recipients: 'owners' },
    });
    expect(body.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Message sent')).toBeTruthy();
  }, 60_000);

  it('says what to do when the history cannot be loaded', async () => {
    installFakeFetch({
      'GET static/getState': { status: 200, data: [] },
      'GET category/getSuperCategoryList': { status: 200, data: [] },
      'GET admin/messageHistory': { status: 500, error: 'Something bad happened' },
    });
    renderApp('/dashboard/messageUsers', { session: admin });
    expect(
      await screen.findByText(
        'The sent messages could not be loaded. Reload the page to try again.',
        {},
        { timeout: 45_000 },
      ),
    ).toBeTruthy();
  }, 60_000);
});
