import { ZEnvelope } from '@galla/contracts/envelope';
import {
  ZGetCategoriesRequest,
  ZGiftCardCatalogue,
  ZRedeemAnswer,
  ZRedeemRequest,
  ZRewardData,
  ZRewardHistory,
  ZRewardHistoryQuery,
} from '@galla/contracts/rewards';
import { rewardMessages } from '@galla/domain/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok } from '../../platform/envelope.js';
import type { RewardsService } from './service.js';

const security = [{ authToken: [] }];
const tags = ['rewards'];

export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService; guards: Guards }> = async (
  app,
  { rewards, guards },
) => {
  const onRequest = guards.retailer('rewardPoints');

  app.get(
    '/rewardPoints/getRewardData',
    {
      onRequest,
      schema: {
        tags,
        summary: "The shop's points: available (the ledger's sum) and earned, with the conversion rate",
        security,
        response: { 200: ZEnvelope(ZRewardData) },
      },
    },
    async (request) => ok(await rewards.info(request.retailer!.shopId)),
  );

  app.get(
    '/rewardPoints/getRewardHistory',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The points ledger, newest first, 10 per page',
        security,
        querystring: ZRewardHistoryQuery,
        response: { 200: ZEnvelope(ZRewardHistory) },
      },
    },
    async (request) => ok(await rewards.history(request.retailer!.shopId, request.query.page)),
  );

  app.post(
    '/rewardPoints/getCategories',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The gift cards that points can be redeemed for (_embedded.product)',
        security,
        body: ZGetCategoriesRequest,
        response: { 200: ZEnvelope(ZGiftCardCatalogue) },
      },
    },
    async (request) => {
      const product = await rewards.categories(request.body.limit, request.body.offset);
      return ok({ _embedded: { product } });
    },
  );

  app.post(
    '/rewardPoints/postRewardPoints',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Redeem points for gift cards: the points are held (Pending) until staff approve',
        security,
        body: ZRedeemRequest,
        response: { 200: ZEnvelope(ZRedeemAnswer) },
      },
    },
    async (request) => ok(await rewards.redeem(request.retailer!, request.body), rewardMessages.redeemed),
  );
};
