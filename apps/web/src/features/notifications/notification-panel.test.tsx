import type { Notification } from '@galla/contracts/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function item(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    notificationId: id,
    text: `Notice ${id}`,
    is_read: 1,
    data: null,
    createdAt: '2026-01-15T06:30:00.000Z',
    ...overrides,
  };
}

/** A server with `total` notifications, newest first, ids total..1; `unread` ids are unread. */
function server(total: number, { unread = [] as number[], withData = [] as number[] } = {}) {
  const all = Array.from({ length: total }, (_, i) => total - i).map((id) =>
    item(id, {
      is_read: unread.includes(id) ? 0 : 1,
      data: withData.includes(id) ? { surveyId: 'S1' } : null,
    }),
  );
  let count = unread.length;
  return installFakeFetch({
    'GET user/notificationCount': () => ({ status: 200, data: { count } }),
    'POST user/getNotification': (request: FakeRequest) => {
      const { page, numberOfItems } = request.body as { page: number; numberOfItems: number };
      return { status: 200, data: all.slice((page - 1) * numberOfItems, page * numberOfItems) };
    },
    'POST user/readNotification': (request: FakeRequest) => {
      const { notificationId } = request.body as { notificationId: number };
      const found = all.find((n) => n.notificationId === notificationId);
      if (found && found.is_read === 0) {
        found.is_read = 1;
        count -= 1;
      }
      return { status: 200, message: 'Notification read' };
    },
    'POST user/feedBack': { status: 200, message: 'Thank you for your feedback' },
  });
}

async function openPanel(user: ReturnType<typeof renderApp>['user'], bellName: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: bellName }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notification panel', () => {
  it("says 'NO Notification' when there are none", async () => {
    server(0);
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const panel = await openPanel(user, 'Notifications');
    expect(await within(panel).findByText('NO Notification')).toBeTruthy();
  });

  it('loads 10 at a time and the next page at the end of scroll, stopping after a short page', async () => {
    const fake = server(13);
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const panel = await openPanel(user, 'Notifications');
    expect(await within(panel).findByText('Notice 13')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(fake.callsTo('POST user/getNotification')[0]?.body).toEqual({ page: 1, numberOfItems: 10 });

    fireEvent.scroll(within(panel).getByTestId('notification-list'));
    expect(await within(panel).findByText('Notice 1')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(13);
    expect(fake.callsTo('POST user/getNotification')[1]?.body).toEqual({ page: 2, numberOfItems: 10 });

    // Page 2 had 3 items: it was the last one.
    fireEvent.scroll(within(panel).getByTestId('notification-list'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('POST user/getNotification')).toHaveLength(2);
  });

  it('shows unread items bold; tapping one marks it read and lowers the badge', async () => {
    const fake = server(3, { unread: [3, 2] });
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const panel = await openPanel(user, 'Notifications: 2');

    const unread = await within(panel).findByRole('button', { name: /Unread: Notice 3/ });
    expect(within(panel).getByText('Notice 3').closest('p')?.style.fontWeight).toBe('700');
    expect(within(panel).getByText('Notice 1').closest('p')?.style.fontWeight).toBe('400');

    const countCalls = fake.callsTo('GET user/notificationCount').length;
    await user.click(unread);
    await waitFor(() => expect(fake.callsTo('POST user/readNotification')).toHaveLength(1));
    expect(fake.callsTo('POST user/readNotification')[0]?.body).toEqual({ notificationId: 3 });
    expect(within(panel).getByText('Notice 3').closest('p')?.style.fontWeight).toBe('400');
    expect(within(panel).queryByRole('button', { name: /Unread: Notice 3/ })).toBeNull();
    await waitFor(() =>
      expect(fake.callsTo('GET user/notificationCount').length).toBeGreaterThan(countCalls),
    );
    expect(await screen.findByRole('button', { name: 'Notifications: 1' })).toBeTruthy();

    // A read item is not marked again.
    await user.click(within(panel).getByRole('button', { name: /Notice 1/ }));
    expect(fake.callsTo('POST user/readNotification')).toHaveLength(1);
  });

  it('asks for a 1-5 star rating on an item with data and sends it', async () => {
    const fake = server(2, { withData: [2] });
    const { user } = renderApp('/dashboard', { session: retailerSession() });
    const panel = await openPanel(user, 'Notifications');
    await user.click(await within(panel).findByRole('button', { name: /Notice 2/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // A tap lands on the star (the radio's label).
    const fourStars = within(dialog).getByRole('radio', { name: '4 stars' });
    await user.click(dialog.querySelector(`label[for="${fourStars.id}"]`) as HTMLElement);
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    await waitFor(() => expect(fake.callsTo('POST user/feedBack')).toHaveLength(1));
    expect(fake.callsTo('POST user/feedBack')[0]?.body).toEqual({
      rating: 4,
      notificationId: 2,
      data: { surveyId: 'S1' },
    });
    expect(await screen.findByText('Thank you for your feedback')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull());

    // An item without data opens no rating.
    await user.click(within(panel).getByRole('button', { name: /Notice 1/ }));
    expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull();
  });
});
