import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idType, isPostgres } from './support.js';

// Customer support tickets (issue 22). A retailer (owner or sub-user) raises a ticket from Help;
// support staff assign, reply, change its status and may escalate it to the shop's relationship
// manager, who hands it back. `version` grows with every change of the ticket's own fields, so two
// staff changing one ticket at once cannot overwrite each other (the second is told to reload).
// Every step is an event row: the ticket's history (who, when, what), and the replies the retailer
// sees (public comments) beside the internal notes they do not.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const autoId = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', idType(db), autoId)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('raised_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 8`))
    .addColumn('assigned_to', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('rm_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('date_of_assign_rm', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_tickets_created_idx')
    .on('support_tickets')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('support_tickets_shop_idx')
    .on('support_tickets')
    .columns(['shop_id', 'id'])
    .execute();
  await db.schema.createIndex('support_tickets_rm_idx').on('support_tickets').columns(['rm_id']).execute();

  await db.schema
    .createTable('support_ticket_events')
    .addColumn('id', idType(db), autoId)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id'))
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    // raised, status, assigned, escalated, returned, reply (public), note (internal)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer')
    /** JSON of what else changed (the assignee before and after). */
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_ticket_events_ticket_idx')
    .on('support_ticket_events')
    .columns(['ticket_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_ticket_events').execute();
  await db.schema.dropTable('support_tickets').execute();
}
