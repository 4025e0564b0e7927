import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// Leads and Google ad campaigns (issue 22). A retailer's unfinished sign-up is read live from users
// and shops; a lead row exists for a prospect staff entered, or once staff start working a sign-up
// (its status, manager and notes), then tied to the shop by shop_id. Sign-ups brought by a campaign
// are recorded per shop; the campaign list counts them.
export async function up(db: Kysely<any>): Promise<void> {
  const autoId = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('campaigns')
    .addColumn('id', idType(db), autoId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff_users.id'))
    .execute();

  await db.schema
    .createTable('campaign_signups')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('campaign_signups_campaign_idx')
    .on('campaign_signups')
    .column('campaign_id')
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', idType(db), autoId)
    .addColumn('kind', 'text', (c) => c.notNull())
    // A staff lead's own details; null for a sign-up's row, whose details stay in users and shops.
    .addColumn('name', 'text')
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('shop_name', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id'))
    .addColumn('notes', 'text')
    .addColumn('shop_id', 'integer', (c) => c.unique().references('shops.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_status_idx').on('leads').column('status').execute();
  await db.schema.createIndex('leads_assigned_idx').on('leads').column('assigned_to').execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', idType(db), autoId)
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_events_lead_idx').on('lead_events').column('lead_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_events').execute();
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('campaign_signups').execute();
  await db.schema.dropTable('campaigns').execute();
}
