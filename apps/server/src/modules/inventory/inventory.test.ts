import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { ledgerSum, productBody, secondShopToken, stockOf } from './test-helpers.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

const search = (name: string, extra: object = {}) =>
  t.call('POST', 'inventory/searchProduct', {
    token,
    body: { type: 'model', name, page: 1, numberOfItems: 50, ...extra },
  });
const add = (body: object) => t.call('POST', 'inventory/addModel', { token, body });
const update = (body: object) => t.call('POST', 'inventory/updateQuantity', { token, body });

async function firstCatalogueHit(words: string) {
  const res = await search(words);
  const hit = (res.body.data as { source: string; modelId: number; modelName: string }[]).find(
    (i) => i.source === 'catalogue',
  );
  if (!hit) throw new Error(`no catalogue model matches ${words}`);
  return hit;
}

describe('the catalogue and the shop inventory', () => {
  it("starts empty: 'No such Products'", async () => {
    expect((await search('')).body).toEqual({ status: 204, message: messages.noSuchProducts });
    expect(
      (await t.call('POST', 'inventory/getModels', { token, body: { numberOfItems: 50 } })).body.data,
    ).toEqual([]);
  });

  it('finds catalogue models by every word of a name, in any case', async () => {
    const res = await search('SAMSUNG galaxy');
    const items = res.body.data as { source: string; modelName: string; inInventory: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.source).toBe('catalogue');
      expect(item.modelName.toLowerCase()).toContain('samsung');
      expect(item.modelName.toLowerCase()).toContain('galaxy');
      expect(item.inInventory).toBe(false);
    }
  });

  it("adds a catalogue model ('Add +'), which is then 'Already in your Inventory'", async () => {
    const model = await firstCatalogueHit('samsung galaxy');
    const res = await add({
      modelId: model.modelId,
      modelName: 'ignored',
      modelQuantity: 3,
      purchasePrice: 100,
      sellingPrice: 120,
    });
    expect(res.body.message).toBe(messages.productAdded);
    expect(res.body.data).toMatchObject({
      source: 'inventory',
      modelId: model.modelId,
      modelName: model.modelName,
      modelQuantity: 3,
    });

    const again = await search('samsung galaxy');
    const same = (again.body.data as { modelId: number; inInventory: boolean; productId: number }[]).find(
      (i) => i.modelId === model.modelId,
    );
    expect(same).toMatchObject({ inInventory: true, productId: res.body.data.productId });
    const twice = await add({
      modelId: model.modelId,
      modelName: 'x',
      modelQuantity: 1,
      purchasePrice: 100,
      sellingPrice: 120,
    });
    expect(twice.body).toEqual({ status: 400, error: messages.alreadyInInventory });
  });

  it('creates an own product with defaults (NOT KNOWN, Pcs) and finds it by name and by barcode', async () => {
    const res = await add(productBody({ scanId: '8901234567897' }));
    expect(res.body.data).toMatchObject({
      modelId: null,
      modelName: 'Local Phone Cover Blue',
      categoryId: 999,
      brandId: 999,
      brandName: 'NOT KNOWN',
      units: 'Pcs',
      modelQuantity: 10,
      purchasePrice: 80,
      sellingPrice: 149,
      MRP: 199,
      gst: 18,
      scanId: '8901234567897',
    });
    const byName = await search('phone cover');
    expect(byName.body.data[0]).toMatchObject({ source: 'inventory', modelName: 'Local Phone Cover Blue' });
    const byBarcode = await search('8901234567897', { isBarcode: true });
    expect(byBarcode.body.data).toHaveLength(1);
    expect(byBarcode.body.data[0].productId).toBe(res.body.data.productId);
    const scan = await t.call('POST', 'inventory/scan', { token, body: { scan: '8901234567897' } });
    expect(scan.body.data.productId).toBe(res.body.data.productId);
    expect((await t.call('POST', 'inventory/scan', { token, body: { scan: '000' } })).body.status).toBe(204);
    const own = await t.call('POST', 'inventory/getModels', { token, body: {} });
    expect(own.body.data.map((p: { modelName: string }) => p.modelName)).toEqual(['Local Phone Cover Blue']);
  });

  it.each([
    [{ modelName: '' }, messages.modelNameRequired],
    [{ modelQuantity: undefined }, messages.fillAllProductFields],
    [{ purchasePrice: undefined }, messages.fillAllProductFields],
    [{ sellingPrice: undefined }, messages.fillAllProductFields],
    [{ sellingPrice: 70 }, messages.sellingBelowPurchase],
    [{ sellingPrice: 250 }, messages.sellingAboveMrp],
    [{ sellingPrice: 0, purchasePrice: 0 }, messages.sellingNotPositive],
    [{ MRP: 'abc' }, messages.digitsOnly('MRP')],
    [{ HSN: '39A' }, messages.digitsOnly('HSN')],
    [{ modelQuantity: 'ten' }, messages.fillAllProductFields],
    [{ gst: 7 }, messages.gstRateUnknown],
    [{ modelQuantity: 1.5 }, messages.fractionNotAllowed],
    [{ categoryId: 424242 }, messages.unknownCategory],
    [{ distributorId: 999999 }, messages.unknownDistributor],
    [{ imei: 'ABC-123' }, messages.imeiCharacters],
    [{ modelQuantity: 2, imei: '111,111' }, messages.imeiDuplicate('111')],
    [{ modelQuantity: 3, imei: '111,222' }, messages.imeiCountMismatch],
  ])('validates %j and adds nothing', async (overrides, error) => {
    const res = await add(productBody(overrides));
    expect(res.body).toEqual({ status: 400, error });
    expect((await t.db.selectFrom('products').select('id').execute()).length).toBe(0);
  });

  it('a non-GST shop may not charge GST', async () => {
    const other = await secondShopToken(t);
    const res = await t.call('POST', 'inventory/addModel', { token: other, body: productBody({ gst: 18 }) });
    expect(res.body).toEqual({ status: 400, error: messages.gstOnlyForGstShops });
    const noGst = await t.call('POST', 'inventory/addModel', {
      token: other,
      body: productBody({ gst: undefined }),
    });
    expect(noGst.body.data.gst).toBeNull();
  });
});

describe('quantity changes go through the stock ledger', () => {
  it('a decrease needs a reason, and is booked with it; the figure equals the ledger', async () => {
    const created = (await add(productBody())).body.data;
    const base = { productId: created.productId, purchasePrice: 80, sellingPrice: 149 };
    expect((await update({ ...base, modelQuantity: 7 })).body).toEqual({
      status: 400,
      error: messages.decreaseNeedsReason,
    });

    const res = await update({ ...base, modelQuantity: 7, reason: 'stockLoss', note: 'water damage' });
    expect(res.body.data.modelQuantity).toBe(7);
    await update({ ...base, modelQuantity: 12 });
    await update({ ...base, modelQuantity: 11, reason: 'returnedToDistributor' });
    const rows = await t.db
      .selectFrom('stock_ledger')
      .select(['qty_milli', 'reason', 'note', 'actor_user_id'])
      .where('product_id', '=', created.productId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.qty_milli, r.reason])).toEqual([
      [10_000, 'opening'],
      [-3_000, 'stock_loss'],
      [5_000, 'purchase'],
      [-1_000, 'returned_to_distributor'],
    ]);
    expect(rows[1]!.note).toBe('water damage');
    const ownerId = await t.userIdOf(demoAccounts.owner.phone);
    expect(rows.every((r) => r.actor_user_id === ownerId)).toBe(true);
    expect(await stockOf(t, created.productId)).toBe(11_000);
    expect(await ledgerSum(t, created.productId)).toBe(11_000);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('entity', '=', 'product')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ action: 'product.update', actor_id: ownerId });
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ stockMilli: 10_000, sellingPaise: 14_900 });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ stockMilli: 7_000 });
  });

  it('MRP and HSN are locked after creation; an old product cannot be edited', async () => {
    const created = (await add(productBody())).body.data;
    const base = { productId: created.productId, purchasePrice: 80, sellingPrice: 149, modelQuantity: 10 };
    expect((await update({ ...base, MRP: 250 })).body.error).toBe(messages.mrpHsnLocked);
    expect((await update({ ...base, HSN: '1234' })).body.error).toBe(messages.mrpHsnLocked);
    expect((await update({ ...base, sellingPrice: 220 })).body.error).toBe(messages.sellingAboveMrp);
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', created.productId).execute();
    expect((await update(base)).body.error).toBe(messages.oldProductCannotBeEdited);
  });

  it('concurrent saves keep the figure equal to the ledger', async () => {
    const created = (await add(productBody({ modelQuantity: 50 }))).body.data;
    const targets = Array.from({ length: 24 }, (_, i) => 30 + ((i * 7) % 40));
    const results = await Promise.all(
      targets.map((q) =>
        update({
          productId: created.productId,
          purchasePrice: 80,
          sellingPrice: 149,
          modelQuantity: q,
          reason: 'other',
        }),
      ),
    );
    expect(results.every((r) => r.body.status === 200)).toBe(true);
    expect(await stockOf(t, created.productId)).toBe(await ledgerSum(t, created.productId));
    expect(targets.map((q) => q * 1000)).toContain(await stockOf(t, created.productId));
  });

  it("two quick 'Add +' taps make one product", async () => {
    const model = await firstCatalogueHit('redmi');
    const body = {
      modelId: model.modelId,
      modelName: model.modelName,
      modelQuantity: 1,
      purchasePrice: 100,
      sellingPrice: 120,
    };
    const results = await Promise.all([add(body), add(body), add(body)]);
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.error === messages.alreadyInInventory)).toHaveLength(2);
  });
});

describe('IMEI and serial numbers', () => {
  it('are kept per unit, unique in the shop, and checked for adding and for sale', async () => {
    const created = (await add(productBody({ modelQuantity: 2, imei: '356789012345678, 356789012345679' })))
      .body.data;
    expect(created.imei).toEqual(['356789012345678', '356789012345679']);
    const dup = await add(
      productBody({ modelName: 'Second phone', modelQuantity: 1, imei: '356789012345678' }),
    );
    expect(dup.body.error).toBe(messages.imeiExists('356789012345678'));

    const check = (imei: string, purpose: 'add' | 'sale') =>
      t.call('POST', 'inventory/imei', { token, body: { imei, purpose } });
    expect((await check('356789012345678', 'sale')).body.status).toBe(200);
    expect((await check('999', 'sale')).body.error).toBe(messages.imeiNotInStock('999'));
    expect((await check('356789012345678', 'add')).body.error).toBe(messages.imeiExists('356789012345678'));
    expect((await check('111222', 'add')).body.status).toBe(200);

    // Adding units of a numbered product brings their numbers; removing says which leave.
    const base = { productId: created.productId, purchasePrice: 80, sellingPrice: 149 };
    expect((await update({ ...base, modelQuantity: 3 })).body.error).toBe(messages.imeiCountMismatch);
    expect(
      (await update({ ...base, modelQuantity: 3, imei: '356789012345680' })).body.data.imei,
    ).toHaveLength(3);
    const out = await update({
      ...base,
      modelQuantity: 2,
      imei: '356789012345678',
      reason: 'returnedToDistributor',
    });
    expect(out.body.data.imei).toEqual(['356789012345679', '356789012345680']);
  });
});

describe('access', () => {
  it('needs the Manage Inventory page', async () => {
    await t.db
      .updateTable('users')
      .set({ configuration: JSON.stringify({ manageInventory: false }) })
      .where('contact_number', '=', demoAccounts.owner.phone)
      .execute();
    expect((await search('')).http).toBe(403);
  });
});

describe('form helpers', () => {
  it('lists brands of a category with NOT KNOWN first, and reads one product', async () => {
    const brands = await t.call('GET', 'category/brandList?categoryId=6', { token });
    expect(brands.body.data[0]).toEqual({ brandId: 999, brandName: 'NOT KNOWN' });
    expect(brands.body.data.map((b: { brandName: string }) => b.brandName)).toContain('Samsung');
    const created = (await add(productBody())).body.data;
    const one = await t.call('POST', 'inventory/getProduct', {
      token,
      body: { productId: created.productId },
    });
    expect(one.body.data).toEqual(created);
    const other = await secondShopToken(t);
    const hidden = await t.call('POST', 'inventory/getProduct', {
      token: other,
      body: { productId: created.productId },
    });
    expect(hidden.body).toEqual({ status: 404, error: messages.noSuchProduct });
  });
});

describe('own products in a name search', () => {
  it('are found by their new name after a rename, and not by the old one', async () => {
    const created = (await add(productBody({ modelName: 'Kirana Bag Small' }))).body.data;
    await update({
      productId: created.productId,
      modelName: 'Jute Carry Bag',
      modelQuantity: 10,
      purchasePrice: 80,
      sellingPrice: 149,
    });
    const byNew = await search('jute carry');
    expect(byNew.body.data[0]).toMatchObject({
      source: 'inventory',
      productId: created.productId,
      modelName: 'Jute Carry Bag',
    });
    const byOld = (await search('kirana bag')).body.data ?? [];
    expect(
      byOld.some(
        (i: { productId: number | null; source: string }) =>
          i.source === 'inventory' && i.productId === created.productId,
      ),
    ).toBe(false);
  });
});
