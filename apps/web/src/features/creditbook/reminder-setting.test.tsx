import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('drawer: automatic EMI reminders', () => {
  it('are off by default; choosing days sends them', async () => {
    const server = installFakeFetch({
      'GET creditbook/reminderSetting': { status: 200, data: { daysBefore: null } },
      'POST creditbook/reminderSetting': (request) => ({
        status: 200,
        message: 'Reminder setting saved',
        data: request.body,
      }),
    });
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const labelled = await within(menu).findAllByLabelText('Automatic EMI reminders');
    const select = labelled.find((el) => el.tagName === 'INPUT')!;
    await screen.findByDisplayValue('Off');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '3 days before the due date' }));
    expect(await screen.findByText('Reminder setting saved')).toBeTruthy();
    expect(server.callsTo('POST creditbook/reminderSetting')[0]?.body).toEqual({ daysBefore: 3 });
  });

  it('are not offered without the credit book', async () => {
    const server = installFakeFetch({});
    renderApp('/dashboard', {
      session: retailerSession({ configuration: configuration({ creditBook: false }) }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryAllByLabelText('Automatic EMI reminders')).toEqual([]);
    expect(server.callsTo('GET creditbook/reminderSetting')).toHaveLength(0);
  });
});
