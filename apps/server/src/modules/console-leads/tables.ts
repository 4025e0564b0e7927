import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    campaigns: CampaignsTable;
    campaign_signups: CampaignSignupsTable;
    leads: LeadsTable;
    lead_events: LeadEventsTable;
  }
}

/** A Google ad campaign; its code rides on the sign-up link. */
export interface CampaignsTable {
  id: Generated<number>;
  name: string;
  /** Letters, digits and dashes, in capitals; unique. */
  code: string;
  active: number;
  /** IST business dates (YYYY-MM-DD); null: open-ended. */
  starts_on: string | null;
  ends_on: string | null;
  created_at: string;
  created_by: number | null;
}

/** A shop whose sign-up came through a campaign's link. */
export interface CampaignSignupsTable {
  shop_id: number;
  campaign_id: number;
  created_at: string;
}

/**
 * A prospect being worked: kind 'staff' was entered by staff (its own name and mobile); kind
 * 'signUp' is a retailer's sign-up that staff took up (details read from users and shops). shop_id
 * ties either to the retailer's shop once there is one.
 */
export interface LeadsTable {
  id: Generated<number>;
  kind: 'staff' | 'signUp';
  name: string | null;
  mobile: string | null;
  shop_name: string | null;
  city: string | null;
  state: string | null;
  source: string;
  campaign_id: number | null;
  notes: string | null;
  shop_id: number | null;
  status: string;
  assigned_to: number | null;
  created_at: string;
  created_by: number | null;
  updated_at: string;
}

/** A lead's history: who added a note, moved it or assigned it, and when. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  kind: 'created' | 'note' | 'status' | 'assigned';
  text: string;
  staff_id: number | null;
  created_at: string;
}
