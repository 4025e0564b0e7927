import type { Generated } from 'kysely';

// The reference tables (migration 2026112100_reference), added to the shared Database interface.

export interface StatesTable {
  id: number;
  name: string;
  gst_state_code: string;
}

export interface CitiesTable {
  id: number;
  state_id: number;
  name: string;
}

export interface PincodesTable {
  pincode: string;
  state_id: number;
  city_id: number;
}

export interface SuperCategoriesTable {
  id: number;
  name: string;
  sort_order: number;
}

export interface CategoriesTable {
  id: number;
  super_category_id: number;
  name: string;
  sort_order: number;
}

export interface OnlineStoresTable {
  id: number;
  name: string;
  sort_order: number;
}

export interface FaqsTable {
  id: number;
  question: string;
  answer: string;
  sort_order: number;
  /** 1: staff hid the entry from the retailer's FAQ page (migration 2026112870). */
  hidden: Generated<number>;
  /** When staff last changed the entry; a staff-changed entry is no longer synced from the dataset. */
  edited_at: string | null;
}

export interface UnitsTable {
  id: number;
  abbreviation: string;
  name: string;
  /** GST Unique Quantity Code, for GSTR-1. */
  uqc: string;
  /** 0 or 1. */
  allows_fraction: number;
}

export interface ReferenceDataVersionsTable {
  name: string;
  hash: string;
}

declare module '../../db/schema.js' {
  interface Database {
    states: StatesTable;
    cities: CitiesTable;
    pincodes: PincodesTable;
    super_categories: SuperCategoriesTable;
    categories: CategoriesTable;
    online_stores: OnlineStoresTable;
    faqs: FaqsTable;
    units: UnitsTable;
    reference_data_versions: ReferenceDataVersionsTable;
  }
}
