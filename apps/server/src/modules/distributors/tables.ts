import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    distributors: DistributorsTable;
  }
}

export interface DistributorsTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  address_line1: string | null;
  address_line2: string | null;
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  pincode: string | null;
  gst_number: string | null;
  mobile: string | null;
  created_at: string;
}
