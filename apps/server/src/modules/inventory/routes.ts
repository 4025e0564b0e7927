import { ZEnvelope } from '@galla/contracts/envelope';
import { ZId } from '@galla/contracts/fields';
import {
  ZAddProductRequest,
  ZAgeingBucket,
  ZGetModelsRequest,
  ZImeiCheckRequest,
  ZInventoryItem,
  ZInventoryOverviewRequest,
  ZScanRequest,
  ZSearchProductRequest,
  ZSearchResult,
  ZUpdateProductRequest,
} from '@galla/contracts/inventory';
import { messages } from '@galla/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { bodyOnly, ok, okMessage } from '../../platform/envelope.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { InventoryOverview } from './overview.js';
import type { InventoryService } from './service.js';

const security = [{ authToken: [] }];
const tags = ['inventory'];
const ZNone = z.object({ status: z.literal(204), message: z.string() });
const ZOption = z.object({ id: z.number().int(), name: z.string() });

export const inventoryRoutes: FastifyPluginAsyncZod<{
  inventory: InventoryService;
  catalogue: CatalogueService;
  overview: InventoryOverview;
  guards: Guards;
}> = async (app, { inventory, catalogue, overview, guards }) => {
  const onRequest = guards.retailer('manageInventory');

  app.post(
    '/inventory/searchProduct',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Search own inventory and the catalogue by name (3+ letters) or barcode; empty name lists own inventory',
        security,
        body: ZSearchProductRequest,
        response: { 200: z.union([ZEnvelope(z.array(ZSearchResult)), ZNone]) },
      },
    },
    async (request) => {
      const { name, page, numberOfItems, isBarcode } = request.body;
      const shopId = request.retailer!.shopId;
      let items: z.infer<typeof ZSearchResult>[];
      if (isBarcode) {
        const found = name ? await inventory.byBarcode(shopId, name) : undefined;
        items = found ? [found] : [];
      } else if (name) {
        items = await inventory.search(shopId, name, page, numberOfItems);
      } else {
        items = await inventory.list(shopId, page, numberOfItems);
      }
      return items.length > 0 ? ok(items) : bodyOnly(204, messages.noSuchProducts);
    },
  );

  app.post(
    '/inventory/getModels',
    {
      onRequest,
      schema: {
        tags,
        summary: "The shop's own inventory, newest first",
        security,
        body: ZGetModelsRequest,
        response: { 200: ZEnvelope(z.array(ZInventoryItem)) },
      },
    },
    async (request) =>
      ok(await inventory.list(request.retailer!.shopId, request.body.page, request.body.numberOfItems)),
  );

  app.post(
    '/inventory/addModel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a catalogue model (modelId) or a new product of the shop, with its opening stock',
        security,
        body: ZAddProductRequest,
        response: { 200: ZEnvelope(ZInventoryItem) },
      },
    },
    async (request) => ok(await inventory.add(request.retailer!, request.body), messages.productAdded),
  );

  app.post(
    '/inventory/updateQuantity',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save a product: prices, details, and the new quantity (a decrease needs a reason)',
        security,
        body: ZUpdateProductRequest,
        response: { 200: ZEnvelope(ZInventoryItem) },
      },
    },
    async (request) => ok(await inventory.update(request.retailer!, request.body), messages.productUpdated),
  );

  app.post(
    '/inventory/getProduct',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One product of the shop by its id',
        security,
        body: z.object({ productId: ZId }),
        response: { 200: ZEnvelope(ZInventoryItem) },
      },
    },
    async (request) => ok(await inventory.product(request.retailer!.shopId, request.body.productId)),
  );

  app.get(
    '/category/brandList',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Brands for the product form: those with catalogue models in the category (NOT KNOWN first)',
        security,
        querystring: z.object({ categoryId: ZId.optional() }),
        response: { 200: ZEnvelope(z.array(z.object({ brandId: z.number().int(), brandName: z.string() }))) },
      },
    },
    async (request) => ok(await catalogue.brands(request.query.categoryId)),
  );

  app.post(
    '/inventory/scan',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The product with this barcode',
        security,
        body: ZScanRequest,
        response: { 200: z.union([ZEnvelope(ZSearchResult), ZNone]) },
      },
    },
    async (request) => {
      const found = await inventory.byBarcode(request.retailer!.shopId, request.body.scan);
      return found ? ok(found) : bodyOnly(204, messages.noSuchProducts);
    },
  );

  app.post(
    '/inventory/serialsInStock',
    {
      // The bill line's IMEI picker asks for them, so billing may read them too.
      onRequest: guards.retailer(['billing', 'manageInventory']),
      schema: {
        tags,
        summary: 'The IMEI / serial numbers of a product that are in stock now, oldest first',
        security,
        body: z.object({ productId: z.coerce.number().int().positive() }),
        response: { 200: ZEnvelope(z.array(z.string())) },
      },
    },
    async (request) => ok((await inventory.product(request.retailer!.shopId, request.body.productId)).imei),
  );

  app.post(
    '/inventory/imei',
    {
      onRequest: guards.retailer(),
      schema: {
        tags,
        summary:
          "Check IMEIs: purpose 'add' — new to the shop; 'sale' — in stock (or on invoiceID when editing)",
        security,
        body: ZImeiCheckRequest,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await inventory.checkSerials(
        request.retailer!.shopId,
        request.body.imei,
        request.body.purpose,
        request.body.invoiceID,
      );
      return okMessage('IMEIs are valid');
    },
  );

  app.post(
    '/reports/inventoryOverview',
    {
      onRequest: guards.retailer('reports'),
      schema: {
        tags: ['reports'],
        summary:
          'Stock quantity and value by age (0-30 … 180+ days) for the chosen super category, category, brand, product',
        security,
        body: ZInventoryOverviewRequest,
        response: {
          200: ZEnvelope(
            z.object({
              data: z.object({
                superCategoryName: z.string().nullable(),
                categoryName: z.string().nullable(),
                brandName: z.string().nullable(),
                modelName: z.string().nullable(),
                report: z.array(ZAgeingBucket),
              }),
            }),
          ),
        },
      },
    },
    async (request) => ok({ data: await overview.report(request.retailer!.shopId, request.body) }),
  );

  app.post(
    '/reports/inventoryOverviewOptions',
    {
      onRequest: guards.retailer('reports'),
      schema: {
        tags: ['reports'],
        summary: 'Choices for the four cascading selects, from the shop’s own products',
        security,
        body: ZInventoryOverviewRequest,
        response: {
          200: ZEnvelope(
            z.object({
              superCategories: z.array(ZOption),
              categories: z.array(ZOption),
              brands: z.array(ZOption),
              models: z.array(ZOption),
            }),
          ),
        },
      },
    },
    async (request) => ok(await overview.options(request.retailer!.shopId, request.body)),
  );
};
