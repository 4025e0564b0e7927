import { createHash } from 'node:crypto';
import type {
  SubmitSurveyRequest,
  SurveyInfo,
  SurveyLoginRequest,
  SurveyQuestion,
  SurveyReward,
} from '@galla/contracts/survey';
import { messages } from '@galla/domain/messages';
import { formatInr, paiseToRupees } from '@galla/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { enqueueMessage } from '../../platform/outbox.js';
import { randomToken } from '../../platform/random-token.js';
import type { GiftCardProvider } from '../../providers/gift-cards/gift-card-provider.js';
import type { SocialVerifier } from '../../providers/social/social-verifier.js';
import { checkAnswers } from './answers.js';
import { recommendationsHtml } from './recommendations.js';
import { surveyRewardCard } from './reward-rule.js';

/** A survey session lasts a day; the page logs the visitor out when it ends. */
export const SURVEY_SESSION_MS = 24 * 60 * 60 * 1000;
/** An invoice's survey is open for 30 days after the invoice was saved. */
export const SURVEY_OPEN_DAYS = 30;
const COMPLETED = 1;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type Session = {
  id: number;
  invoice_id: number | null;
  bill_id: number | null;
  shop_id: number | null;
  login_type: 'Facebook' | 'Google' | 'Email';
  social_id: string | null;
  email: string | null;
  name: string | null;
  expires_at: string;
};
type Identity = {
  loginType: Session['login_type'];
  socialId: string | null;
  email: string | null;
  name: string | null;
};

/** Who a session is: the same person signing in again sees the same survey and reward. */
const visitorKey = (s: { login_type: string; social_id: string | null; email: string | null }) =>
  `${s.login_type}:${s.social_id ?? s.email?.toLowerCase() ?? ''}`;

const subjectOf = (s: Session) => (s.bill_id ? `bill:${s.bill_id}` : `visitor:${visitorKey(s)}`);

// The public survey: a shop's customer, identified by the invoice link and a social or e-mail
// sign-in, takes the product's survey once per invoice and wins one gift voucher per invoice, ordered
// from the gift-card provider under a reference of ours so a retried order never buys a second one.
export function createSurveyService(deps: {
  db: Db;
  clock: Clock;
  social: SocialVerifier;
  /** Absent until a gift-card provider is configured: rewards then wait as pending. */
  giftCards?: GiftCardProvider;
  log?: FastifyBaseLogger;
  onEnqueued: () => void;
}) {
  const { db, clock, social, giftCards, log, onEnqueued } = deps;

  /** The invoice behind a link, if its survey is open; unknown and closed links answer alike. */
  async function openInvoice(invoiceToken: string) {
    const invoice = await db
      .selectFrom('invoices')
      .select(['id', 'bill_id', 'shop_id', 'status', 'created_at'])
      .where('token', '=', invoiceToken)
      .executeTakeFirst();
    if (!invoice || invoice.status !== COMPLETED) throw new AppError(404, messages.surveyLinkInvalid);
    const closes = Date.parse(invoice.created_at) + SURVEY_OPEN_DAYS * 24 * 60 * 60 * 1000;
    if (clock.now().getTime() > closes) throw new AppError(410, messages.surveyExpired);
    return invoice;
  }

  async function verifiedIdentity(body: SurveyLoginRequest): Promise<Identity> {
    if (body.loginType === 'Email') {
      return { loginType: 'Email', socialId: null, email: body.email!.trim(), name: null };
    }
    const identity = await social.verify(body.loginType, body.userToken!).catch(() => undefined);
    if (!identity || identity.socialId !== body.userId) throw new AppError(401, messages.socialTokenInvalid);
    return {
      loginType: body.loginType,
      socialId: identity.socialId,
      email: identity.email ?? null,
      name: identity.name ?? body.name ?? null,
    };
  }

  async function startSession(
    identity: Identity,
    invoice?: { id: number; bill_id: number; shop_id: number },
  ) {
    const token = randomToken(24);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SURVEY_SESSION_MS).toISOString();
    await db
      .insertInto('survey_sessions')
      .values({
        token_hash: hash(token),
        invoice_id: invoice?.id ?? null,
        bill_id: invoice?.bill_id ?? null,
        shop_id: invoice?.shop_id ?? null,
        login_type: identity.loginType,
        social_id: identity.socialId,
        email: identity.email,
        name: identity.name,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
    return token;
  }

  /** The session behind a survey token; an unknown or ended one is a 401, so the page signs out. */
  async function session(token: string): Promise<Session> {
    const row = await db
      .selectFrom('survey_sessions')
      .select([
        'id',
        'invoice_id',
        'bill_id',
        'shop_id',
        'login_type',
        'social_id',
        'email',
        'name',
        'expires_at',
      ])
      .where('token_hash', '=', hash(token))
      .executeTakeFirst();
    if (!row) throw new AppError(401, messages.unauthorized);
    if (Date.parse(row.expires_at) <= clock.now().getTime()) throw new AppError(401, messages.tokenExpired);
    return row;
  }

  async function response(s: Session) {
    return db
      .selectFrom('survey_responses as r')
      .innerJoin('survey_sessions as s', 's.id', 'r.session_id')
      .select(['r.id', 'r.invoice_id', 's.login_type', 's.social_id', 's.email'])
      .where('r.subject', '=', subjectOf(s))
      .executeTakeFirst();
  }

  async function info(token: string, s: Session, base: string): Promise<SurveyInfo> {
    const invoiceToken = s.invoice_id
      ? (
          await db
            .selectFrom('invoices')
            .select('token')
            .where('id', '=', s.invoice_id)
            .executeTakeFirstOrThrow()
        ).token
      : null;
    return {
      surveyUrl: `${base}/takeSurvey/${token}`,
      invoiceUrl: invoiceToken ? `${base}/downloadPdf/${invoiceToken}` : null,
      is_filled: (await response(s)) ? 1 : 0,
      rewardUrl: s.invoice_id ? `${base}/getRewards/${token}` : `${base}/getRewards`,
      surveyToken: token,
      expiresAt: s.expires_at,
      loginType: s.login_type,
    };
  }

  /** Orders the voucher of a pending reward; failures leave it pending for the next try. */
  async function issue(rewardId: number): Promise<void> {
    if (!giftCards) return;
    const reward = await db
      .selectFrom('survey_rewards as w')
      .innerJoin('shops as sh', 'sh.id', 'w.shop_id')
      .select(['w.id', 'w.status', 'w.reference', 'w.email', 'w.name', 'sh.trade_name'])
      .where('w.id', '=', rewardId)
      .executeTakeFirstOrThrow();
    if (reward.status !== 'pending') return;
    try {
      const card = await surveyRewardCard(db, await giftCards.catalogue());
      if (!card) throw new Error('The gift-card catalogue is empty');
      const vouchers = await giftCards.order({
        reference: reward.reference,
        lines: [{ sku: card.sku, pricePaise: card.pricePaise, qty: 1 }],
        deliveryMode: 'EMAIL',
        recipient: { name: reward.name ?? 'Customer', email: reward.email, mobile: null },
      });
      const voucher = vouchers[0];
      if (!voucher) throw new Error('The provider issued no voucher');
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('survey_rewards')
          .set({
            status: 'issued',
            sku: voucher.sku,
            voucher_name: voucher.name,
            value_paise: voucher.pricePaise,
            image_url: card.imageUrl,
            issued_at: clock.now().toISOString(),
          })
          .where('id', '=', reward.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        // A concurrent try that got here first has already sent the mail.
        if (Number(updated.numUpdatedRows) !== 1) return;
        const lines = [
          `Thank you for taking the survey for ${reward.trade_name ?? 'your shop'}.`,
          `You have won a ${voucher.name} voucher worth ${formatInr(voucher.pricePaise)}.`,
          `Card number: ${voucher.cardNumber}`,
          ...(voucher.pin ? [`PIN: ${voucher.pin}`] : []),
          ...(voucher.validTill ? [`Valid till: ${voucher.validTill}`] : []),
        ];
        await enqueueMessage(trx, clock, {
          channel: 'email',
          to: reward.email,
          subject: `Your ${formatInr(voucher.pricePaise)} gift voucher`,
          body: lines.join('\n'),
          sensitive: true,
        });
      });
      onEnqueued();
    } catch (error) {
      log?.warn({ err: error, rewardId }, 'survey voucher order failed; it stays pending');
      await db
        .updateTable('survey_rewards')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error).slice(0, 500) }))
        .where('id', '=', reward.id)
        .execute();
    }
  }

  return {
    async login(body: SurveyLoginRequest, base: string): Promise<SurveyInfo> {
      const invoice = body.token ? await openInvoice(body.token) : undefined;
      const identity = await verifiedIdentity(body);
      // The voucher is sent by e-mail: a social account without one gives it in the form.
      if (!identity.email && body.email) identity.email = body.email.trim();
      if (invoice && !identity.email) throw new AppError(400, messages.surveyEmailInvalid);
      if (!invoice && identity.loginType === 'Email') throw new AppError(404, messages.surveyLinkInvalid);
      const token = await startSession(identity, invoice);
      return info(token, await session(token), base);
    },

    /** rewardPoints/getSurveyData: the app's own sign-in already happened; the e-mail identifies. */
    async surveyData(
      body: { invoiceToken: string; googleId?: string; facebookId?: string; gmail: string },
      base: string,
    ): Promise<SurveyInfo> {
      const invoice = await openInvoice(body.invoiceToken);
      // The ids are the app's word, not checked with Google or Facebook: this visitor counts as
      // the e-mail address alone, as an e-mail login does.
      const token = await startSession(
        { loginType: 'Email', socialId: null, email: body.gmail.trim(), name: null },
        invoice,
      );
      return info(token, await session(token), base);
    },

    async status(token: string, base: string): Promise<SurveyInfo> {
      return info(token, await session(token), base);
    },

    async questions(token: string, base: string) {
      const s = await session(token);
      const { is_filled, rewardUrl } = await info(token, s, base);
      return { questions: await activeQuestions(db), is_filled, rewardUrl };
    },

    async submit(input: SubmitSurveyRequest): Promise<void> {
      const s = await session(input.token);
      if (s.invoice_id) await openInvoiceById(s.invoice_id);
      const answers = checkAnswers(await activeQuestions(db), input.answers);
      if (await response(s)) throw new AppError(409, messages.surveyAlreadyFilled);
      const now = clock.now().toISOString();
      const rewardId = await db.transaction().execute(async (trx) => {
        // The unique subject decides a race: one response per invoice, the other request is told so.
        const inserted = await trx
          .insertInto('survey_responses')
          .values({
            subject: subjectOf(s),
            session_id: s.id,
            invoice_id: s.invoice_id,
            shop_id: s.shop_id,
            login_type: s.login_type,
            email: s.email,
            created_at: now,
          })
          .onConflict((oc) => oc.column('subject').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return undefined;
        if (answers.length > 0)
          await trx
            .insertInto('survey_answers')
            .values(
              answers.map((a) => ({
                response_id: inserted.id,
                shop_id: s.shop_id,
                question_id: a.questionId,
                answer: a.answer,
              })),
            )
            .execute();
        if (!s.invoice_id || !s.bill_id || !s.shop_id || !s.email) return null;
        const reward = await trx
          .insertInto('survey_rewards')
          .values({
            bill_id: s.bill_id,
            invoice_id: s.invoice_id,
            shop_id: s.shop_id,
            response_id: inserted.id,
            reference: `galla-survey-${s.bill_id}`,
            email: s.email,
            name: s.name,
            status: 'pending',
            attempts: 0,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reward.id;
      });
      if (rewardId === undefined) throw new AppError(409, messages.surveyAlreadyFilled);
      if (rewardId !== null) await issue(rewardId);
    },

    /** The voucher this visitor won for this invoice; a pending one is ordered again first. */
    async reward(token: string): Promise<SurveyReward> {
      const s = await session(token);
      const filled = s.invoice_id ? await response(s) : undefined;
      if (!filled || visitorKey(filled) !== visitorKey(s)) throw new AppError(404, messages.surveyNoReward);
      const find = () =>
        db
          .selectFrom('survey_rewards')
          .select(['id', 'status', 'voucher_name', 'value_paise', 'image_url'])
          .where('response_id', '=', filled.id)
          .executeTakeFirst();
      let reward = await find();
      if (!reward) throw new AppError(404, messages.surveyNoReward);
      if (reward.status === 'pending') {
        await issue(reward.id);
        reward = (await find())!;
      }
      if (reward.status !== 'issued') return { confirmed: false };
      return {
        confirmed: true,
        voucherValue: paiseToRupees(reward.value_paise ?? 0),
        voucherName: reward.voucher_name ?? '',
        voucherImages: { mobile: reward.image_url },
      };
    },

    async invoiceUrl(invoiceToken: string, base: string) {
      await openInvoice(invoiceToken);
      return { invoiceUrl: `${base}/downloadPdf/${invoiceToken}` };
    },

    /**
     * Orders vouchers still pending (the provider was down and nobody reopened the reward page):
     * main.ts runs it every few minutes. The fewest-tried first, so a card that keeps failing
     * cannot hold the others back.
     */
    async retryPending(limit = 20): Promise<number> {
      const pending = await db
        .selectFrom('survey_rewards')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('attempts')
        .orderBy('id')
        .limit(limit)
        .execute();
      for (const row of pending) await issue(row.id);
      return pending.length;
    },

    async recommendations(userId: string, userToken: string) {
      const identity = await social.verify('Facebook', userToken).catch(() => undefined);
      if (!identity || identity.socialId !== userId) throw new AppError(401, messages.socialTokenInvalid);
      const cards = giftCards ? await giftCards.catalogue().catch(() => []) : [];
      return { html: recommendationsHtml(identity.name ?? null, cards.slice(0, 4)) };
    },
  };

  async function openInvoiceById(invoiceId: number) {
    const row = await db
      .selectFrom('invoices')
      .select('token')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    return openInvoice(row.token);
  }
}
export type SurveyService = ReturnType<typeof createSurveyService>;

async function activeQuestions(db: Db): Promise<SurveyQuestion[]> {
  const rows = await db
    .selectFrom('survey_questions')
    .select(['id', 'question', 'kind', 'options', 'required'])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    questionId: r.id,
    question: r.question,
    kind: r.kind,
    options: r.options ? (JSON.parse(r.options) as string[]) : [],
    required: r.required === 1,
  }));
}
