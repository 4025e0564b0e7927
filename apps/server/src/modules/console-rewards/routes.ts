import {
  consoleRewardsMessages,
  ZApproveRedemption,
  ZDecisionAnswer,
  ZGiftCardList,
  ZGiftCardListQuery,
  ZRedemptionList,
  ZRedemptionListQuery,
  ZRejectRedemption,
  ZRewardSettings,
  ZRewardSettingsUpdate,
  ZSetGiftCardRequest,
} from '@galla/contracts/console-rewards';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { GiftCardOffers } from './gift-cards.js';
import type { RedemptionsQueue } from './redemptions.js';
import type { RewardSettingsService } from './reward-settings.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });

// /dashboard/rewards and /dashboard/rewardsApproval: Admin only (domain/permissions).
export const consoleRewardsRoutes: FastifyPluginAsyncZod<{
  rewardSettings: RewardSettingsService;
  giftCardOffers: GiftCardOffers;
  redemptions: RedemptionsQueue;
  guards: Guards;
}> = async (app, { rewardSettings, giftCardOffers, redemptions, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const rewards = guards.staff('rewards');
  const approval = guards.staff('rewardsApproval');

  app.get(
    '/admin/rewards/settings',
    {
      onRequest: rewards,
      schema: {
        ...secured,
        summary: 'The points rule, the conversion rate and the card a filled survey wins',
        response: { 200: ZEnvelope(ZRewardSettings) },
      },
    },
    async () => ok(await rewardSettings.read()),
  );

  app.post(
    '/admin/rewards/updateSettings',
    {
      onRequest: rewards,
      schema: {
        ...secured,
        summary: 'Save the points rule, conversion rate and survey card (the Settings page’s keys; audited)',
        body: ZRewardSettingsUpdate,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await rewardSettings.update(request.body, request.staff!.staffId);
      return okMessage(consoleRewardsMessages.saved);
    },
  );

  app.get(
    '/admin/rewards/giftCards',
    {
      onRequest: rewards,
      schema: {
        ...secured,
        summary: 'The gift-card provider’s catalogue, with which cards retailers may redeem, paged',
        querystring: ZGiftCardListQuery,
        response: { 200: ZEnvelope(ZGiftCardList) },
      },
    },
    async (request) => ok(await giftCardOffers.list(request.query)),
  );

  app.post(
    '/admin/rewards/setGiftCard',
    {
      onRequest: rewards,
      schema: {
        ...secured,
        summary: 'Offer a card to retailers for redemption, or stop offering it (audited)',
        body: ZSetGiftCardRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { sku, enabled } = request.body;
      await giftCardOffers.set(sku, enabled, request.staff!.staffId);
      return okMessage(enabled ? consoleRewardsMessages.cardEnabled : consoleRewardsMessages.cardDisabled);
    },
  );

  app.get(
    '/admin/redemptions',
    {
      onRequest: approval,
      schema: {
        ...secured,
        summary: 'Redemptions: status and date filters, shop search, sorting, 20 to 100 rows a page',
        querystring: ZRedemptionListQuery,
        response: { 200: ZEnvelope(ZRedemptionList) },
      },
    },
    async (request) => ok(await redemptions.list(request.query)),
  );

  app.post(
    '/admin/redemptions/approve',
    {
      onRequest: approval,
      schema: {
        ...secured,
        summary: 'Approve: order the vouchers and send them to the retailer. 409 when already decided',
        body: ZApproveRedemption,
        response: { 200: ZEnvelope(ZDecisionAnswer) },
      },
    },
    async (request) =>
      ok(
        await redemptions.approve(request.body.redemptionId, request.staff!.staffId),
        consoleRewardsMessages.approved,
      ),
  );

  app.post(
    '/admin/redemptions/reject',
    {
      onRequest: approval,
      schema: {
        ...secured,
        summary: 'Reject with a reason: the points return to the retailer. 409 when already decided',
        body: ZRejectRedemption,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { redemptionId, reason } = request.body;
      await redemptions.reject(redemptionId, reason, request.staff!.staffId);
      return okMessage(consoleRewardsMessages.rejected);
    },
  );

  app.post(
    '/admin/redemptions/retry',
    {
      onRequest: approval,
      schema: {
        ...secured,
        summary: 'Order a failed approval’s vouchers again (never twice: one order per redemption)',
        body: ZApproveRedemption,
        response: { 200: ZEnvelope(ZDecisionAnswer) },
      },
    },
    async (request) => ok(await redemptions.retry(request.body.redemptionId), consoleRewardsMessages.retried),
  );
};
