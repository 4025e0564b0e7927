import { describe, expect, it, vi } from 'vitest';
import { NOT_KNOWN_CATEGORY_ID, superCategories } from '../../reference/datasets/categories.js';
import { units } from '../../reference/datasets/units.js';
import { brands } from './brands.js';
import {
  brandIdOf,
  catalogueBrands,
  catalogueFiles,
  catalogueModels,
  NOT_KNOWN_BRAND_ID,
} from './catalogue.js';

const GST_RATES_BPS = [0, 25, 100, 150, 300, 500, 1200, 1800, 2800, 4000];
const SERVICES_CATEGORY = 'Services & Repairs';

// Super categories and categories share the numbers 1–16, so "not a super category" means "is one of the
// categories listed under a super category" (a leaf), not "its number is not a super category's id".
const categoryById = new Map(
  superCategories.flatMap((s) => s.categories.map((c) => [c.id, { ...c, superCategory: s.name }] as const)),
);
const unitIds = new Set(units.map((u) => u.id));
const brandIds = new Set(catalogueBrands.map((b) => b.id));

describe('catalogue brands', () => {
  it('have unique permanent ids and names, with 999 as NOT KNOWN', () => {
    expect(catalogueBrands).toBe(brands);
    expect(new Set(brands.map((b) => b.id)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.name.toLowerCase())).size).toBe(brands.length);
    expect(brands.find((b) => b.id === NOT_KNOWN_BRAND_ID)?.name).toBe('NOT KNOWN');
    for (const b of brands) {
      expect(Number.isSafeInteger(b.id) && b.id > 0).toBe(true);
      expect(b.name.trim()).toBe(b.name);
    }
  });

  it('keep the ids shops already store', () => {
    expect(brandIdOf('Samsung')).toBe(1);
    expect(brandIdOf('samsung')).toBe(1);
    expect(brandIdOf('LG')).toBe(100);
    expect(brandIdOf('Aashirvaad')).toBe(400);
    expect(brandIdOf('NOT KNOWN')).toBe(NOT_KNOWN_BRAND_ID);
    expect(() => brandIdOf('No Such Brand')).toThrow(/unknown brand/);
  });

  it('are all used by at least one model', () => {
    const used = new Set(catalogueModels.map((m) => m.brandId));
    expect(brands.filter((b) => !used.has(b.id)).map((b) => b.name)).toEqual([]);
  });
});

describe('catalogue models', () => {
  it('hold at least 5,000 models', () => {
    expect(catalogueModels.length).toBeGreaterThanOrEqual(5000);
  });

  it('have unique ids inside their file’s range, and the ranges do not overlap', () => {
    expect(new Set(catalogueModels.map((m) => m.id)).size).toBe(catalogueModels.length);
    for (const file of catalogueFiles) {
      expect(file.models.length, file.file).toBeGreaterThan(0);
      for (const m of file.models) {
        expect(m.id >= file.firstId && m.id <= file.lastId, `${file.file}: ${m.id} ${m.name}`).toBe(true);
      }
    }
    const ranges = [...catalogueFiles].sort((a, b) => a.firstId - b.firstId);
    for (let i = 1; i < ranges.length; i++) {
      expect(ranges[i]!.firstId, ranges[i]!.file).toBeGreaterThan(ranges[i - 1]!.lastId);
    }
  });

  it('have names unique case-insensitively', () => {
    const seen = new Map<string, number>();
    const duplicates = catalogueModels.filter((m) => {
      const key = m.name.toLowerCase();
      const dup = seen.has(key);
      seen.set(key, m.id);
      return dup;
    });
    expect(duplicates.map((m) => m.name)).toEqual([]);
    for (const m of catalogueModels) {
      expect(m.name).toMatch(/^\S(.*\S)?$/);
      expect(m.name).not.toMatch(/\s{2}/);
    }
  });

  it('use existing goods categories, brands and units', () => {
    for (const m of catalogueModels) {
      const category = categoryById.get(m.categoryId);
      expect(category, `${m.id} ${m.name}`).toBeDefined();
      expect(category!.name).not.toBe(SERVICES_CATEGORY);
      expect(m.categoryId).not.toBe(NOT_KNOWN_CATEGORY_ID);
      expect(brandIds.has(m.brandId), `${m.id} brand ${m.brandId}`).toBe(true);
      expect(unitIds.has(m.unitId), `${m.id} unit ${m.unitId}`).toBe(true);
    }
  });

  it('carry a seeded GST rate, a 4–8 digit HSN and a positive MRP in paise or none', () => {
    for (const m of catalogueModels) {
      expect(GST_RATES_BPS, `${m.id} ${m.name}`).toContain(m.gstRateBps);
      expect(m.hsn, `${m.id} ${m.name}`).toMatch(/^[0-9]{4,8}$/);
      if (m.mrpPaise !== null) {
        expect(Number.isSafeInteger(m.mrpPaise) && m.mrpPaise > 0, `${m.id} ${m.name}`).toBe(true);
      }
    }
  });

  it('give every goods category at least 10 models', () => {
    const counts = new Map<number, number>();
    for (const m of catalogueModels) counts.set(m.categoryId, (counts.get(m.categoryId) ?? 0) + 1);
    const thin = [...categoryById.values()]
      .filter((c) => c.id !== NOT_KNOWN_CATEGORY_ID && c.name !== SERVICES_CATEGORY)
      .filter((c) => (counts.get(c.id) ?? 0) < 10)
      .map((c) => `${c.superCategory} / ${c.name}: ${counts.get(c.id) ?? 0}`);
    expect(thin).toEqual([]);
  });

  it('apply the rates GST 2.0 sets for well-known goods', () => {
    const byName = new Map(catalogueModels.map((m) => [m.name, m]));
    const expectModel = (name: string, hsnPrefix: string, gstRateBps: number) => {
      const m = byName.get(name);
      expect(m, name).toBeDefined();
      expect(m!.hsn.startsWith(hsnPrefix), `${name} ${m!.hsn}`).toBe(true);
      expect(m!.gstRateBps, name).toBe(gstRateBps);
    };
    expectModel('Samsung Galaxy M14 5G (4GB RAM, 128GB) Smoky Teal', '8517', 1800);
    expectModel('Redmi 13C (6GB, 128GB) Starfrost Black', '8517', 1800);
    expectModel('Aashirvaad Shudh Chakki Atta 10 kg', '1101', 500);
    expectModel('Parle-G Gold Biscuits 1 kg', '1905', 500);
    expectModel('LG 43 inch 4K Ultra HD Smart LED TV 43UR7500', '8528', 1800);
    expectModel('Bajaj Majesty DX 11 Dry Iron 1000 W White and Blue', '8516', 1800);
    expectModel('Coca-Cola Original Taste Soft Drink 750 ml', '2202', 4000);
    expectModel('Tata Salt Iodised Salt 1 kg', '2501', 0);
    expectModel('Classmate Notebook Long Book 172 Pages Single Line', '4820', 0);
    expectModel('UltraTech Cement OPC 53 Grade 50 kg Bag', '2523', 1800);
    expectModel('Amul Fresh Paneer 200 g', '0406', 0);
    const shirt = byName.get("Peter England Men's Slim Fit Formal Shirt White Size 40");
    expect(shirt?.gstRateBps).toBe(500);
    const suit = byName.get("Raymond Men's 2-Piece Slim Fit Suit Navy");
    expect(suit?.gstRateBps).toBe(1800);
    const gold = catalogueModels.filter((m) => m.categoryId === 130);
    expect(gold.every((m) => m.gstRateBps === 300 && m.hsn.startsWith('7113'))).toBe(true);
  });

  it('is deterministic across imports', async () => {
    vi.resetModules();
    const again = await import('./catalogue.js');
    expect(again.catalogueModels).not.toBe(catalogueModels);
    const ends = (list: readonly unknown[]) => JSON.stringify([...list.slice(0, 20), ...list.slice(-20)]);
    expect(ends(again.catalogueModels)).toBe(ends(catalogueModels));
    expect(again.catalogueModels.length).toBe(catalogueModels.length);
    expect(JSON.stringify(again.catalogueBrands)).toBe(JSON.stringify(catalogueBrands));
  });
});
