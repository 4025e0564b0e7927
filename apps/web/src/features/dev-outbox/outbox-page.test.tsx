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
    attachments: [],
  },
  {
    id: 2,
    channel: 'sms',
    to: '9876543210',
    subject: null,
    body: 'Your Galla OTP is 222222',
    createdAt: '2025-11-21T05:05:00Z',
    attachments: [],
  },
];

const reportMail = {
  id: 3,
  channel: 'email',
  to: 'demo@galla.local',
  subject: 'Sales Report',
  body: 'Your Sales Report is attached.',
  createdAt: '2025-11-21T05:10:00Z',
  attachments: [{ id: 7, filename: 'sales-report.xlsx', contentType: 'application/xlsx', size: 4096 }],
};

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

  it("links an e-mail's attachments for download", async () => {
    installFakeFetch({ 'GET dev/outbox': { status: 200, data: [reportMail] } });
    renderApp('/dev/outbox');
    const link = await screen.findByRole('link', { name: 'sales-report.xlsx' });
    expect(link.getAttribute('href')).toBe('/api/v3/dev/outbox/attachments/7');
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
