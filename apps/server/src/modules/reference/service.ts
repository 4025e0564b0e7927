import type {
  PincodeLookup,
  State,
  SuperCategory,
  ZFaq,
  ZOnlineStore,
  ZUnit,
} from '@galla/contracts/reference';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { createReferenceRepo } from './repo.js';

// Reference data for the pickers and for other modules. Most tables change only when start-up syncs
// them, so those lists are read once and then served from memory; the FAQ and the category tree,
// which staff edit in the console, and pincode lookups (one primary-key read in a large directory)
// go to the database each time. The cached lists handed out must not be changed by callers.

export type OnlineStore = z.infer<typeof ZOnlineStore>;
export type Faq = z.infer<typeof ZFaq>;
export type Unit = z.infer<typeof ZUnit>;
export type CategoryListItem = { categoryId: number; categoryName: string; superCategoryId: number };
export type SuperCategoryName = { superCategoryId: number; superCategoryName: string };

export interface ReferenceService {
  /** States and union territories by name, each with its cities by name. */
  states(): Promise<State[]>;
  pincode(pincode: string): Promise<PincodeLookup | undefined>;
  /**
   * The category tree in display order; the first entry is the catch-all that onboarding leaves out.
   * A super category is selected when the shop has any of its categories.
   */
  superCategories(selected?: ReadonlySet<number>): Promise<SuperCategory[]>;
  categoryList(): Promise<CategoryListItem[]>;
  superCategoryNames(): Promise<SuperCategoryName[]>;
  onlineStores(): Promise<OnlineStore[]>;
  faqs(): Promise<Faq[]>;
  units(): Promise<Unit[]>;
  /** All category ids of the given super categories, in display order; unknown ids are ignored. */
  categoryIdsOfSuperCategories(ids: readonly number[]): Promise<number[]>;
}

interface CategoryTree {
  readonly superCategories: readonly {
    readonly id: number;
    readonly name: string;
    readonly categories: readonly { readonly id: number; readonly name: string }[];
  }[];
  readonly list: CategoryListItem[];
}

/** Loads once; a failed load is forgotten so that the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');

export function createReferenceService(db: Kysely<Database>): ReferenceService {
  const repo = createReferenceRepo(db);

  const states = once(async (): Promise<State[]> => {
    const [stateRows, cityRows] = await Promise.all([repo.states(), repo.cities()]);
    const citiesOf = new Map<number, { cityId: number; City: string }[]>();
    for (const c of [...cityRows].sort((a, b) => byName(a.name, b.name))) {
      const list = citiesOf.get(c.state_id) ?? [];
      list.push({ cityId: c.id, City: c.name });
      citiesOf.set(c.state_id, list);
    }
    return [...stateRows]
      .sort((a, b) => byName(a.name, b.name))
      .map((s) => ({
        stateId: s.id,
        stateName: s.name,
        gstStateCode: s.gst_state_code,
        cityList: citiesOf.get(s.id) ?? [],
      }));
  });

  // Read each time, like the FAQ: staff add, rename and deactivate categories in the console, and
  // every app instance must offer the change at once. Two small tables, read only by the pickers
  // and by product and profile saves, never by billing.
  const tree = async (): Promise<CategoryTree> => {
    const [supers, categories] = await Promise.all([repo.superCategories(), repo.categories()]);
    const superCategories = supers.map((s) => ({
      id: s.id,
      name: s.name,
      categories: categories
        .filter((c) => c.super_category_id === s.id)
        .map((c) => ({ id: c.id, name: c.name })),
    }));
    const list = superCategories.flatMap((s) =>
      s.categories.map((c) => ({ categoryId: c.id, categoryName: c.name, superCategoryId: s.id })),
    );
    return { superCategories, list };
  };

  const onlineStores = once(async () =>
    (await repo.onlineStores()).map((s) => ({ id: s.id, name: s.name, isSelected: false })),
  );
  // Read each time: staff edit the FAQ in the console (modules/console-faq), and every app instance
  // must show an edit at once. The table is a few dozen rows.
  const faqs = async () => (await repo.faqs()).map((f) => ({ question: f.question, answer: f.answer }));
  const units = once(async () =>
    (await repo.units()).map((u) => ({
      unitId: u.id,
      abbreviation: u.abbreviation,
      name: u.name,
      allowsFraction: u.allows_fraction === 1,
    })),
  );

  return {
    states,

    async pincode(pincode) {
      const row = await repo.pincode(pincode);
      if (!row) return undefined;
      return {
        pincode: row.pincode,
        state: row.state_name,
        stateId: row.state_id,
        city: row.city_name,
        cityId: row.city_id,
      };
    },

    async superCategories(selected) {
      return (await tree()).superCategories.map((s) => ({
        superCategoryId: s.id,
        superCategoryName: s.name,
        isSelected: selected !== undefined && s.categories.some((c) => selected.has(c.id)),
        categories: s.categories.map((c) => ({
          categoryId: c.id,
          categoryName: c.name,
          isSelected: selected?.has(c.id) ?? false,
        })),
      }));
    },

    async categoryList() {
      return (await tree()).list;
    },

    async superCategoryNames() {
      return (await tree()).superCategories.map((s) => ({
        superCategoryId: s.id,
        superCategoryName: s.name,
      }));
    },

    onlineStores,
    faqs,
    units,

    async categoryIdsOfSuperCategories(ids) {
      const wanted = new Set(ids);
      return (await tree()).superCategories
        .filter((s) => wanted.has(s.id))
        .flatMap((s) => s.categories.map((c) => c.id));
    },
  };
}
