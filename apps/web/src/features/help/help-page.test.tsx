import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig, installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { displayPhone } from './help-page';

describe('/help', () => {
  it('shows the WhatsApp support number from the app config and the support hours', async () => {
    installFakeFetch({
      'GET static/appConfig': { status: 200, data: { ...defaultAppConfig, supportPhone: '9812345678' } },
    });
    renderApp('/help', { session: retailerSession() });
    expect(await screen.findByRole('heading', { name: 'Help & Support' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp: +91 98123 45678' });
    expect(link.getAttribute('href')).toBe('https://wa.me/919812345678');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toBe('+91 98123 45678');
    expect(screen.getByText('Monday to Saturday 9:00 am to 6:00 pm')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Read the FAQ'S" }).getAttribute('href')).toBe('/faq');
  });

  it('hides the FAQ link when the faq flag is off', async () => {
    installFakeFetch();
    renderApp('/help', { session: retailerSession({ configuration: configuration({ faq: false }) }) });
    await screen.findByRole('heading', { name: 'Help & Support' });
    expect(screen.queryByRole('link', { name: "Read the FAQ'S" })).toBeNull();
  });

  it('sends the user back to /dashboard when the help flag is off', async () => {
    installFakeFetch();
    const { router } = renderApp('/help', {
      session: retailerSession({ configuration: configuration({ help: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('formats the number the Indian way', () => {
    expect(displayPhone('9999999999')).toBe('+91 99999 99999');
    expect(displayPhone('+91 98123-45678')).toBe('+91 98123 45678');
    expect(displayPhone('12345')).toBe('12345');
  });
});

describe('/data-deletion', () => {
  it('is public and says where deletion requests go and how fast they are handled', async () => {
    installFakeFetch();
    renderApp('/data-deletion');
    expect(await screen.findByRole('heading', { name: 'Data Deletion' })).toBeTruthy();
    expect(screen.getByText(/GDPR-style guidelines/)).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'support@galla.local' });
    expect(mail.getAttribute('href')).toBe('mailto:support@galla.local');
    expect(screen.getByText('We handle every deletion request within 1 working day.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('opens for a signed-in retailer too, without the shell', async () => {
    installFakeFetch();
    const { router } = renderApp('/data-deletion', { session: retailerSession() });
    expect(await screen.findByRole('heading', { name: 'Data Deletion' })).toBeTruthy();
    expect(currentPath(router)).toBe('/data-deletion');
  });
});
