import type { Generated } from 'kysely';

// Migration 2026112850_console_catalogue: the subcategory level, the columns it adds to the
// catalogue's and the reference data's tables, and the id counters for staff-made rows. Migration
// 2026112880_catalogue_staff_edits: edited_at, when staff last changed a row the start-up sync writes
// (it then leaves the row alone).

export interface SubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  hsn: string | null;
  gst_rate_bps: number | null;
  is_active: Generated<number>;
}

export interface CatalogueIdsTable {
  kind: 'catalogue' | 'superCategory' | 'category' | 'brand' | 'model';
  next_id: number | string;
}

declare module '../../db/schema.js' {
  interface Database {
    subcategories: SubcategoriesTable;
    catalogue_ids: CatalogueIdsTable;
  }
}

declare module '../reference/tables.js' {
  interface SuperCategoriesTable {
    is_active: Generated<number>;
    edited_at: string | null;
  }
  interface CategoriesTable {
    is_active: Generated<number>;
    edited_at: string | null;
    hsn: string | null;
    gst_rate_bps: number | null;
  }
}

declare module '../catalogue/tables.js' {
  interface BrandsTable {
    is_active: Generated<number>;
    merged_into_id: number | null;
    edited_at: string | null;
  }
  interface ModelsTable {
    subcategory_id: number | null;
    edited_at: string | null;
  }
}
