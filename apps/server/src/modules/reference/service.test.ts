import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { superCategories as seedTree } from './datasets/categories.js';
import { cities } from './datasets/cities.js';
import { createReferenceService, type ReferenceService } from './service.js';
import { syncReferenceData } from './sync.js';
import { referenceTestDatabase } from './test-database.js';

let db: Kysely<Database>;
let reference: ReferenceService;

beforeAll(async () => {
  db = await referenceTestDatabase();
  await syncReferenceData(db);
  reference = createReferenceService(db);
});
afterAll(() => db.destroy());

describe('states', () => {
  it('lists states and union territories by name, each with its cities by name', async () => {
    const states = await reference.states();
    expect(states).toHaveLength(36);
    const names = states.map((s) => s.stateName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(states.reduce((sum, s) => sum + s.cityList.length, 0)).toBe(cities.length);

    const maharashtra = states.find((s) => s.stateId === 27);
    expect(maharashtra).toMatchObject({ stateName: 'Maharashtra', gstStateCode: '27' });
    const cityNames = maharashtra!.cityList.map((c) => c.City);
    expect(cityNames).toEqual([...cityNames].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect(maharashtra!.cityList).toContainEqual({ cityId: expect.any(Number), City: 'Pune' });
    expect(states.find((s) => s.stateId === 7)?.gstStateCode).toBe('07');
  });

  it('reads the tables once and then answers from memory', async () => {
    const first = await reference.states();
    await db.updateTable('states').set({ name: 'Changed' }).where('id', '=', 27).execute();
    try {
      expect(await reference.states()).toBe(first);
      const fresh = await createReferenceService(db).states();
      expect(fresh.find((s) => s.stateId === 27)?.stateName).toBe('Changed');
    } finally {
      await db.updateTable('states').set({ name: 'Maharashtra' }).where('id', '=', 27).execute();
    }
  });
});

describe('pincode', () => {
  it('finds the state and city of a pincode', async () => {
    const pune = cities.find((c) => c.stateId === 27 && c.name === 'Pune')!;
    expect(await reference.pincode('411001')).toEqual({
      pincode: '411001',
      state: 'Maharashtra',
      stateId: 27,
      city: 'Pune',
      cityId: pune.id,
    });
    expect(await reference.pincode('110001')).toMatchObject({ state: 'Delhi', stateId: 7 });
    expect(await reference.pincode('560001')).toMatchObject({ stateId: 29, city: 'Bengaluru Urban' });
  });

  it('answers undefined for a pincode the directory lacks', async () => {
    expect(await reference.pincode('999999')).toBeUndefined();
    expect(await reference.pincode('')).toBeUndefined();
  });
});

describe('categories', () => {
  it('gives the tree in display order, the catch-all first, nothing selected without a shop', async () => {
    const tree = await reference.superCategories();
    expect(tree.map((s) => s.superCategoryId)).toEqual(seedTree.map((s) => s.id));
    expect(tree[0]).toMatchObject({ superCategoryId: 1, superCategoryName: 'Others', isSelected: false });
    expect(tree.every((s) => !s.isSelected)).toBe(true);
    const mobiles = tree.find((s) => s.superCategoryName === 'Mobiles & Accessories')!;
    expect(mobiles.categories[0]).toEqual({ categoryId: 6, categoryName: 'Smartphones', isSelected: false });
  });

  it('marks a super category selected when the shop has any of its categories', async () => {
    const tree = await reference.superCategories(new Set([6, 999]));
    expect(tree.filter((s) => s.isSelected).map((s) => s.superCategoryId)).toEqual([1, 2]);
    expect((await reference.superCategories(new Set())).some((s) => s.isSelected)).toBe(false);
  });

  it('lists categories with their super category, and the super category names', async () => {
    const list = await reference.categoryList();
    expect(list).toHaveLength(seedTree.flatMap((s) => s.categories).length);
    expect(list).toContainEqual({ categoryId: 999, categoryName: 'Not Known', superCategoryId: 1 });
    expect(list[0]?.superCategoryId).toBe(1);
    expect(await reference.superCategoryNames()).toEqual(
      seedTree.map((s) => ({ superCategoryId: s.id, superCategoryName: s.name })),
    );
  });

  it('expands super categories into their category ids, ignoring unknown ids', async () => {
    const mobiles = seedTree.find((s) => s.id === 2)!.categories.map((c) => c.id);
    const footwear = seedTree.find((s) => s.id === 8)!.categories.map((c) => c.id);
    expect(await reference.categoryIdsOfSuperCategories([8, 2, 4242])).toEqual([...mobiles, ...footwear]);
    expect(await reference.categoryIdsOfSuperCategories([])).toEqual([]);
  });
});

describe('online stores, FAQ and units', () => {
  it('lists online stores, none selected', async () => {
    const stores = await reference.onlineStores();
    expect(stores[0]).toEqual({ id: 1, name: 'Amazon', isSelected: false });
    expect(stores.at(-1)?.name).toBe('Others');
  });

  it('lists the FAQ in order', async () => {
    const faqs = await reference.faqs();
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs[0]).toEqual({
      question: 'How do I log in to Galla?',
      answer: expect.stringContaining('OTP'),
    });
  });

  it('lists units with allowsFraction as a boolean', async () => {
    const units = await reference.units();
    expect(units[0]).toEqual({ unitId: 1, abbreviation: 'Pcs', name: 'Pieces', allowsFraction: false });
    expect(units.find((u) => u.abbreviation === 'Kg')?.allowsFraction).toBe(true);
  });
});
