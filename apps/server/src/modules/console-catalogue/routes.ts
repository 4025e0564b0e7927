import {
  catalogueMessages,
  IMPORT_MAX_BYTES,
  importMessages,
  ZBrandListQuery,
  ZBrandPage,
  ZCategoryTree,
  ZHistoryPage,
  ZHistoryQuery,
  ZImportQuery,
  ZImportRefusal,
  ZImportResult,
  ZLevelRef,
  ZMergeBrandsRequest,
  ZModelListQuery,
  ZModelPage,
  ZSaveBrandRequest,
  ZSaveLevelRequest,
  ZSaveModelRequest,
  ZSetBrandActiveRequest,
  ZSetLevelActiveRequest,
  ZSetModelActiveRequest,
} from '@galla/contracts/console-catalogue';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { AppError, ok, okMessage } from '../../platform/envelope.js';
import type { CatalogueBrands } from './brands.js';
import type { createCatalogueHistory } from './history.js';
import { type CatalogueImport, ImportRefused } from './import.js';
import { templateCsv, templateXlsx } from './import-template.js';
import type { CatalogueLevels } from './levels.js';
import type { CatalogueModels } from './models.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });
const ZId = (name: string) => ZEnvelope(z.object({ [name]: z.number().int() }));

// Categories (`categories`), Brand management (`brandManagement`) and Upload (`upload`), each
// guarded by its permission key (domain/permissions): Admin and subAdmin for the first two, Admin
// alone for Upload.
export const consoleCatalogueRoutes: FastifyPluginAsyncZod<{
  levels: CatalogueLevels;
  brands: CatalogueBrands;
  models: CatalogueModels;
  history: ReturnType<typeof createCatalogueHistory>;
  importer: CatalogueImport;
  guards: Guards;
}> = async (app, { levels, brands, models, history, importer, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const categories = guards.staff('categories');
  const brandManagement = guards.staff('brandManagement');
  const upload = guards.staff('upload');
  const staffId = (request: { staff?: { staffId: number } }) => request.staff!.staffId;

  // ---- Categories ----
  app.get(
    '/admin/catalogue/tree',
    {
      onRequest: categories,
      schema: {
        ...secured,
        summary: 'The category tree: super categories, categories, subcategories, with use counts',
        response: { 200: ZEnvelope(ZCategoryTree) },
      },
    },
    async () => ok(await levels.tree()),
  );
  app.post(
    '/admin/catalogue/saveLevel',
    {
      onRequest: categories,
      schema: {
        ...secured,
        summary: 'Add a level under its parent, or rename one and set its default HSN and GST rate',
        body: ZSaveLevelRequest,
        response: { 200: ZId('id') },
      },
    },
    async (request) => ok(await levels.save(request.body, staffId(request)), catalogueMessages.saved),
  );
  app.post(
    '/admin/catalogue/setLevelActive',
    {
      onRequest: categories,
      schema: {
        ...secured,
        summary: 'Activate or deactivate a level',
        body: ZSetLevelActiveRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const { level, id, active } = request.body;
      await levels.setActive(level, id, active, staffId(request));
      return okMessage(active ? catalogueMessages.activated : catalogueMessages.deactivated);
    },
  );
  app.post(
    '/admin/catalogue/deleteLevel',
    {
      onRequest: categories,
      schema: {
        ...secured,
        summary: 'Delete a level nothing uses (one in use can only be deactivated)',
        body: ZLevelRef,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await levels.remove(request.body.level, request.body.id, staffId(request));
      return okMessage(catalogueMessages.deleted);
    },
  );
  app.get(
    '/admin/catalogue/levelHistory',
    {
      onRequest: categories,
      schema: {
        ...secured,
        summary: 'Changes to the category tree, newest first',
        querystring: ZHistoryQuery,
        response: { 200: ZEnvelope(ZHistoryPage) },
      },
    },
    async (request) => ok(await history.page(request.query, ['superCategory', 'category', 'subcategory'])),
  );

  // ---- Brand management ----
  app.get(
    '/admin/catalogue/brands',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Brands: search, status, sorting, 20 to 100 rows a page',
        querystring: ZBrandListQuery,
        response: { 200: ZEnvelope(ZBrandPage) },
      },
    },
    async (request) => ok(await brands.list(request.query)),
  );
  app.post(
    '/admin/catalogue/saveBrand',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Add a brand or rename one',
        body: ZSaveBrandRequest,
        response: { 200: ZId('brandId') },
      },
    },
    async (request) => ok(await brands.save(request.body, staffId(request)), catalogueMessages.saved),
  );
  app.post(
    '/admin/catalogue/setBrandActive',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Activate or deactivate a brand',
        body: ZSetBrandActiveRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await brands.setActive(request.body.brandId, request.body.active, staffId(request));
      return okMessage(request.body.active ? catalogueMessages.activated : catalogueMessages.deactivated);
    },
  );
  app.post(
    '/admin/catalogue/mergeBrands',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Fold a duplicate brand into another: its models and products move over',
        body: ZMergeBrandsRequest,
        response: { 200: ZEnvelope(z.object({ modelsMoved: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await brands.merge(request.body.fromBrandId, request.body.intoBrandId, staffId(request)),
        catalogueMessages.merged,
      ),
  );
  app.get(
    '/admin/catalogue/models',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Catalogue models: search, brand, category and status filters, sorting, paged',
        querystring: ZModelListQuery,
        response: { 200: ZEnvelope(ZModelPage) },
      },
    },
    async (request) => ok(await models.list(request.query)),
  );
  app.post(
    '/admin/catalogue/saveModel',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Add a model or edit one (MRP in rupees)',
        body: ZSaveModelRequest,
        response: { 200: ZId('modelId') },
      },
    },
    async (request) => ok(await models.save(request.body, staffId(request)), catalogueMessages.saved),
  );
  app.post(
    '/admin/catalogue/setModelActive',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Activate or deactivate a model (it leaves retailers’ search)',
        body: ZSetModelActiveRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await models.setActive(request.body.modelId, request.body.active, staffId(request));
      return okMessage(request.body.active ? catalogueMessages.activated : catalogueMessages.deactivated);
    },
  );
  app.get(
    '/admin/catalogue/brandHistory',
    {
      onRequest: brandManagement,
      schema: {
        ...secured,
        summary: 'Changes to brands and models, newest first',
        querystring: ZHistoryQuery,
        response: { 200: ZEnvelope(ZHistoryPage) },
      },
    },
    async (request) => ok(await history.page(request.query, ['brand', 'model'])),
  );

  // ---- Upload ----
  app.get(
    '/admin/catalogue/importTemplate',
    {
      onRequest: upload,
      schema: {
        ...secured,
        summary: 'The upload template (.xlsx or .csv): the headings and one example row',
        querystring: ZImportQuery,
      },
    },
    async (request, reply) => {
      const csv = request.query.format === 'csv';
      return reply
        .header(
          'content-type',
          csv
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="catalogue-template.${request.query.format}"`)
        .send(csv ? templateCsv() : await templateXlsx());
    },
  );

  // The file travels as the raw request body (no multipart). Up to twice the limit is taken in so a
  // file a little too big hears why (the size check below); anything bigger gets the generic 413.
  app.addContentTypeParser(
    [
      'application/octet-stream',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    { parseAs: 'buffer', bodyLimit: 2 * IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/admin/catalogue/import',
    {
      onRequest: upload,
      bodyLimit: 2 * IMPORT_MAX_BYTES,
      schema: {
        ...secured,
        summary:
          'Import a spreadsheet of models, all or nothing; a refusal lists each bad row, column and reason',
        querystring: ZImportQuery.extend({ fileName: z.string().trim().max(200).default('upload') }),
        response: { 200: ZEnvelope(ZImportResult), 400: ZEnvelope(ZImportRefusal) },
      },
    },
    async (request, reply) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new AppError(400, importMessages.format);
      if (bytes.length > IMPORT_MAX_BYTES) throw new AppError(400, importMessages.tooLarge);
      try {
        const result = await importer.run(
          request.query.format,
          bytes,
          request.query.fileName,
          staffId(request),
        );
        return ok(result, importMessages.done);
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        return reply
          .code(400)
          .send({ status: 400, error: error.message, data: { problems: error.problems } });
      }
    },
  );
};
