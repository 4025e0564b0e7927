// The global catalogue's tables, added to the Database interface by declaration merging.
declare module '../../db/schema.js' {
  interface Database {
    brands: BrandsTable;
    models: ModelsTable;
  }
}

export interface BrandsTable {
  id: number;
  name: string;
}

export interface ModelsTable {
  id: number;
  category_id: number;
  brand_id: number;
  name: string;
  hsn: string | null;
  /** GST rate in basis points (1800 = 18%); null when not known. */
  gst_rate_bps: number | null;
  mrp_paise: number | null;
  unit_id: number;
  barcode: string | null;
  is_active: number;
}
