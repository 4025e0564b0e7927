import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const subAdmin = staffSession({ userType: 'subAdmin', permissions: [...staffPermissions.subAdmin] });
const rows = [
  {
    faqId: 1,
    question: 'How do I log in?',
    answer: 'With your mobile and an OTP.',
    hidden: false,
    position: 1,
    editedAt: null,
  },
  {
    faqId: 2,
    question: 'How do I bill?',
    answer: 'Open Billing and add products.',
    hidden: true,
    position: 2,
    editedAt: '2026-11-20T06:30:00.000Z',
  },
];

describe('FAQ editor (/dashboard/faq)', () => {
  it('lists the questions, adds one, hides one and moves one', async () => {
    const server = installFakeFetch({
      'GET admin/faqList': { status: 200, data: { rows } },
      'POST admin/addFaq': { status: 200, message: 'Question added', data: { ...rows[0], faqId: 1001 } },
      'POST admin/updateFaq': { status: 200, message: 'Question saved' },
      'POST admin/reorderFaqs': { status: 200, message: 'Order saved' },
    });
    const { user } = renderApp('/dashboard/faq', { session: subAdmin });
    expect(await screen.findByText('How do I log in?', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Question'), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a question of 5 to 200 characters')).toBeTruthy();
    expect(server.callsTo('POST admin/addFaq')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Question'));
    await user.type(within(dialog).getByLabelText('Question'), 'Can I print on A5?');
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, choose A5 in the print settings.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST admin/addFaq')).toHaveLength(1));
    expect(server.callsTo('POST admin/addFaq')[0]?.body).toEqual({
      question: 'Can I print on A5?',
      answer: 'Yes, choose A5 in the print settings.',
    });

    await user.click(screen.getAllByRole('button', { name: 'Hide' })[0]!);
    await waitFor(() => expect(server.callsTo('POST admin/updateFaq')).toHaveLength(1));
    expect(server.callsTo('POST admin/updateFaq')[0]?.body).toMatchObject({ faqId: 1, hidden: true });

    expect(screen.getByRole('button', { name: 'Move up: How do I log in?' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move down: How do I log in?' }));
    await waitFor(() => expect(server.callsTo('POST admin/reorderFaqs')).toHaveLength(1));
    expect(server.callsTo('POST admin/reorderFaqs')[0]?.body).toEqual({ faqIds: [2, 1] });
  }, 60_000);

  it('says so when there are no questions, and when the list fails', async () => {
    installFakeFetch({ 'GET admin/faqList': { status: 200, data: { rows: [] } } });
    const first = renderApp('/dashboard/faq', { session: subAdmin });
    expect(await screen.findByText('No questions yet. Add the first one.')).toBeTruthy();
    first.unmount();
    installFakeFetch({ 'GET admin/faqList': { status: 500, error: 'Something bad happened' } });
    renderApp('/dashboard/faq', { session: subAdmin });
    expect(
      await screen.findByText('The questions could not be loaded. Reload the page to try again.'),
    ).toBeTruthy();
  }, 60_000);
});
