import { ZEnvelope, ZErrorEnvelope } from '@galla/contracts/envelope';
import { ZPincode } from '@galla/contracts/fields';
import {
  ZCategory,
  ZFaq,
  ZOnlineStore,
  ZPincodeLookup,
  ZState,
  ZSuperCategory,
  ZUnit,
} from '@galla/contracts/reference';
import { messages } from '@galla/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/envelope.js';
import type { ReferenceService } from './service.js';

// The public reference lists (accounts spec §7): states and cities, pincode lookup, the category tree,
// online stores, FAQ and units. None needs a session; the super category list marks the shop's own
// categories when a retailer is logged in.

export const referenceRoutes: FastifyPluginAsyncZod<{
  reference: ReferenceService;
  /** The category ids of the logged-in retailer's shop, or undefined without a retailer session. */
  selectedCategories: (request: FastifyRequest) => Promise<ReadonlySet<number> | undefined>;
}> = async (app, { reference, selectedCategories }) => {
  const tags = ['reference'];

  app.get(
    '/static/getState',
    {
      schema: {
        tags,
        summary: 'States and union territories (id = GST state code) with their cities',
        response: { 200: ZEnvelope(z.array(ZState)) },
      },
    },
    async () => ok(await reference.states()),
  );

  app.get(
    '/static/onlineStore',
    {
      schema: {
        tags,
        summary: 'Online marketplaces a shop may sell on',
        response: { 200: ZEnvelope(z.array(ZOnlineStore)) },
      },
    },
    async () => ok(await reference.onlineStores()),
  );

  app.get(
    '/static/getFAQ',
    {
      schema: {
        tags,
        summary: 'Frequently asked questions, in display order',
        response: { 200: ZEnvelope(z.object({ data: z.array(ZFaq) })) },
      },
    },
    async () => ok({ data: await reference.faqs() }),
  );

  app.get(
    '/category/getSuperCategoryList',
    {
      schema: {
        tags,
        summary: "Super categories with their categories; isSelected marks the logged-in shop's choices",
        description:
          'Works without a session (nothing selected). The first entry is the catch-all that onboarding hides.',
        security: [{ authToken: [] }, {}],
        response: { 200: ZEnvelope(z.array(ZSuperCategory)) },
      },
    },
    async (request) => ok(await reference.superCategories(await selectedCategories(request))),
  );

  app.get(
    '/category/categoryList',
    {
      schema: {
        tags,
        summary: 'Every category with its super category',
        response: { 200: ZEnvelope(z.array(ZCategory.extend({ superCategoryId: z.number().int() }))) },
      },
    },
    async () => ok(await reference.categoryList()),
  );

  app.get(
    '/category/getSuperCategory',
    {
      schema: {
        tags,
        summary: 'Super category ids and names',
        response: {
          200: ZEnvelope(z.array(ZSuperCategory.pick({ superCategoryId: true, superCategoryName: true }))),
        },
      },
    },
    async () => ok(await reference.superCategoryNames()),
  );

  app.get(
    '/billing/getUnits',
    {
      schema: {
        tags,
        summary: 'Units of quantity; allowsFraction tells whether a quantity may have decimals',
        response: { 200: ZEnvelope(z.object({ unitList: z.array(ZUnit) })) },
      },
    },
    async () => ok({ unitList: await reference.units() }),
  );

  app.get(
    '/user/pincode/:pincode',
    {
      schema: {
        tags,
        summary: 'State and city of a 6 digit pincode',
        params: z.object({ pincode: ZPincode }),
        response: { 200: ZEnvelope(ZPincodeLookup), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      const place = await reference.pincode(request.params.pincode);
      if (!place) throw new AppError(404, messages.pincodeCheck);
      return ok(place);
    },
  );
};
