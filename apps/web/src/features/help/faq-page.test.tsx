import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { filterFaqs } from './faq-filter';

const faqs = [
  { question: 'How do I create a GST bill?', answer: 'Open Billing, add the customer and the products.' },
  { question: 'Can my staff use Galla?', answer: 'Yes. Add them as sub users; they log in with an OTP.' },
  { question: 'How do I change my password?', answer: 'Open My Profile and choose Change Password.' },
];

describe('FAQ filter', () => {
  it('matches the question or the answer, in any case, needing every word', () => {
    expect(filterFaqs(faqs, '')).toEqual(faqs);
    expect(filterFaqs(faqs, '   ')).toEqual(faqs);
    expect(filterFaqs(faqs, 'gst').map((f) => f.question)).toEqual(['How do I create a GST bill?']);
    expect(filterFaqs(faqs, 'OTP').map((f) => f.question)).toEqual(['Can my staff use Galla?']);
    expect(filterFaqs(faqs, 'open profile').map((f) => f.question)).toEqual(['How do I change my password?']);
    expect(filterFaqs(faqs, 'how do').map((f) => f.question)).toHaveLength(2);
    expect(filterFaqs(faqs, 'refund')).toEqual([]);
  });
});

describe('/faq', () => {
  it("lists the FAQ'S and the search box really filters", async () => {
    const server = installFakeFetch({ 'GET static/getFAQ': { status: 200, data: { data: faqs } } });
    const { user } = renderApp('/faq', { session: retailerSession() });
    expect(await screen.findByRole('heading', { name: "FAQ'S" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'How do I create a GST bill?' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'sub USERS');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Can my staff use Galla?' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), ' refund');
    expect(await screen.findByText('No matching questions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\?$/ })).toBeNull();
    expect(server.callsTo('GET static/getFAQ')).toHaveLength(1);
  });

  it('opens an answer in the accordion', async () => {
    installFakeFetch({ 'GET static/getFAQ': { status: 200, data: { data: faqs } } });
    const { user } = renderApp('/faq', { session: retailerSession() });
    const question = await screen.findByRole('button', { name: 'Can my staff use Galla?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Yes. Add them as sub users; they log in with an OTP.')).toBeTruthy();
  });

  it('sends the user back to /dashboard when the faq flag is off', async () => {
    installFakeFetch();
    const { router } = renderApp('/faq', {
      session: retailerSession({ configuration: configuration({ faq: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});
