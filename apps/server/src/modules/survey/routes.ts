import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ZInvoiceUrlRequest,
  ZRecommendationsQuery,
  ZSubmitSurveyRequest,
  ZSurveyDataRequest,
  ZSurveyInfo,
  ZSurveyLoginRequest,
  ZSurveyQuestions,
  ZSurveyReward,
  ZSurveyTokenRequest,
} from '@galla/contracts/survey';
import { messages } from '@galla/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, ok, okMessage } from '../../platform/envelope.js';
import { hitRateLimit } from '../../platform/rate-limit.js';
import { noReferrer } from '../../platform/security-headers.js';
import type { SurveyService } from './service.js';

/** Requests per minute that one address may make to the survey calls (no login, so per IP). */
export const SURVEY_REQUESTS_PER_MINUTE = 60;
const MINUTE = 60_000;
const tags = ['survey'];

// The public survey pages' calls (accounts spec §7). No login: invoice links and survey sessions are
// the keys, so each call is rate-limited per address before anything else runs, and an unknown
// token is answered exactly like a closed one.
export const surveyRoutes: FastifyPluginAsyncZod<{
  survey: SurveyService;
  db: Db;
  clock: Clock;
  publicUrl?: string;
}> = async (app, { survey, db, clock, publicUrl }) => {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const hit = await hitRateLimit(db, clock, `survey-ip:${request.ip}`, SURVEY_REQUESTS_PER_MINUTE, MINUTE);
    if (!hit.allowed) {
      reply.header('retry-after', String(hit.retryAfterSeconds));
      throw new AppError(429, messages.tooManyRequests);
    }
  };
  const base = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
  const common = { onRequest, helmet: noReferrer };

  app.post(
    '/survey/surveyLogin',
    {
      ...common,
      schema: {
        tags,
        summary:
          'Sign a customer in to the survey: Facebook or Google (userId, userToken), or an e-mail address with the invoice token',
        body: ZSurveyLoginRequest,
        response: { 200: ZEnvelope(ZSurveyInfo) },
      },
    },
    async (request) => ok(await survey.login(request.body, base(request))),
  );

  app.post(
    '/rewardPoints/getSurveyData',
    {
      ...common,
      schema: {
        tags,
        summary:
          "The survey of an invoice for the app's signed-in customer (invoiceToken, googleId or facebookId, gmail)",
        body: ZSurveyDataRequest,
        response: { 200: ZEnvelope(ZSurveyInfo) },
      },
    },
    async (request) => ok(await survey.surveyData(request.body, base(request))),
  );

  app.post(
    '/survey/surveyStatus',
    {
      ...common,
      schema: {
        tags,
        summary: 'The survey screen again for a survey session (token): whether it is filled, where to go',
        body: ZSurveyTokenRequest,
        response: { 200: ZEnvelope(ZSurveyInfo) },
      },
    },
    async (request) => ok(await survey.status(request.body.token, base(request))),
  );

  app.post(
    '/survey/getQuestions',
    {
      ...common,
      schema: {
        tags,
        summary: "The survey's questions for a survey session (token)",
        body: ZSurveyTokenRequest,
        response: { 200: ZEnvelope(ZSurveyQuestions) },
      },
    },
    async (request) => ok(await survey.questions(request.body.token, base(request))),
  );

  app.post(
    '/survey/submitSurvey',
    {
      ...common,
      schema: {
        tags,
        summary: 'Store the answers: one response per invoice; the voucher is ordered at once',
        body: ZSubmitSurveyRequest,
        response: { 200: ZEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      await survey.submit(request.body);
      return okMessage(messages.surveyThanks);
    },
  );

  app.post(
    '/survey/surveyReward',
    {
      ...common,
      schema: {
        tags,
        summary:
          'The voucher won by the survey session (token); confirmed false while the provider confirms it',
        body: ZSurveyTokenRequest,
        response: { 200: ZEnvelope(ZSurveyReward) },
      },
    },
    async (request) => ok(await survey.reward(request.body.token)),
  );

  app.post(
    '/survey/getInvoiceUrl',
    {
      ...common,
      schema: {
        tags,
        summary: 'The invoice page of an invoice token',
        body: ZInvoiceUrlRequest,
        response: { 200: ZEnvelope(z.object({ invoiceUrl: z.string() })) },
      },
    },
    async (request) => ok(await survey.invoiceUrl(request.body.invoiceToken, base(request))),
  );

  app.get(
    '/survey/getUserRecommendations',
    {
      ...common,
      schema: {
        tags,
        summary: 'Vouchers recommended to a Facebook user (query userId, userToken), as html',
        querystring: ZRecommendationsQuery,
        response: { 200: ZEnvelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ok(await survey.recommendations(request.query.userId, request.query.userToken)),
  );
};
