import type { Kysely } from 'kysely';

// Sessions end after a time without use (platform/auth/sessions.ts): each session remembers when it
// was last used and how long it may stay idle, copied from its shop's setting when it starts (and
// rewritten when the owner changes the setting), so checking it needs no second lookup.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('idle_seconds', 'integer').execute();
  // Days a session of this shop may go unused; null: the server's default (SESSION_IDLE_DAYS).
  await db.schema.alterTable('shops').addColumn('session_idle_days', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('session_idle_days').execute();
  await db.schema.alterTable('sessions').dropColumn('idle_seconds').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
