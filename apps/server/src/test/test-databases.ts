import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../db/database.js';
import { prepareDatabase } from '../db/prepare.js';

// Each test gets a database of its own, copied from a template that is migrated, loaded with the
// reference data and seeded with the demo shop once per worker: a file copy on SQLite, CREATE
// DATABASE … TEMPLATE on PostgreSQL. GALLA_TEST_DB picks the dialect (sqlite by default).
export const testDialect = process.env.GALLA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

let sqliteTemplate: Promise<string> | undefined;
// Inside the run's scratch folder (test/global-setup.ts), one folder per worker.
const workDir = mkdtempSync(join(process.env.GALLA_TEST_TMP ?? tmpdir(), 'worker-'));

async function sqliteDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  sqliteTemplate ??= (async () => {
    const path = join(workDir, 'template.db');
    const handle = openDatabase(path);
    await prepareDatabase(handle, { seedDemo: true });
    await handle.close();
    return path;
  })();
  const template = await sqliteTemplate;
  const path = join(workDir, `${randomBytes(6).toString('hex')}.db`);
  copyFileSync(template, path);
  return {
    url: path,
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    },
  };
}

let pgTemplate: Promise<string> | undefined;

function adminUrl(): string {
  const url = process.env.GALLA_TEST_PG_URL;
  if (!url) throw new Error('GALLA_TEST_DB=postgres needs GALLA_TEST_PG_URL (an admin connection URL)');
  return url;
}

function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

// CREATE DATABASE from one template cannot run twice at once, and the template must be built by one
// worker only: both are serialised with an advisory lock held on the admin connection.
async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => {});
    await client.end();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  pgTemplate ??= withAdmin(async (admin) => {
    const name = `galla_tpl_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const handle = openDatabase(urlFor(name), { poolSize: 2 });
    await prepareDatabase(handle, { seedDemo: true });
    await handle.close();
    return name;
  });
  const template = await pgTemplate;
  const name = `galla_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: urlFor(name),
    drop: () =>
      withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}

export async function createTestDatabase(): Promise<{
  handle: DbHandle;
  url: string;
  drop: () => Promise<void>;
}> {
  const created = testDialect === 'postgres' ? await postgresDatabase() : await sqliteDatabase();
  const handle = openDatabase(created.url, { poolSize: 5 });
  return {
    handle,
    url: created.url,
    drop: async () => {
      await handle.close();
      await created.drop();
    },
  };
}
