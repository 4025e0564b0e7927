import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// `npm run bench -- --postgres`: a throwaway PostgreSQL cluster (scripts/pg-cluster.sh, as the
// tests use) with one fresh database for the server. The tests' cluster runs without fsync; the
// bench asks for a durable one (GALLA_PG_DURABLE=1), so a PostgreSQL figure is comparable with
// SQLite's synchronous=FULL.

export type ThrowawayPostgres = { url: string; stop: () => void };

export async function startPostgres(root: string): Promise<ThrowawayPostgres> {
  const script = path.join(root, 'scripts/pg-cluster.sh');
  // Its own temp folder: the cluster runs as the postgres user, who cannot enter a 0700 work dir.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-pg-'));
  const admin = execFileSync('bash', [script, 'start', dir], {
    encoding: 'utf8',
    env: { ...process.env, GALLA_PG_DURABLE: '1' },
  }).trim();
  const stop = () => execFileSync('bash', [script, 'stop', dir]);
  try {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('create database galla_bench');
    await client.end();
  } catch (error) {
    stop();
    throw error;
  }
  return { url: admin.replace(/\/postgres$/, '/galla_bench'), stop };
}
