import type { AddProduct, CatalogueItem, InventoryItem, UpdateProduct } from '@galla/contracts/inventory';
import { percentToBps, seededGstRatesBps } from '@galla/domain/gst-rates';
import { messages } from '@galla/domain/messages';
import { isWholeUnits } from '@galla/domain/quantity';
import type { Db, Dialect } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { storeImage } from '../../platform/files.js';
import { lockKey } from '../../platform/locks.js';
import { searchStockedProductIds, searchWords } from '../catalogue/search.js';
import type { CatalogueModel, CatalogueService } from '../catalogue/service.js';
import { toCatalogueItem, toInventoryItem } from './product-view.js';
import { rankedPage } from './ranked-pages.js';
import * as repo from './repo.js';
import { recordStockChange } from './stock-ledger.js';
import type { StockReason } from './tables.js';

type Reference = {
  categoryList(): Promise<{ categoryId: number }[]>;
  units(): Promise<{ unitId: number; allowsFraction: boolean }[]>;
};
type ShopFacts = { isGst(shopId: number): Promise<boolean> };

const decreaseReason: Record<NonNullable<UpdateProduct['reason']>, StockReason> = {
  returnedToDistributor: 'returned_to_distributor',
  stockLoss: 'stock_loss',
  other: 'other',
};

export function createInventoryService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  catalogue: CatalogueService;
  reference: Reference;
  shops: ShopFacts;
}) {
  const { db, dialect, clock, catalogue, reference, shops } = deps;

  async function withSerials(shopId: number, rows: repo.ProductRow[]): Promise<InventoryItem[]> {
    const serials = await repo.serialsInStock(
      db,
      shopId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toInventoryItem(r, serials.get(r.id) ?? []));
  }

  async function product(shopId: number, productId: number): Promise<InventoryItem> {
    const row = await repo.productRows(db, shopId).where('p.id', '=', productId).executeTakeFirst();
    if (!row) throw new AppError(404, messages.noSuchProduct);
    return (await withSerials(shopId, [row]))[0]!;
  }

  /** GST rate in basis points for a line, per the shop's GST registration (shop-operations §5). */
  async function gstRate(shopId: number, gst: number | string | null | undefined, fallback: number | null) {
    const isGstShop = await shops.isGst(shopId);
    if (!isGstShop) {
      if (gst !== undefined && gst !== null && gst !== '' && percentToBps(gst) !== 0) {
        throw new AppError(400, messages.gstOnlyForGstShops);
      }
      return null;
    }
    if (gst === undefined || gst === null || gst === '') return fallback;
    const bps = percentToBps(gst);
    if (bps === undefined || !seededGstRatesBps.includes(bps))
      throw new AppError(400, messages.gstRateUnknown);
    return bps;
  }

  async function checkReferences(
    shopId: number,
    p: {
      categoryId: number;
      unitId: number;
      brandId: number;
      distributorId?: number | null;
      quantity: number;
    },
  ) {
    if (!(await reference.categoryList()).some((c) => c.categoryId === p.categoryId))
      throw new AppError(400, messages.unknownCategory);
    const unit = (await reference.units()).find((u) => u.unitId === p.unitId);
    if (!unit) throw new AppError(400, messages.unknownUnit);
    if (!unit.allowsFraction && !isWholeUnits(p.quantity))
      throw new AppError(400, messages.fractionNotAllowed);
    if (!(await catalogue.brandExists(p.brandId))) throw new AppError(400, messages.unknownBrand);
    if (p.distributorId && !(await repo.distributorBelongs(db, shopId, p.distributorId))) {
      throw new AppError(400, messages.unknownDistributor);
    }
  }

  async function checkSerialsFree(shopId: number, serials: string[]) {
    const held = await repo.serialsHeld(db, shopId, serials);
    if (held.length > 0) throw new AppError(400, messages.imeiExists(held[0]!));
  }

  return {
    product,

    /** The shop's own inventory, newest first, 50 a page. */
    async list(shopId: number, page: number, size: number): Promise<InventoryItem[]> {
      const rows = await repo
        .productRows(db, shopId)
        .orderBy('p.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return withSerials(shopId, rows);
    },

    /**
     * A name search, ranked: what the shop stocks (its own products and catalogue models alike, with
     * stock and price) by name, then catalogue models of the shop's categories, then the rest of the
     * catalogue, both in catalogue order. A model the shop stocks appears once, as its product.
     */
    async search(
      shopId: number,
      name: string,
      page: number,
      size: number,
    ): Promise<(InventoryItem | CatalogueItem)[]> {
      const words = searchWords(name);
      let stocked: number[] | undefined;
      const results = await rankedPage<number | CatalogueModel>(
        [
          async (n) => {
            stocked ??= await searchStockedProductIds(db, dialect, shopId, words);
            return stocked.slice(0, n);
          },
          (n) => catalogue.search(words, { shopId, inShopCategories: true }, n),
          (n) => catalogue.search(words, { shopId, inShopCategories: false }, n),
        ],
        (page - 1) * size,
        size,
      );
      const productIds = results.flatMap((r) => (typeof r.item === 'number' ? [r.item] : []));
      const products =
        productIds.length > 0
          ? await withSerials(
              shopId,
              await repo.productRows(db, shopId).where('p.id', 'in', productIds).execute(),
            )
          : [];
      const productById = new Map(products.map((p) => [p.productId, p]));
      return results.flatMap(({ item }): (InventoryItem | CatalogueItem)[] => {
        if (typeof item !== 'number') return [toCatalogueItem(item, undefined)];
        const found = productById.get(item);
        return found ? [found] : [];
      });
    },

    /** A barcode: the shop's product with that scan id, else a catalogue model with it (its product when stocked). */
    async byBarcode(shopId: number, code: string): Promise<InventoryItem | CatalogueItem | undefined> {
      const row = await repo.productRows(db, shopId).where('p.scan_id', '=', code).executeTakeFirst();
      if (row) return (await withSerials(shopId, [row]))[0];
      const model = await catalogue.byBarcode(code);
      if (!model) return undefined;
      // A stocked model under a barcode of the shop's own: billed as the shop's product all the same.
      const productId = (await repo.ownedModelIds(db, shopId, [model.id])).get(model.id);
      return productId ? product(shopId, productId) : toCatalogueItem(model, undefined);
    },

    /** Add To List (a catalogue model) or Add Product (the shop's own), with its opening stock. */
    async add(user: Retailer, input: AddProduct): Promise<InventoryItem> {
      const shopId = user.shopId;
      const model = input.modelId ? await catalogue.get(input.modelId) : undefined;
      if (input.modelId && !model) throw new AppError(400, messages.productAddFailed);
      const name = model?.name ?? input.modelName;
      const fields = {
        categoryId: model?.categoryId ?? input.categoryId,
        brandId: model?.brandId ?? input.brandId,
        unitId: model?.unitId ?? input.unitId,
        distributorId: input.distributorId,
        quantity: input.modelQuantity,
      };
      await checkReferences(shopId, fields);
      const mrp = input.MRP ?? model?.mrpPaise ?? null;
      if (mrp !== null && mrp > 0 && input.sellingPrice > mrp)
        throw new AppError(400, messages.sellingAboveMrp);
      const gst = await gstRate(shopId, input.gst, model?.gstRateBps ?? null);
      const serials = input.imei ?? [];
      await checkSerialsFree(shopId, serials);
      const imageId = input.productImage
        ? await storeImage(db, clock, { shopId, kind: 'product-image', encoded: input.productImage })
        : null;

      const productId = await db.transaction().execute(async (trx) => {
        // One product per catalogue model and per name in a shop: checked under a per-shop lock so
        // two quick taps on 'Add +' make one product.
        await lockKey(trx, dialect, `inventory:${shopId}`);
        if (
          (model && (await repo.ownedModelIds(trx, shopId, [model.id])).size > 0) ||
          (await repo.nameTaken(trx, shopId, name))
        ) {
          throw new AppError(400, messages.alreadyInInventory);
        }
        if (input.scanId && (await repo.scanIdTaken(trx, shopId, input.scanId)))
          throw new AppError(400, messages.barcodeTaken);
        const now = clock.now().toISOString();
        const created = await trx
          .insertInto('products')
          .values({
            shop_id: shopId,
            model_id: model?.id ?? null,
            name,
            description: input.modelDesc || null,
            category_id: fields.categoryId,
            brand_id: fields.brandId,
            unit_id: fields.unitId,
            hsn: input.HSN || model?.hsn || null,
            gst_rate_bps: gst,
            mrp_paise: mrp,
            purchase_price_paise: input.purchasePrice,
            selling_price_paise: input.sellingPrice,
            scan_id: input.scanId || model?.barcode || null,
            distributor_id: input.distributorId ?? null,
            stock_milli: 0,
            image_file_id: imageId,
            is_active: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordStockChange(trx, {
          shopId,
          productId: created.id,
          qtyMilli: input.modelQuantity,
          reason: 'opening',
          unitCostPaise: input.purchasePrice,
          actorUserId: user.userId,
          at: now,
        });
        if (serials.length > 0) {
          await trx
            .insertInto('product_serials')
            .values(
              serials.map((serial) => ({
                shop_id: shopId,
                product_id: created.id,
                serial,
                status: 'in_stock' as const,
                invoice_id: null,
                created_at: now,
              })),
            )
            .execute();
        }
        return created.id;
      });
      return product(shopId, productId);
    },

    /** Save in edit mode: prices and details, and the quantity through the ledger. */
    async update(user: Retailer, input: UpdateProduct): Promise<InventoryItem> {
      const shopId = user.shopId;
      const row = await repo.productRows(db, shopId).where('p.id', '=', input.productId).executeTakeFirst();
      if (!row) throw new AppError(404, messages.noSuchProduct);
      const before = (await withSerials(shopId, [row]))[0]!;
      if (row.is_active !== 1) throw new AppError(400, messages.oldProductCannotBeEdited);
      if (
        (input.MRP != null && input.MRP !== row.mrp_paise) ||
        (input.HSN && input.HSN !== (row.hsn ?? ''))
      ) {
        throw new AppError(400, messages.mrpHsnLocked);
      }
      if (row.mrp_paise !== null && row.mrp_paise > 0 && input.sellingPrice > row.mrp_paise)
        throw new AppError(400, messages.sellingAboveMrp);
      await checkReferences(shopId, {
        ...before,
        distributorId: input.distributorId,
        quantity: input.modelQuantity,
      });
      const gst = await gstRate(shopId, input.gst, row.gst_rate_bps);
      const name = before.modelId === null && input.modelName ? input.modelName : before.modelName;

      await db.transaction().execute(async (trx) => {
        await lockKey(trx, dialect, `inventory:${shopId}`);
        if (name !== before.modelName && (await repo.nameTaken(trx, shopId, name, before.productId))) {
          throw new AppError(400, messages.alreadyInInventory);
        }
        if (input.scanId && (await repo.scanIdTaken(trx, shopId, input.scanId, before.productId))) {
          throw new AppError(400, messages.barcodeTaken);
        }
        // The quantity is read again under the lock: the change booked is from what is there now.
        const current = await trx
          .selectFrom('products')
          .select('stock_milli')
          .where('id', '=', before.productId)
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow();
        const delta = input.modelQuantity - current.stock_milli;
        if (delta < 0 && !input.reason) throw new AppError(400, messages.decreaseNeedsReason);
        const now = clock.now().toISOString();
        await trx
          .updateTable('products')
          .set({
            name,
            description: input.modelDesc === undefined ? undefined : input.modelDesc || null,
            distributor_id: input.distributorId === undefined ? undefined : input.distributorId,
            purchase_price_paise: input.purchasePrice,
            selling_price_paise: input.sellingPrice,
            gst_rate_bps: gst,
            scan_id: input.scanId === undefined ? undefined : input.scanId || null,
            updated_at: now,
          })
          .where('id', '=', before.productId)
          .where('shop_id', '=', shopId)
          .execute();
        await moveSerials(trx, shopId, before, delta, input.imei ?? [], now);
        await recordStockChange(trx, {
          shopId,
          productId: before.productId,
          qtyMilli: delta,
          reason: delta > 0 ? 'purchase' : decreaseReason[input.reason ?? 'other'],
          note: delta < 0 ? (input.note ?? null) : null,
          unitCostPaise: delta > 0 ? input.purchasePrice : null,
          actorUserId: user.userId,
          at: now,
        });
        await audit(trx, clock, {
          shopId,
          actor: { kind: 'retailer', id: user.userId },
          action: 'product.update',
          entity: 'product',
          entityId: before.productId,
          // Integers as stored: paise and thousandths.
          before: {
            name: row.name,
            sellingPaise: row.selling_price_paise,
            purchasePaise: row.purchase_price_paise,
            stockMilli: row.stock_milli,
          },
          after: {
            name,
            sellingPaise: input.sellingPrice,
            purchasePaise: input.purchasePrice,
            stockMilli: input.modelQuantity,
          },
        });
      });
      return product(shopId, before.productId);
    },

    /** inventory/imei: for adding stock the numbers must be new to the shop; for a sale, in stock. */
    async checkSerials(
      shopId: number,
      serials: string[],
      purpose: 'add' | 'sale',
      invoiceId?: number | null,
    ) {
      // No number is trivially fine; and `IN ()` is a syntax error on PostgreSQL (a 500 before).
      if (serials.length === 0) return;
      if (purpose === 'add') return checkSerialsFree(shopId, serials);
      const rows = await db
        .selectFrom('product_serials')
        .select(['serial', 'status', 'invoice_id'])
        .where('shop_id', '=', shopId)
        .where('serial', 'in', serials)
        .execute();
      const usable = new Set(
        rows
          .filter((r) => r.status === 'in_stock' || (invoiceId && r.invoice_id === invoiceId))
          .map((r) => r.serial),
      );
      const missing = serials.find((s) => !usable.has(s));
      if (missing) throw new AppError(400, messages.imeiNotInStock(missing));
    },
  };

  // A serial-numbered product changes stock one numbered unit at a time: units added bring their
  // numbers (which must be new), units removed say which numbers leave.
  async function moveSerials(
    trx: Db,
    shopId: number,
    before: InventoryItem,
    delta: number,
    serials: string[],
    now: string,
  ) {
    const tracked = before.imei.length > 0 || serials.length > 0;
    if (!tracked || delta === 0) return;
    if (serials.length * 1000 !== Math.abs(delta)) throw new AppError(400, messages.imeiCountMismatch);
    if (delta > 0) {
      const held = await repo.serialsHeld(trx, shopId, serials);
      if (held.length > 0) throw new AppError(400, messages.imeiExists(held[0]!));
      await trx
        .insertInto('product_serials')
        .values(
          serials.map((serial) => ({
            shop_id: shopId,
            product_id: before.productId,
            serial,
            status: 'in_stock' as const,
            invoice_id: null,
            created_at: now,
          })),
        )
        .execute();
      return;
    }
    const leaving = serials.find((s) => !before.imei.includes(s));
    if (leaving) throw new AppError(400, messages.imeiNotInStock(leaving));
    await trx
      .updateTable('product_serials')
      .set({ status: 'returned' })
      .where('shop_id', '=', shopId)
      .where('product_id', '=', before.productId)
      .where('serial', 'in', serials)
      .execute();
  }
}
export type InventoryService = ReturnType<typeof createInventoryService>;
