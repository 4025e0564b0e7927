import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { productBody, secondShopToken } from './test-helpers.js';

// inventory/searchProduct as billing and the inventory screen use it (issue 17, items 1 and 10).

type Result = {
  source: 'inventory' | 'catalogue';
  productId: number | null;
  modelId: number | null;
  modelName: string;
  categoryId: number;
  MRP: number | null;
  modelQuantity?: number;
  inInventory: boolean;
};

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

async function search(name: string, page = 1, numberOfItems = 50, as = token): Promise<Result[]> {
  const res = await t.call('POST', 'inventory/searchProduct', {
    token: as,
    body: { type: 'model', name, page, numberOfItems },
  });
  return (res.body.data ?? []) as Result[];
}

async function stockCatalogueModel(words: string, quantity: number) {
  const model = (await search(words)).find((r) => r.source === 'catalogue');
  if (!model) throw new Error(`no catalogue model matches ${words}`);
  const res = await t.call('POST', 'inventory/addModel', {
    token,
    body: {
      modelId: model.modelId,
      modelName: model.modelName,
      modelQuantity: quantity,
      purchasePrice: 1,
      sellingPrice: model.MRP ?? 999,
    },
  });
  return res.body.data as Result & { productId: number };
}

describe('a stocked catalogue model', () => {
  it('is found as the shop’s product, with its stock, and never again as a catalogue entry', async () => {
    const stocked = await stockCatalogueModel('redmi 22.5w fast charger', 7);

    const results = await search('redmi 22');
    expect(results[0]).toMatchObject({
      source: 'inventory',
      productId: stocked.productId,
      modelId: stocked.modelId,
      modelQuantity: 7,
    });
    expect(results.filter((r) => r.modelId === stocked.modelId)).toHaveLength(1);
  });

  it('scanned by its catalogue barcode, though the shop gave it its own, is the shop’s product', async () => {
    // The seeded catalogue carries no barcodes; a model gets one as a catalogue update would give it.
    const redmi = (await search('redmi 22.5w fast charger')).find((r) => r.source === 'catalogue')!;
    const model = { id: redmi.modelId!, barcode: '8901234500011' };
    await t.db.updateTable('models').set({ barcode: model.barcode }).where('id', '=', model.id).execute();
    await t.call('POST', 'inventory/addModel', {
      token,
      body: {
        modelId: model.id,
        modelName: 'x',
        modelQuantity: 2,
        purchasePrice: 1,
        sellingPrice: 1,
        scanId: 'SHOP-001',
      },
    });
    const res = await t.call('POST', 'inventory/scan', { token, body: { scan: model.barcode } });
    expect(res.body.data).toMatchObject({ source: 'inventory', modelId: model.id, modelQuantity: 2 });
  });

  it('is still a catalogue entry for another shop that does not stock it', async () => {
    const stocked = await stockCatalogueModel('redmi 22.5w fast charger', 7);
    const other = await secondShopToken(t);
    const theirs = await search('redmi 22', 1, 50, other);
    expect(theirs.some((r) => r.source === 'inventory')).toBe(false);
    expect(theirs.find((r) => r.modelId === stocked.modelId)).toMatchObject({
      source: 'catalogue',
      inInventory: false,
      productId: null,
    });
  });
});

describe('ranking', () => {
  it('puts what the shop stocks first, then its categories’ catalogue, then the rest', async () => {
    // A book shop: "back" matches back covers (low catalogue ids) and paperbacks (higher ones).
    const books = await secondShopToken(t);
    const shop = await t.db
      .selectFrom('users')
      .select('shop_id')
      .where('contact_number', '=', '9876500000')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('shop_categories').where('shop_id', '=', shop.shop_id).execute();
    await t.db.insertInto('shop_categories').values({ shop_id: shop.shop_id, category_id: 117 }).execute();
    const own = await t.call('POST', 'inventory/addModel', {
      token: books,
      body: productBody({ modelName: 'Back to School Gift Wrap', gst: null, HSN: null }),
    });

    const results = await search('back', 1, 100, books);
    expect(results[0]).toMatchObject({ source: 'inventory', productId: own.body.data.productId });
    const catalogue = results.filter((r) => r.source === 'catalogue');
    const inShopCategories = catalogue.map((r) => r.categoryId === 117);
    expect(inShopCategories[0]).toBe(true);
    expect(inShopCategories).toContain(false);
    expect(inShopCategories).toEqual([...inShopCategories].sort((a, b) => Number(b) - Number(a)));
  });

  it('pages across stock and catalogue without repeating or skipping a result', async () => {
    for (const name of ['Clear Back Cover A', 'Clear Back Cover B', 'Clear Back Cover C'])
      await t.call('POST', 'inventory/addModel', { token, body: productBody({ modelName: name }) });
    await stockCatalogueModel('clear back', 4);

    const all = (await search('clear back', 1, 100)).map((r) => `${r.source}:${r.productId ?? r.modelId}`);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3) + 1; page++)
      paged.push(
        ...(await search('clear back', page, 3)).map((r) => `${r.source}:${r.productId ?? r.modelId}`),
      );
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
    expect(all.slice(0, 4).every((key) => key.startsWith('inventory:'))).toBe(true);
  });
});

describe("the shop's stock", () => {
  // On PostgreSQL these are read through a trigram index (issue 24): words too short for a trigram,
  // LIKE's own characters and a catalogue model's name must find what a plain scan found.
  it('is found by a word of two letters, and a % or _ in a word is a plain character', async () => {
    for (const name of ['Kaju 50% Off Pack', 'Kaju 50 Off Pack', 'Rin_Bar Soap', 'Rin Bar Soap'])
      await t.call('POST', 'inventory/addModel', { token, body: productBody({ modelName: name }) });
    const names = async (words: string) =>
      (await search(words)).filter((r) => r.source === 'inventory').map((r) => r.modelName);

    expect(await names('50')).toEqual(['Kaju 50 Off Pack', 'Kaju 50% Off Pack']);
    expect(await names('50% kaju')).toEqual(['Kaju 50% Off Pack']);
    expect(await names('rin_')).toEqual(['Rin_Bar Soap']);
    expect(await names('OFF pa')).toEqual(['Kaju 50 Off Pack', 'Kaju 50% Off Pack']);
  });
});
