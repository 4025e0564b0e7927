import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  GiftCardOrder,
  GiftCardProvider,
  IssuedVoucher,
} from '../../providers/gift-cards/gift-card-provider.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { SURVEY_REQUESTS_PER_MINUTE } from './routes.js';

// The gift-card provider is an outside service: this implementation of its interface stands in for
// it, refusing orders while `down`, answering a repeated reference with the same vouchers (as the
// interface requires) and counting what was really bought.
function testGiftCards() {
  const bought = new Map<string, IssuedVoucher[]>();
  const calls: GiftCardOrder[] = [];
  const provider: GiftCardProvider & { down: boolean; calls: GiftCardOrder[]; bought: typeof bought } = {
    name: 'test',
    down: false,
    calls,
    bought,
    async catalogue() {
      return [
        { sku: 'AMZ-1', name: 'Amazon Pay', pricePaise: 5000, imageUrl: 'https://img.example/amazon.png' },
        { sku: 'FLP-1', name: 'Flipkart', pricePaise: 100000, imageUrl: null },
      ];
    },
    async order(order) {
      calls.push(order);
      await sleep(5);
      if (provider.down) throw new Error('provider unreachable');
      const known = bought.get(order.reference);
      if (known) return known;
      const line = order.lines[0]!;
      const vouchers = [
        {
          sku: line.sku,
          name: 'Amazon Pay',
          pricePaise: line.pricePaise,
          cardNumber: `CARD${bought.size + 1}`,
          pin: '123456',
          validTill: '2027-11-21',
        },
      ];
      bought.set(order.reference, vouchers);
      return vouchers;
    },
  };
  return provider;
}

let t: TestApp;
let giftCards: ReturnType<typeof testGiftCards>;
let shopToken: string;
let invoice: { invoiceId: number; billId: number; invoiceToken: string };
beforeEach(async () => {
  giftCards = testGiftCards();
  t = await createTestApp({ giftCards, publicUrl: 'https://galla.example.in' });
  shopToken = await t.tokenFor(demoPhone);
  invoice = await saveInvoice();
});
afterEach(() => t.close());

async function saveInvoice(modelName = 'Fast charger 20W') {
  const { productId } = await addProduct(t, shopToken, { modelName });
  const saved = await t.call('POST', 'billing/saveInvoice', {
    token: shopToken,
    body: billBody([{ productId, quantity: 1, price: 118 }], 118),
  });
  return saved.body.data.invoiceDetails[0] as { invoiceId: number; billId: number; invoiceToken: string };
}

const call = (path: string, body: object, ip = '203.0.113.7') => t.call('POST', path, { body, ip });
const emailLogin = (email: string, token = invoice.invoiceToken) =>
  call('survey/surveyLogin', { loginType: 'Email', email, token });
const answers = [
  { questionId: 1, answer: '5' },
  { questionId: 2, answer: 'Every week' },
  { questionId: 3, answer: 'Mobiles and electronics' },
  { questionId: 4, answer: '4' },
  { questionId: 5, answer: 'More brands of chargers' },
];
const submit = (token: string, given = answers) => call('survey/submitSurvey', { token, answers: given });

async function facebookToken(socialId: string, email?: string) {
  const res = await t.call('POST', 'dev/socialToken', {
    body: { provider: 'Facebook', socialId, email, name: 'Anita Rao' },
  });
  return res.body.data.token as string;
}

async function mails(to: string) {
  const outbox = await t.call('GET', 'dev/outbox');
  return (outbox.body.data as { channel: string; to: string; body: string }[]).filter(
    (m) => m.channel === 'email' && m.to === to,
  );
}

describe('survey by e-mail login', () => {
  it('signs in, serves the questions, stores one response and sends one voucher', async () => {
    const login = await emailLogin('meera@example.in');
    expect(login.body).toMatchObject({ status: 200 });
    const info = login.body.data;
    expect(info).toMatchObject({
      is_filled: 0,
      loginType: 'Email',
      invoiceUrl: `https://galla.example.in/downloadPdf/${invoice.invoiceToken}`,
      surveyUrl: `https://galla.example.in/takeSurvey/${info.surveyToken}`,
      rewardUrl: `https://galla.example.in/getRewards/${info.surveyToken}`,
      expiresAt: '2026-11-22T06:30:00.000Z',
    });

    const questions = await call('survey/getQuestions', { token: info.surveyToken });
    expect(questions.body.data.is_filled).toBe(0);
    expect(questions.body.data.questions).toHaveLength(5);
    expect(questions.body.data.questions[1]).toEqual({
      questionId: 2,
      question: 'How often do you shop at this store?',
      kind: 'choice',
      options: ['First time', 'Every week', 'Every month', 'A few times a year'],
      required: true,
    });

    expect((await submit(info.surveyToken)).body).toEqual({ status: 200, message: messages.surveyThanks });
    expect((await call('survey/surveyStatus', { token: info.surveyToken })).body.data.is_filled).toBe(1);

    const reward = await call('survey/surveyReward', { token: info.surveyToken });
    expect(reward.body.data).toEqual({
      confirmed: true,
      voucherValue: 50,
      voucherName: 'Amazon Pay',
      voucherImages: { mobile: 'https://img.example/amazon.png' },
    });
    expect(giftCards.calls).toEqual([
      {
        reference: `galla-survey-${invoice.billId}`,
        lines: [{ sku: 'AMZ-1', pricePaise: 5000, qty: 1 }],
        deliveryMode: 'EMAIL',
        recipient: { name: 'Customer', email: 'meera@example.in', mobile: null },
      },
    ]);
    const sent = await mails('meera@example.in');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('worth ₹50.00');
    expect(sent[0]!.body).toContain('Card number: CARD1');

    const stored = await t.db
      .selectFrom('survey_answers')
      .select(['question_id', 'answer', 'shop_id'])
      .orderBy('question_id')
      .execute();
    const shopId = (await t.db.selectFrom('invoices').select('shop_id').executeTakeFirstOrThrow()).shop_id;
    expect(stored).toEqual(
      answers.map((a) => ({ question_id: a.questionId, answer: a.answer, shop_id: shopId })),
    );
  });

  it("refuses a bad address with the spec's words, and an e-mail login without an invoice", async () => {
    for (const email of ['meera', 'meera@', 'meera@example', ' ']) {
      expect((await emailLogin(email)).body).toEqual({ status: 400, error: messages.surveyEmailInvalid });
    }
    const noToken = await call('survey/surveyLogin', { loginType: 'Email', email: 'meera@example.in' });
    expect(noToken.body).toEqual({ status: 400, error: messages.surveyLinkInvalid });
  });

  it('answers an unknown, a cancelled and a malformed invoice token alike, revealing nothing', async () => {
    const unknown = await emailLogin('meera@example.in', 'AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.body).toEqual({ status: 404, error: messages.surveyLinkInvalid });
    await t.call('POST', 'billing/cancelInvoice', {
      token: shopToken,
      body: { invoiceId: invoice.invoiceId },
    });
    expect((await emailLogin('meera@example.in')).body).toEqual(unknown.body);
    expect((await call('survey/getInvoiceUrl', { invoiceToken: invoice.invoiceToken })).body).toEqual(
      unknown.body,
    );
    expect(
      (
        await call('rewardPoints/getSurveyData', {
          invoiceToken: 'AAAAAAAAAAAAAAAAAAAAAAAA',
          gmail: 'a@b.in',
        })
      ).body,
    ).toEqual(unknown.body);
    expect((await emailLogin('meera@example.in', '../../etc')).body).toEqual({
      status: 400,
      error: messages.surveyLinkInvalid,
    });
  });

  it('closes an invoice survey 30 days after the sale', async () => {
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await emailLogin('meera@example.in')).body).toEqual({
      status: 410,
      error: messages.surveyExpired,
    });
  });

  it('ends a survey session after a day: expired and unknown session tokens get 401', async () => {
    const token = (await emailLogin('meera@example.in')).body.data.surveyToken;
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    for (const path of ['survey/surveyStatus', 'survey/getQuestions', 'survey/surveyReward']) {
      expect((await call(path, { token })).body).toEqual({ status: 401, error: messages.tokenExpired });
    }
    expect((await submit(token)).body).toEqual({ status: 401, error: messages.tokenExpired });
    const unknown = await call('survey/surveyStatus', { token: 'BBBBBBBBBBBBBBBBBBBBBBBB' });
    expect(unknown.body).toEqual({ status: 401, error: messages.unauthorized });
  });

  it('wants every required question answered with one of its choices', async () => {
    const token = (await emailLogin('meera@example.in')).body.data.surveyToken;
    const without = answers.filter((a) => a.questionId !== 2);
    expect((await submit(token, without)).body).toEqual({ status: 400, error: messages.surveyAnswerEvery });
    const badChoice = answers.map((a) => (a.questionId === 2 ? { ...a, answer: 'Daily' } : a));
    expect((await submit(token, badChoice)).body).toEqual({ status: 400, error: messages.surveyAnswerEvery });
    const badRating = answers.map((a) => (a.questionId === 1 ? { ...a, answer: '9' } : a));
    expect((await submit(token, badRating)).body).toEqual({ status: 400, error: messages.surveyAnswerEvery });
    // The last question is optional.
    expect((await submit(token, answers.slice(0, 4))).body.status).toBe(200);
    expect((await submit(token)).body).toEqual({ status: 409, error: messages.surveyAlreadyFilled });
  });
});

describe('one response and one voucher per invoice', () => {
  it('keeps one of many racing submissions by different visitors, and buys one voucher', async () => {
    const tokens = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) => (await emailLogin(`visitor${i}@example.in`)).body.data.surveyToken,
      ),
    );
    const results = await Promise.all(tokens.flatMap((token) => [submit(token), submit(token)]));
    const statuses = results.map((r) => r.body.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.body.status === 409)
        .every((r) => r.body.error === messages.surveyAlreadyFilled),
    ).toBe(true);
    expect(statuses).toHaveLength(16);
    expect(await t.db.selectFrom('survey_responses').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('survey_rewards').selectAll().execute()).toHaveLength(1);
    expect(giftCards.bought.size).toBe(1);
    const winner = (await t.db.selectFrom('survey_rewards').select('email').executeTakeFirstOrThrow()).email;
    expect(await mails(winner)).toHaveLength(1);
    const all = (await t.call('GET', 'dev/outbox')).body.data as { channel: string }[];
    expect(all.filter((m) => m.channel === 'email')).toHaveLength(1);
  });

  it('keeps a voucher pending while the provider is down, then confirms it once however many pages ask', async () => {
    giftCards.down = true;
    const token = (await emailLogin('meera@example.in')).body.data.surveyToken;
    expect((await submit(token)).body.status).toBe(200);
    expect((await call('survey/surveyReward', { token })).body.data).toEqual({ confirmed: false });
    expect(await mails('meera@example.in')).toHaveLength(0);

    giftCards.down = false;
    const polls = await Promise.all(Array.from({ length: 10 }, () => call('survey/surveyReward', { token })));
    expect(polls.every((p) => p.body.status === 200)).toBe(true);
    expect((await call('survey/surveyReward', { token })).body.data).toMatchObject({
      confirmed: true,
      voucherValue: 50,
    });
    expect(new Set(giftCards.calls.map((c) => c.reference))).toEqual(
      new Set([`galla-survey-${invoice.billId}`]),
    );
    expect(giftCards.bought.size).toBe(1);
    expect(await mails('meera@example.in')).toHaveLength(1);
    const row = await t.db
      .selectFrom('survey_rewards')
      .select(['status', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'issued', attempts: 2 });
  });

  it('orders a pending voucher again in the background, once', async () => {
    giftCards.down = true;
    const token = (await emailLogin('meera@example.in')).body.data.surveyToken;
    await submit(token);
    expect(await t.services.survey.retryPending()).toBe(1);
    expect(await mails('meera@example.in')).toHaveLength(0);
    giftCards.down = false;
    await Promise.all([t.services.survey.retryPending(), t.services.survey.retryPending()]);
    expect(await mails('meera@example.in')).toHaveLength(1);
    expect(giftCards.bought.size).toBe(1);
    expect(await t.services.survey.retryPending()).toBe(0);
  });

  it('shows another visitor of the same invoice that the survey is filled, and no reward', async () => {
    const first = (await emailLogin('meera@example.in')).body.data.surveyToken;
    await submit(first);
    const other = await emailLogin('kiran@example.in');
    expect(other.body.data.is_filled).toBe(1);
    expect((await call('survey/surveyReward', { token: other.body.data.surveyToken })).body).toEqual({
      status: 404,
      error: messages.surveyNoReward,
    });
    // The winner signing in again sees the reward again.
    const again = (await emailLogin('Meera@example.in')).body.data.surveyToken;
    expect((await call('survey/surveyReward', { token: again })).body.data.confirmed).toBe(true);
  });

  it('counts an edited invoice as the same invoice: its new link shows the survey filled', async () => {
    const first = (await emailLogin('meera@example.in')).body.data.surveyToken;
    await submit(first);
    const productId = (await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    const edited = await t.call('POST', 'billing/editInvoice', {
      token: shopToken,
      body: { ...billBody([{ productId, quantity: 2, price: 118 }], 236), invoiceId: invoice.invoiceId },
    });
    const newLink = edited.body.data.invoiceDetails[0].invoiceToken as string;
    expect(newLink).not.toBe(invoice.invoiceToken);
    // The old version's link no longer opens a survey.
    expect((await emailLogin('kiran@example.in')).body).toEqual({
      status: 404,
      error: messages.surveyLinkInvalid,
    });
    const again = await emailLogin('kiran@example.in', newLink);
    expect(again.body.data.is_filled).toBe(1);
    expect((await submit(again.body.data.surveyToken)).body).toEqual({
      status: 409,
      error: messages.surveyAlreadyFilled,
    });
    expect(giftCards.bought.size).toBe(1);
  });

  it("orders the card the platform setting 'surveyReward' names; a malformed one falls back to the cheapest", async () => {
    await t.db.insertInto('settings').values({ key: 'surveyReward', value: '{"sku":"FLP-1"}' }).execute();
    await submit((await emailLogin('meera@example.in')).body.data.surveyToken);
    expect(giftCards.calls[0]?.lines).toEqual([{ sku: 'FLP-1', pricePaise: 100000, qty: 1 }]);

    await t.db.updateTable('settings').set({ value: '{"sku":' }).where('key', '=', 'surveyReward').execute();
    const second = await saveInvoice('USB cable 1m');
    await submit((await emailLogin('meera@example.in', second.invoiceToken)).body.data.surveyToken);
    expect(giftCards.calls[1]?.lines).toEqual([{ sku: 'AMZ-1', pricePaise: 5000, qty: 1 }]);
  });

  it('gives each invoice its own survey and voucher', async () => {
    const second = await saveInvoice('USB cable 1m');
    const a = (await emailLogin('meera@example.in')).body.data.surveyToken;
    const b = (await emailLogin('meera@example.in', second.invoiceToken)).body.data.surveyToken;
    expect((await submit(a)).body.status).toBe(200);
    expect((await submit(b)).body.status).toBe(200);
    expect(giftCards.bought.size).toBe(2);
    expect(await mails('meera@example.in')).toHaveLength(2);
  });
});

describe('Facebook sign-in', () => {
  it('checks the token with the social verifier and offers recommendations', async () => {
    const userToken = await facebookToken('fb-1001', 'anita@example.in');
    const login = await call('survey/surveyLogin', {
      loginType: 'Facebook',
      userId: 'fb-1001',
      userToken,
      token: invoice.invoiceToken,
    });
    expect(login.body.data).toMatchObject({ loginType: 'Facebook', is_filled: 0 });
    await submit(login.body.data.surveyToken);
    expect(giftCards.calls[0]?.recipient).toEqual({
      name: 'Anita Rao',
      email: 'anita@example.in',
      mobile: null,
    });

    const recommendations = await t.call(
      'GET',
      `survey/getUserRecommendations?userId=fb-1001&userToken=${encodeURIComponent(userToken)}`,
    );
    expect(recommendations.body.data.html).toBe(
      '<p>Hi Anita Rao, vouchers picked for you:</p><ul><li>Amazon Pay: ₹50.00 voucher</li><li>Flipkart: ₹1,000.00 voucher</li></ul>',
    );
  });

  it("refuses a token that is not the user's, or forged", async () => {
    const userToken = await facebookToken('fb-1001', 'anita@example.in');
    for (const body of [
      { loginType: 'Facebook', userId: 'fb-2002', userToken, token: invoice.invoiceToken },
      {
        loginType: 'Facebook',
        userId: 'fb-1001',
        userToken: 'forged.token.here',
        token: invoice.invoiceToken,
      },
    ]) {
      expect((await call('survey/surveyLogin', body)).body).toEqual({
        status: 401,
        error: messages.socialTokenInvalid,
      });
    }
    const forged = await t.call('GET', 'survey/getUserRecommendations?userId=fb-1001&userToken=forged');
    expect(forged.body).toEqual({ status: 401, error: messages.socialTokenInvalid });
  });

  it('asks for an e-mail address when the Facebook account has none', async () => {
    const userToken = await facebookToken('fb-3003');
    const body = { loginType: 'Facebook', userId: 'fb-3003', userToken, token: invoice.invoiceToken };
    expect((await call('survey/surveyLogin', body)).body).toEqual({
      status: 400,
      error: messages.surveyEmailInvalid,
    });
    const withEmail = await call('survey/surveyLogin', { ...body, email: 'ravi@example.in' });
    expect(withEmail.body.status).toBe(200);
  });

  it('without an invoice, signs in in simple mode: one survey per visitor, no voucher', async () => {
    const userToken = await facebookToken('fb-1001', 'anita@example.in');
    const login = await call('survey/surveyLogin', {
      loginType: 'Facebook',
      userId: 'fb-1001',
      userToken,
      name: 'Anita',
    });
    expect(login.body.data).toMatchObject({
      invoiceUrl: null,
      rewardUrl: 'https://galla.example.in/getRewards',
      is_filled: 0,
    });
    const token = login.body.data.surveyToken;
    expect((await submit(token)).body.status).toBe(200);
    expect((await submit(token)).body).toEqual({ status: 409, error: messages.surveyAlreadyFilled });
    expect((await call('survey/surveyReward', { token })).body).toEqual({
      status: 404,
      error: messages.surveyNoReward,
    });
    expect(giftCards.calls).toHaveLength(0);
  });
});

describe('the app and invoice calls', () => {
  it('rewardPoints/getSurveyData gives the survey of an invoice for an e-mail address', async () => {
    const res = await call('rewardPoints/getSurveyData', {
      invoiceToken: invoice.invoiceToken,
      googleId: '1102484959',
      gmail: 'asha@gmail.com',
    });
    expect(res.body.data.surveyUrl).toMatch(/^https:\/\/galla\.example\.in\/takeSurvey\/[A-Za-z0-9_-]{32}$/);
    await submit(res.body.data.surveyToken);
    expect(giftCards.calls[0]?.recipient.email).toBe('asha@gmail.com');
    const bad = await call('rewardPoints/getSurveyData', {
      invoiceToken: invoice.invoiceToken,
      gmail: 'asha',
    });
    expect(bad.body).toEqual({ status: 400, error: messages.surveyEmailInvalid });
  });

  it('survey/getInvoiceUrl gives the invoice page', async () => {
    const res = await call('survey/getInvoiceUrl', { invoiceToken: invoice.invoiceToken });
    expect(res.body.data).toEqual({
      invoiceUrl: `https://galla.example.in/downloadPdf/${invoice.invoiceToken}`,
    });
  });

  it('rate-limits each address per minute, without counting other addresses', async () => {
    const body = { invoiceToken: 'AAAAAAAAAAAAAAAAAAAAAAAA' };
    for (let i = 0; i < SURVEY_REQUESTS_PER_MINUTE; i++) {
      expect((await call('survey/getInvoiceUrl', body, '198.51.100.1')).body.status).toBe(404);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/v3/survey/surveyLogin',
      payload: { loginType: 'Email', email: 'meera@example.in', token: invoice.invoiceToken },
      remoteAddress: '198.51.100.1',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, error: messages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await emailLogin('meera@example.in')).body.status).toBe(200);
    t.clock.advance(60_000);
    expect((await call('survey/getInvoiceUrl', body, '198.51.100.1')).body.status).toBe(404);
  });
});
