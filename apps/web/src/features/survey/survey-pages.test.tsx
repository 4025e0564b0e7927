import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { currentPath, renderApp } from '../../test/render-app';
import { setPhoneViewport } from '../../test/viewport';
import { saveSurveySession } from './survey-session';

const surveyToken = 'sv_0123456789abcdefghijklmnop';
const info = (isFilled: 0 | 1, loginType = 'Email') => ({
  surveyUrl: `https://galla.example.in/takeSurvey/${surveyToken}`,
  invoiceUrl: 'https://galla.example.in/downloadPdf/tok_abc1234567890123',
  is_filled: isFilled,
  rewardUrl: `https://galla.example.in/getRewards/${surveyToken}`,
  surveyToken,
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  loginType,
});
const questions = {
  questions: [
    { questionId: 1, question: 'How was your visit?', kind: 'rating', options: [], required: true },
    {
      questionId: 2,
      question: 'How often do you shop here?',
      kind: 'choice',
      options: ['First time', 'Every week'],
      required: true,
    },
    { questionId: 3, question: 'Anything to improve?', kind: 'text', options: [], required: false },
  ],
  is_filled: 0,
  rewardUrl: `https://galla.example.in/getRewards/${surveyToken}`,
};

// The first render would otherwise also transform the lazy route chunks, which on a busy shared
// machine can outlast findBy's 5 seconds.
beforeAll(
  () =>
    Promise.all([
      import('./earn-rewards-page'),
      import('./take-survey-page'),
      import('./get-rewards-page'),
      import('../invoices/download-pdf-page'),
    ]),
  60_000,
);
afterEach(() => localStorage.clear());

describe('the survey offer on /downloadPdf', () => {
  const invoice = {
    invoiceNumber: 'INV/26-27/0042',
    tradeName: 'Kumar Kirana Store',
    invoiceDate: '2026-05-04',
    totalAmount: 1250,
    status: 1,
    title: 'Tax Invoice',
  };

  it('offers Fill Survey, which leads to the survey sign-in, and Skip To Download Pdf', async () => {
    setPhoneViewport();
    installFakeFetch({ 'GET invoices/public/tok_abc1234567890123': { status: 200, data: invoice } });
    const { user, router } = renderApp('/downloadPdf/tok_abc1234567890123');
    await user.click(await screen.findByRole('button', { name: 'Skip To Download Pdf' }));
    expect(screen.queryByRole('link', { name: 'Fill Survey' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF (A4)' })).toBeTruthy();

    const again = renderApp('/downloadPdf/tok_abc1234567890123');
    await again.user.click((await screen.findAllByRole('link', { name: 'Fill Survey' }))[0]!);
    expect(currentPath(again.router)).toBe('/earnRewards/tok_abc1234567890123');
    expect(await screen.findByRole('heading', { name: 'Sign in and win gift vouchers.' })).toBeTruthy();
    expect(currentPath(router)).toBe('/downloadPdf/tok_abc1234567890123');
  });

  it('is not offered on a cancelled invoice', async () => {
    installFakeFetch({
      'GET invoices/public/tok_abc1234567890123': { status: 200, data: { ...invoice, status: 2 } },
    });
    renderApp('/downloadPdf/tok_abc1234567890123');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fill Survey' })).toBeNull();
  });
});

describe('/earnRewards', () => {
  it('signs in by e-mail, checking the address, and opens the survey in a new tab', async () => {
    const server = installFakeFetch({
      'POST survey/surveyLogin': { status: 200, data: info(0) },
      'POST survey/surveyStatus': { status: 200, data: info(0) },
    });
    const { user } = renderApp('/earnRewards/tok_abc1234567890123');
    expect(await screen.findByRole('heading', { name: 'Sign in and win gift vouchers.' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OR Login with Email' }));
    await user.type(screen.getByLabelText('Email'), 'meera@example');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Oops. Please check your e-mail address.')).toBeTruthy();
    expect(server.callsTo('POST survey/surveyLogin')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), '.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Take a quick survey & win gift vouchers' }),
    ).toBeTruthy();
    expect(server.callsTo('POST survey/surveyLogin')[0]?.body).toEqual({
      loginType: 'Email',
      email: 'meera@example.in',
      token: 'tok_abc1234567890123',
    });
    const go = await screen.findByRole('link', { name: "Let's Go" });
    expect(go.getAttribute('href')).toBe(`/takeSurvey/${surveyToken}`);
    expect(go.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Get Recommendations' })).toBeNull();
  });

  it('shows See Rewards once filled, and Get Recommendations to a Facebook user', async () => {
    saveSurveySession({
      invoiceToken: 'tok_abc1234567890123',
      surveyToken,
      expiresAt: info(1).expiresAt,
      loginType: 'Facebook',
      facebook: { userId: 'fb-1', userToken: 'fb-token' },
    });
    const server = installFakeFetch({
      'POST survey/surveyStatus': { status: 200, data: info(1, 'Facebook') },
      'GET survey/getUserRecommendations': { status: 200, data: { html: '<p>Picked for you</p>' } },
    });
    const { user } = renderApp('/earnRewards/tok_abc1234567890123');
    expect(await screen.findByText('You have already filled the survey.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Rewards' }).getAttribute('href')).toBe(
      `/getRewards/${surveyToken}`,
    );
    await user.click(screen.getByRole('button', { name: 'Get Recommendations' }));
    const frame = await screen.findByTitle('Recommendations');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Picked for you</p>');
    expect(frame.getAttribute('sandbox')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Hide Recommendations' }));
    await user.click(screen.getByRole('button', { name: 'Get Recommendations' }));
    expect(await screen.findByTitle('Recommendations')).toBeTruthy();
    expect(server.callsTo('GET survey/getUserRecommendations')).toHaveLength(1);
    expect(server.callsTo('GET survey/getUserRecommendations')[0]?.query.get('userId')).toBe('fb-1');
  });

  it('asks a Facebook user without an e-mail address for one', async () => {
    const server = installFakeFetch({
      'POST dev/socialToken': { status: 200, data: { token: 'h.eyJzdWIiOiJmYi03NyJ9.s' } },
      'POST survey/surveyLogin': (request) =>
        (request.body as { email?: string }).email
          ? { status: 200, data: info(0, 'Facebook') }
          : { status: 400, error: 'Oops. Please check your e-mail address.' },
      'POST survey/surveyStatus': { status: 200, data: info(0, 'Facebook') },
    });
    const { user } = renderApp('/earnRewards/tok_abc1234567890123');
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Email/), 'ravi@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Oops. Please check your e-mail address.')).toBeTruthy();
    await user.type(await screen.findByLabelText('Email'), 'anita@example.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Take a quick survey & win gift vouchers' }),
    ).toBeTruthy();
    expect(server.callsTo('POST survey/surveyLogin').map((c) => c.body)).toEqual([
      {
        loginType: 'Facebook',
        userId: 'fb-77',
        userToken: 'h.eyJzdWIiOiJmYi03NyJ9.s',
        token: 'tok_abc1234567890123',
      },
      {
        loginType: 'Facebook',
        userId: 'fb-77',
        userToken: 'h.eyJzdWIiOiJmYi03NyJ9.s',
        token: 'tok_abc1234567890123',
        email: 'anita@example.in',
      },
    ]);
  });

  it('offers no e-mail login without an invoice (simple mode)', async () => {
    installFakeFetch();
    renderApp('/earnRewards');
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'OR Login with Email' })).toBeNull();
  });

  it('signs out a session past its expiry without asking the server', async () => {
    saveSurveySession({
      invoiceToken: 'tok_abc1234567890123',
      surveyToken,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      loginType: 'Email',
    });
    const server = installFakeFetch();
    renderApp('/earnRewards/tok_abc1234567890123');
    expect(await screen.findByText('Token expired please login again!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in and win gift vouchers.' })).toBeTruthy();
    expect(server.callsTo('POST survey/surveyStatus')).toHaveLength(0);
  });

  it('returns to the sign-in when the server has ended the session', async () => {
    saveSurveySession({
      invoiceToken: 'tok_abc1234567890123',
      surveyToken,
      expiresAt: info(0).expiresAt,
      loginType: 'Email',
    });
    installFakeFetch({
      'POST survey/surveyStatus': { status: 401, error: 'Token expired please login again!' },
    });
    renderApp('/earnRewards/tok_abc1234567890123');
    expect(await screen.findByRole('heading', { name: 'Sign in and win gift vouchers.' })).toBeTruthy();
    expect(await screen.findByText('Token expired please login again!')).toBeTruthy();
    expect(localStorage.getItem('galla-survey-session')).toBeNull();
  });

  it("shows the server's error, or the survey's own fallback text", async () => {
    installFakeFetch({
      'POST survey/surveyLogin': (request) =>
        (request.body as { email: string }).email === 'a@b.in'
          ? { status: 404, error: 'This survey link is not valid' }
          : { status: 500 },
    });
    const { user } = renderApp('/earnRewards/tok_abc1234567890123');
    await user.click(await screen.findByRole('button', { name: 'OR Login with Email' }));
    await user.type(screen.getByLabelText('Email'), 'a@b.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This survey link is not valid')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'c@d.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Something From server happened')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('/takeSurvey', () => {
  it('asks every required question, stores the answers and leads to the reward', async () => {
    const server = installFakeFetch({
      'POST survey/getQuestions': { status: 200, data: questions },
      'POST survey/submitSurvey': { status: 200, message: 'Thank you for taking the survey' },
    });
    const { user } = renderApp(`/takeSurvey/${surveyToken}`);
    const rating = await screen.findByRole('radiogroup', { name: 'How was your visit?' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please answer every question');
    expect(server.callsTo('POST survey/submitSurvey')).toHaveLength(0);

    await user.click(within(rating).getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('radio', { name: 'Every week' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'See Rewards' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Thank you for taking the survey');
    expect(server.callsTo('POST survey/submitSurvey')[0]?.body).toEqual({
      token: surveyToken,
      answers: [
        { questionId: 1, answer: '4' },
        { questionId: 2, answer: 'Every week' },
      ],
    });
  });

  it('says when the survey was already filled', async () => {
    installFakeFetch({ 'POST survey/getQuestions': { status: 200, data: { ...questions, is_filled: 1 } } });
    renderApp(`/takeSurvey/${surveyToken}`);
    expect(await screen.findByText('You have already filled the survey.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Rewards' }).getAttribute('href')).toBe(
      `/getRewards/${surveyToken}`,
    );
  });
});

describe('/getRewards', () => {
  it('waits for the confirmation', async () => {
    installFakeFetch({ 'POST survey/surveyReward': { status: 200, data: { confirmed: false } } });
    renderApp(`/getRewards/${surveyToken}`);
    expect(await screen.findByText('Please wait while we confirm....')).toBeTruthy();
  });

  it('shows the confirmed voucher', async () => {
    installFakeFetch({
      'POST survey/surveyReward': {
        status: 200,
        data: {
          confirmed: true,
          voucherValue: 50,
          voucherName: 'Amazon Pay',
          voucherImages: { mobile: '/voucher.png' },
        },
      },
    });
    renderApp(`/getRewards/${surveyToken}`);
    expect(await screen.findByRole('heading', { name: 'Congrats! You have won ₹ 50' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Amazon Pay' }).getAttribute('src')).toBe('/voucher.png');
    expect(screen.getByText('The voucher details have been sent to your e-mail.')).toBeTruthy();
  });

  it('shows a sample amount of 1 to 60 rupees without a token', async () => {
    installFakeFetch();
    renderApp('/getRewards');
    const heading = await screen.findByRole('heading', { name: /^Congrats! You have won ₹ \d+$/ });
    const value = Number(heading.textContent?.replace(/\D/g, ''));
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(60);
  });
});
