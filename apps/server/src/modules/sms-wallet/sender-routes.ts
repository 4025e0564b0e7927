import { ZEnvelope } from '@galla/contracts/envelope';
import { ZSmsSender, ZSmsSenderRequest } from '@galla/contracts/sms';
import { smsMessages } from '@galla/domain/sms-wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../platform/auth/guards.js';
import type { Clock } from '../../platform/clock.js';
import { ok } from '../../platform/envelope.js';
import { readSmsSettings, senderInUse, shopSender } from './sms-settings.js';

const security = [{ authToken: [] }];
const tags = ['sms'];

// The shop's own DLT registration (header, template, entity) for its campaign SMS. Operators
// refuse a business SMS whose header and template are not registered, so a shop that registered its
// own sets them here; an empty field sends under the platform's registration.
export const smsSenderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: Guards;
  clock: Clock;
  senderId: string;
}> = async (app, { db, guards, clock, senderId }) => {
  async function answer(shopId: number) {
    const shop = await shopSender(db, shopId);
    return { shop, inUse: senderInUse((await readSmsSettings(db, senderId)).dlt, shop) };
  }

  app.get(
    '/paySMS/senderSettings',
    {
      onRequest: guards.retailer('sendSms'),
      schema: {
        tags,
        summary: "The shop's own DLT header, template and entity, and what its campaigns go under",
        security,
        response: { 200: ZEnvelope(ZSmsSender) },
      },
    },
    async (request) => ok(await answer(request.retailer!.shopId)),
  );

  app.post(
    '/paySMS/senderSettings',
    {
      onRequest: guards.owner('sendSms'),
      schema: {
        tags,
        summary: "Set the shop's own DLT header, template and entity (empty: the platform's)",
        security,
        body: ZSmsSenderRequest,
        response: { 200: ZEnvelope(ZSmsSender) },
      },
    },
    async (request) => {
      const shopId = request.retailer!.shopId;
      const row = {
        entity_id: request.body.entityId || null,
        sender_id: request.body.senderId || null,
        template_id: request.body.templateId || null,
        updated_at: clock.now().toISOString(),
      };
      await db
        .insertInto('shop_sms_senders')
        .values({ shop_id: shopId, ...row })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet(row))
        .execute();
      return ok(await answer(shopId), smsMessages.senderSaved);
    },
  );
};
