import { describe, expect, it } from 'vitest';
import { NOT_KNOWN_CATEGORY_ID, superCategories } from './categories.js';
import { cities } from './cities.js';
import { faqs } from './faqs.js';
import { onlineStores } from './online-stores.js';
import { pincodesByCity } from './pincodes.js';
import { states } from './states.js';
import { DEFAULT_UNIT_ID, units } from './units.js';

const cityById = new Map(cities.map((c) => [c.id, c]));
const stateById = new Map(states.map((s) => [s.id, s]));
const placeOfPincode = new Map(
  pincodesByCity.flatMap(([cityId, pins]) =>
    pins.split(' ').map((pin) => [pin, cityById.get(cityId)] as const),
  ),
);

function lookup(pincode: string) {
  const city = placeOfPincode.get(pincode);
  return city && { state: stateById.get(city.stateId)?.name, city: city.name };
}

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('states', () => {
  it('lists the 28 states and 8 union territories of 2026 under their GST codes', () => {
    expect(states.filter((s) => !s.isUnionTerritory)).toHaveLength(28);
    expect(states.filter((s) => s.isUnionTerritory)).toHaveLength(8);
    expect(unique(states.map((s) => s.id))).toBe(true);
    expect(unique(states.map((s) => s.name))).toBe(true);
    for (const s of states) expect(s.gstStateCode).toBe(String(s.id).padStart(2, '0'));
    const named = Object.fromEntries(states.map((s) => [s.gstStateCode, s.name]));
    expect(named).toMatchObject({
      '01': 'Jammu and Kashmir',
      '07': 'Delhi',
      '26': 'Dadra and Nagar Haveli and Daman and Diu',
      '27': 'Maharashtra',
      '29': 'Karnataka',
      '36': 'Telangana',
      '37': 'Andhra Pradesh',
      '38': 'Ladakh',
    });
    // Legacy codes and 'Other Territory' are not offered for new addresses.
    expect(named['25']).toBeUndefined();
    expect(named['28']).toBeUndefined();
    expect(named['97']).toBeUndefined();
  });
});

describe('cities', () => {
  it('have unique ids of the form stateId * 1000 + n, in a known state', () => {
    expect(unique(cities.map((c) => c.id))).toBe(true);
    for (const c of cities) {
      expect(stateById.has(c.stateId), `${c.name}'s state ${c.stateId}`).toBe(true);
      expect(Math.floor(c.id / 1000)).toBe(c.stateId);
      expect(c.id % 1000).toBeGreaterThan(0);
      expect(c.name).toBe(c.name.trim());
    }
  });

  it('are unique by name within a state, and every state has some', () => {
    expect(unique(cities.map((c) => `${c.stateId}|${c.name.toLowerCase()}`))).toBe(true);
    for (const s of states)
      expect(
        cities.some((c) => c.stateId === s.id),
        s.name,
      ).toBe(true);
  });

  it('put districts where they are today, under their current names', () => {
    const namesOf = (stateId: number) => cities.filter((c) => c.stateId === stateId).map((c) => c.name);
    expect(namesOf(38).sort()).toEqual(['Kargil', 'Leh']);
    expect(namesOf(1)).not.toContain('Leh');
    expect(namesOf(36)).toEqual(
      expect.arrayContaining(['Hyderabad', 'Peddapalli', 'Rangareddy', 'Warangal']),
    );
    expect(namesOf(37)).not.toContain('Peddapalli');
    expect(namesOf(29)).toEqual(expect.arrayContaining(['Bengaluru Urban', 'Bengaluru Rural', 'Mysuru']));
    expect(namesOf(27)).toEqual(expect.arrayContaining(['Pune', 'Mumbai', 'Raigad', 'Thane']));
    expect(namesOf(3)).toContain('Rupnagar');
    expect(namesOf(3)).not.toContain('Ropar');
    expect(namesOf(24)).toContain('Morbi');
    expect(cities.some((c) => /\((BH|CGH|HP|MH)\)|^[A-Z]{4,}$/.test(c.name))).toBe(false);
  });
});

describe('pincode directory', () => {
  it('holds every pincode of the postal dump once, each in a known city', () => {
    const all = pincodesByCity.flatMap(([, pins]) => pins.split(' '));
    expect(all.length).toBeGreaterThan(19_000);
    expect(unique(all)).toBe(true);
    expect(all.filter((pin) => !/^[1-9][0-9]{5}$/.test(pin))).toEqual([]);
    for (const [cityId] of pincodesByCity) expect(cityById.has(cityId), String(cityId)).toBe(true);
  });

  it('finds well-known pincodes', () => {
    expect(lookup('411001')).toEqual({ state: 'Maharashtra', city: 'Pune' });
    expect(lookup('400001')).toEqual({ state: 'Maharashtra', city: 'Mumbai' });
    expect(lookup('110001')?.state).toBe('Delhi');
    expect(lookup('560001')).toEqual({ state: 'Karnataka', city: 'Bengaluru Urban' });
    expect(lookup('500001')).toEqual({ state: 'Telangana', city: 'Hyderabad' });
    expect(lookup('600001')).toEqual({ state: 'Tamil Nadu', city: 'Chennai' });
    expect(lookup('700001')).toEqual({ state: 'West Bengal', city: 'Kolkata' });
    expect(lookup('194101')?.state).toBe('Ladakh');
    expect(lookup('396210')?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(lookup('000000')).toBeUndefined();
  });
});

describe('category tree', () => {
  const categories = superCategories.flatMap((s) => s.categories);

  it('starts with the catch-all that onboarding hides, which holds the default category', () => {
    expect(superCategories[0]).toMatchObject({ id: 1, name: 'Others' });
    expect(superCategories[0]?.categories.map((c) => c.id)).toContain(NOT_KNOWN_CATEGORY_ID);
  });

  it('has unique ids and names, and 5 to 15 categories per super category', () => {
    expect(superCategories.length).toBeGreaterThanOrEqual(12);
    expect(superCategories.length).toBeLessThanOrEqual(17);
    expect(unique(superCategories.map((s) => s.id))).toBe(true);
    expect(unique(superCategories.map((s) => s.name))).toBe(true);
    expect(unique(categories.map((c) => c.id))).toBe(true);
    for (const s of superCategories) {
      expect(s.categories.length, s.name).toBeGreaterThanOrEqual(5);
      expect(s.categories.length, s.name).toBeLessThanOrEqual(15);
      expect(unique(s.categories.map((c) => c.name)), s.name).toBe(true);
    }
  });
});

describe('units, online stores and FAQ', () => {
  it('units: Pcs is the default, and only measures allow fractions', () => {
    expect(unique(units.map((u) => u.id))).toBe(true);
    expect(unique(units.map((u) => u.abbreviation.toLowerCase()))).toBe(true);
    expect(units.find((u) => u.id === DEFAULT_UNIT_ID)?.abbreviation).toBe('Pcs');
    const fraction = (abbreviation: string) =>
      units.find((u) => u.abbreviation === abbreviation)?.allowsFraction;
    for (const a of ['Kg', 'g', 'L', 'ml', 'm', 'cm']) expect(fraction(a), a).toBe(true);
    for (const a of ['Pcs', 'Box', 'Dozen', 'Pair', 'Set', 'Pack']) expect(fraction(a), a).toBe(false);
    for (const u of units) expect(u.uqc).toMatch(/^[A-Z]{3}$/);
  });

  it('online stores: unique, with Others last', () => {
    expect(unique(onlineStores.map((s) => s.id))).toBe(true);
    expect(unique(onlineStores.map((s) => s.name))).toBe(true);
    expect(onlineStores.map((s) => s.name)).toEqual(expect.arrayContaining(['Amazon', 'Flipkart', 'Meesho']));
    expect(onlineStores.at(-1)?.name).toBe('Others');
  });

  it('FAQ: 10 to 15 distinct questions with answers', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs.length).toBeLessThanOrEqual(15);
    expect(unique(faqs.map((f) => f.id))).toBe(true);
    expect(unique(faqs.map((f) => f.question))).toBe(true);
    for (const f of faqs) expect(f.answer.length).toBeGreaterThan(40);
  });
});
