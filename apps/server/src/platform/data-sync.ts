import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

// Brings tables of committed data (reference lists, the catalogue) in line with the code at
// start-up. Each data set carries the hash of its rows; a set whose hash matches
// reference_data_versions is skipped, so an unchanged start costs one small query. A changed set is
// upserted in its own transaction, on SQLite and PostgreSQL alike, so several instances starting
// together converge on the same rows.

const BATCH_SIZE = 500;

export interface DataSet {
  readonly name: string;
  readonly hash: string;
  apply(trx: Transaction<Database>): Promise<void>;
}

/** Rows are built lazily, so a process whose data is current never builds them. */
export function dataSet<R>(
  name: string,
  rows: () => readonly R[],
  write: (trx: Transaction<Database>, batch: R[]) => Promise<unknown>,
  prune?: (trx: Transaction<Database>, rows: readonly R[]) => Promise<void>,
): DataSet {
  let built: readonly R[] | undefined;
  const all = () => {
    built ??= rows();
    return built;
  };
  let hash: string | undefined;
  return {
    name,
    get hash() {
      hash ??= createHash('sha256').update(JSON.stringify(all())).digest('hex');
      return hash;
    },
    async apply(trx) {
      const list = all();
      for (let i = 0; i < list.length; i += BATCH_SIZE) {
        await write(trx, list.slice(i, i + BATCH_SIZE) as R[]);
      }
      await prune?.(trx, list);
    },
  };
}

/** Syncs every changed set, in order; returns the names of the sets it wrote. */
export async function syncDataSets(db: Kysely<Database>, sets: readonly DataSet[]): Promise<string[]> {
  const versions = await db.selectFrom('reference_data_versions').select(['name', 'hash']).execute();
  const current = new Map(versions.map((v) => [v.name, v.hash]));
  const written: string[] = [];
  for (const set of sets) {
    if (current.get(set.name) === set.hash) continue;
    await db.transaction().execute(async (trx) => {
      await set.apply(trx);
      await trx
        .insertInto('reference_data_versions')
        .values({ name: set.name, hash: set.hash })
        .onConflict((oc) => oc.column('name').doUpdateSet({ hash: set.hash }))
        .execute();
    });
    written.push(set.name);
  }
  return written;
}
