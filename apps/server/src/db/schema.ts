import type { Generated } from 'kysely';

// The tables of the accounts migration. Modules that own other tables add them to this interface by
// declaration merging in their own tables.ts, so no single file has to know every table.
export interface Database {
  shops: ShopsTable;
  users: UsersTable;
  shop_categories: { shop_id: number; category_id: number };
  staff_users: StaffUsersTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  rate_limits: { key: string; window_start: string; hits: number };
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  report_month_cache: ReportMonthCacheTable;
  notifications: NotificationsTable;
  settings: { key: string; value: string };
  audit_log: AuditLogTable;
  files: FilesTable;
  feedback: FeedbackTable;
}

export interface ShopsTable {
  id: Generated<number>;
  trade_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  pincode: string | null;
  state_id: number | null;
  city_id: number | null;
  is_gst: number;
  gst_number: string | null;
  legal_name: string | null;
  cin_number: string | null;
  website: string | null;
  shop_status: string | null;
  shop_type: string | null;
  finance_facility: string | null;
  is_onboard: number;
  /** The chosen payment methods joined with '/', as the sign-up form sends them. */
  payment_methods: string | null;
  sells_online: number;
  /** JSON list of online store ids. */
  online_store_ids: string | null;
  /** The shop's UPI id (VPA): the bill's QR code pays it. */
  upi_id: string | null;
  /** 1: the grand total is rounded to the rupee (GST.md); 0: it is not. */
  round_off: Generated<number>;
  /** Days a session may go unused before it ends; null: the server's default. */
  session_idle_days: number | null;
  /** 1: a bill may take a product's stock below zero (with a warning); 0: it is refused. */
  allow_negative_stock: Generated<number>;
  invoice_prefix: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  shop_id: number;
  user_type: 'retailer' | 'subRetailer';
  first_name: string;
  last_name: string;
  user_name: string | null;
  email: string | null;
  contact_number: string;
  password_hash: string | null;
  login_type: 'Custom' | 'Google' | 'Facebook';
  social_id: string | null;
  is_register: number;
  have_shared_data: number;
  user_image: string | null;
  /** JSON of the per-user configuration flags. */
  configuration: string;
  status: 'active' | 'disabled' | 'deleted';
  created_at: string;
  updated_at: string;
}

export interface StaffUsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  user_type: string;
  status: 'active' | 'disabled';
  created_at: string;
  /** Base32 secret of the authenticator app; in force only once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last 30-second step a code was accepted for: a code is good once. */
  totp_last_step: number | null;
  /** The staff member this one reports to (retailer-managers: zonal → state → Avp). */
  manager_id: number | null;
}

export interface StaffRecoveryCodesTable {
  staff_id: number;
  /** SHA-256 of a random code: the codes carry enough entropy that a slow hash adds nothing. */
  code_hash: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  subject_kind: 'retailer' | 'staff';
  subject_id: number;
  client: string | null;
  ip: string | null;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
  /** Null until first used after sign-in: created_at counts. */
  last_used_at: string | null;
  /** How long the session may go unused; null: no limit. */
  idle_seconds: number | null;
}

export interface OtpsTable {
  id: Generated<number>;
  contact_number: string;
  purpose: string;
  code_hash: string;
  user_id: number | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** An e-mail's HTML body (report mails); null: plain text only. */
  html: string | null;
  /** SMS only: JSON of the DLT registration (providers/sms/sms-provider.ts SmsDlt); null for OTPs. */
  sms_dlt: string | null;
  /** 1 when the body holds a secret (an OTP): it is blanked once delivered outside development. */
  sensitive: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A finished month's report figures and the fingerprint of the bills they came from. */
export interface ReportMonthCacheTable {
  shop_id: number;
  kind: string;
  month: string;
  stamp: string;
  payload: string;
  created_at: string;
}

/** A file sent with an outbox e-mail, in attachment order (by id). */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  filename: string;
  content_type: string;
  bytes: Buffer;
}

export interface NotificationsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  text: string;
  data: string | null;
  is_read: number;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  shop_id: number | null;
  actor_kind: 'retailer' | 'staff' | 'system';
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface FilesTable {
  /** Random and unguessable: the file is served by this id without a session (an <img> sends none). */
  id: string;
  shop_id: number;
  kind: 'profile-photo' | 'product-image' | 'expense-category-image';
  mime: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  notification_id: number | null;
  rating: number;
  data: string | null;
  created_at: string;
}
