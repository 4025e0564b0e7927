import { type Kysely, PostgresAdapter } from 'kysely';

// The few places where SQLite and PostgreSQL DDL differ. Migrations import only this and Kysely.
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// An auto-numbered integer primary key on either dialect.
export function idType(db: Kysely<any>) {
  return isPostgres(db) ? ('serial' as const) : ('integer' as const);
}
