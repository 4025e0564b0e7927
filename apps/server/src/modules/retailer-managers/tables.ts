declare module '../../db/schema.js' {
  interface Database {
    retailer_managers: RetailerManagersTable;
  }
}

/** A shop and the relationship manager (a staff member) who looks after it; one per shop. */
export interface RetailerManagersTable {
  shop_id: number;
  staff_id: number;
  assigned_at: string;
  assigned_by: number | null;
}
