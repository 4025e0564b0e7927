import { ZEnvelope } from '@galla/contracts/envelope';
import { ZProfile } from '@galla/contracts/profile';
import {
  ZPrivacyRequest,
  ZStockSettingRequest,
  ZUpdateGstRequest,
  ZUpdateProfileRequest,
} from '@galla/contracts/profile-update';
import { ZSelectCategoryRequest } from '@galla/contracts/registration';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { AppError, ok, okMessage } from '../../platform/envelope.js';
import type { ProfileService } from './profile-service.js';

const security = [{ authToken: [] }];
const ZMessage = z.object({ status: z.number(), message: z.string() });

// Profile and shop settings. Only the owner changes them; a sub-user's attempt is refused here as
// well as hidden in the web app.
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService; guards: Guards }> = async (
  app,
  { profiles, guards },
) => {
  app.post(
    '/user/updateProfile',
    {
      onRequest: guards.owner('myProfile'),
      schema: {
        tags: ['users'],
        summary: 'Update profile and shop details, optionally with a new photo (base64, at most 1 MB)',
        security,
        body: ZUpdateProfileRequest,
        response: { 200: ZEnvelope(z.array(ZProfile)) },
      },
    },
    async (request) => ok([await profiles.update(request.retailer!, request.body)], messages.profileUpdated),
  );

  app.post(
    '/user/updateUserPrivacy',
    {
      onRequest: guards.owner(),
      schema: {
        tags: ['users'],
        summary: 'Share sales data for market reports (1) or not (0)',
        security,
        body: ZPrivacyRequest,
        response: { 200: ZEnvelope(z.array(ZProfile)) },
      },
    },
    async (request) => {
      await profiles.setPrivacy(request.retailer!, request.body.haveSharedData);
      return ok([await profiles.profileOf(request.retailer!)], messages.privacyUpdated);
    },
  );

  app.post(
    '/user/updateStockSetting',
    {
      onRequest: guards.owner(),
      schema: {
        tags: ['users'],
        summary:
          'Whether bills may sell more than is in stock: 1 (the default) saves them with a warning, 0 refuses them naming the product',
        security,
        body: ZStockSettingRequest,
        response: { 200: ZEnvelope(z.array(ZProfile)) },
      },
    },
    async (request) =>
      ok(
        [await profiles.setStockSetting(request.retailer!, request.body.allowNegativeStock)],
        messages.stockSettingUpdated,
      ),
  );

  app.post(
    '/user/updateGst',
    {
      onRequest: guards.owner(),
      schema: {
        tags: ['users'],
        summary: "'Make GST Bills?': gst 1 with a valid GSTIN, or 0 for bills of supply",
        security,
        body: ZUpdateGstRequest,
        response: { 200: ZEnvelope(z.array(ZProfile)) },
      },
    },
    async (request) =>
      ok(
        [await profiles.setGst(request.retailer!, request.body.gst, request.body.gstNumber)],
        messages.gstUpdated,
      ),
  );

  app.post(
    '/category/selectCategory',
    {
      onRequest: guards.registering(),
      schema: {
        tags: ['users'],
        summary: "The shop's categories: sign-up's category step (isRegister 1 → 2) or Manage Category",
        security,
        body: ZSelectCategoryRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const retailer = request.retailer!;
      // Once signed up, only an owner with the Manage Category page may change the categories.
      if (
        retailer.isRegister >= 3 &&
        (retailer.userType !== 'retailer' || !retailer.configuration.manageCategory)
      ) {
        throw new AppError(403, messages.forbidden);
      }
      await profiles.selectCategories(retailer, request.body.selectedCategory);
      return okMessage(messages.categoriesSaved);
    },
  );
};
