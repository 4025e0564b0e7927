import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { createTestDatabase, testDialect } from '../../test/test-databases.js';
import { checkBills, type Saved, saveBills, setUpProducts } from './process-test-helpers.js';

// ARCHITECTURE.md §4: several stateless app instances share one PostgreSQL. Two real server
// processes on one database save bills of the same shop at the same time; the counter row's lock
// must hand out every number once, with no gap, and stock must still equal the ledger.

const BILLS_EACH = 50;

describe.runIf(testDialect === 'postgres')(
  'billing/saveInvoice from two server processes (PostgreSQL)',
  () => {
    const servers: ServerProcess[] = [];
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      for (const server of servers) await server.kill('SIGKILL');
      await drop?.().catch(() => {});
    });

    it('numbers every bill once, 1..N, and keeps stock equal to the ledger', {
      timeout: 150_000,
    }, async () => {
      const database = await createTestDatabase();
      drop = database.drop;
      // One after the other: each runs the start-up checks (migrations, reference data) on its own.
      const a = await startServerProcess(database.url);
      servers.push(a);
      const b = await startServerProcess(database.url);
      servers.push(b);
      const token = await a.logInDemo();
      const products = await setUpProducts(a, token);

      const keys = (prefix: string) => Array.from({ length: BILLS_EACH }, (_, i) => `${prefix}-${i + 1}`);
      const [viaA, viaB] = await Promise.all([
        saveBills(a, token, products, { keys: keys('a'), concurrency: 8 }),
        saveBills(b, token, products, { keys: keys('b'), concurrency: 8 }),
      ]);
      for (const run of [viaA, viaB]) {
        expect(run.refused, a.output() + b.output()).toEqual([]);
        expect(run.unanswered).toEqual([]);
      }
      const acknowledged = new Map<string, Saved>([...viaA.saved, ...viaB.saved]);
      expect(acknowledged.size).toBe(2 * BILLS_EACH);
      await checkBills(database.handle.db, products, { bills: 2 * BILLS_EACH, acknowledged });
    });
  },
);
