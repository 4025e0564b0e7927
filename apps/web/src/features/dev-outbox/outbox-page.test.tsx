import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig, installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const outbox = [
  {
    id: 1,
    channel: 'sms',
    to: '9876543210',
    subject: null,
    body: 'Your Galla OTP is 111111',
    createdAt: '2025-11-21T05:00:00Z',
  },
  {
    id: 2,
    channel: 'sms',
    to: '9876543210',
    subject: null,
    body: 'Your Galla OTP is 222222',
    createdAt: '2025-11-21T05:05:00Z',
  },
];

describe('/dev/outbox', () => {
  it('lists messages newest first', async () => {
    const server = installFakeFetch({ 'GET dev/outbox': { status: 200, data: outbox } });
    renderApp('/dev/outbox');
    const table = await screen.findByRole('table', { name: 'Dev outbox' });
    await within(table).findByText('Your Galla OTP is 222222');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('222222');
    expect(rows[0]?.textContent).toContain('21/11/2025 10:35:00');
    expect(rows[1]?.textContent).toContain('111111');
    expect(server.callsTo('GET dev/outbox').length).toBeGreaterThan(0);
  });

  it('does not exist in production', async () => {
    const server = installFakeFetch({
      'GET static/appConfig': { status: 200, data: { ...defaultAppConfig, environment: 'production' } },
    });
    renderApp('/dev/outbox');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(server.callsTo('GET dev/outbox')).toHaveLength(0);
  });
});
