import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { createTestDatabase, testDialect } from '../../test/test-databases.js';
import { checkBills, type Saved, saveBills, setUpProducts } from './process-test-helpers.js';

// What a crash of the server process does to bills (not a power cut: after a SIGKILL the operating
// system still writes out its page cache, so this passes with synchronous=OFF too; what a power cut
// needs, synchronous=FULL, is set in db/database.ts and not proved here). The real server runs as a
// child process on a SQLite file; bills are saved concurrently with Idempotency-Keys, the server is
// SIGKILLed while saves are in flight (asserted: some were sent and never answered), started again
// on the same file, and the bills never acknowledged are sent again with the same keys. Every
// acknowledged bill must be there once, with the number it was given; numbers run 1..N without a gap
// or a repeat; stock equals the ledger; a save cut off mid-way leaves nothing half-written.

const BILLS = 120;

describe.runIf(testDialect === 'sqlite')('billing/saveInvoice after a SIGKILL (SQLite, real server)', () => {
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await drop?.().catch(() => {});
  });

  it('after a process crash mid-save: every acknowledged bill once, numbers 1..N, stock equal to the ledger', {
    timeout: 150_000,
  }, async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    await database.handle.close();

    const first = await startServerProcess(database.url);
    servers.push(first);
    let token = await first.logInDemo();
    const products = await setUpProducts(first, token);

    // Kill the server once a third of the bills are acknowledged, with others still in flight.
    const acknowledged = new Map<string, Saved>();
    let killing: Promise<void> | undefined;
    const firstRun = await saveBills(first, token, products, {
      keys: Array.from({ length: BILLS }, (_, i) => `crash-${i + 1}`),
      concurrency: 12,
      onSaved: (key, saved) => {
        acknowledged.set(key, saved);
        if (acknowledged.size >= BILLS / 3) killing ??= first.kill('SIGKILL');
      },
      stopWhen: () => killing !== undefined,
    });
    await killing;
    expect(firstRun.refused, first.output()).toEqual([]);
    const unanswered = firstRun.unanswered;
    expect(acknowledged.size).toBeGreaterThanOrEqual(BILLS / 3);
    // Saves were in flight at the kill: sent, and cut off before their answer. (Keys never sent
    // would prove nothing about a crash.)
    expect(firstRun.inFlight.length).toBeGreaterThan(0);

    const second = await startServerProcess(database.url);
    servers.push(second);
    token = await second.logInDemo();
    // The unanswered ones again, with the same keys; and a few answered ones, which must come back
    // with their first answer rather than as new bills.
    const again = [...unanswered, ...[...acknowledged.keys()].slice(0, 10)];
    const secondRun = await saveBills(second, token, products, { keys: again, concurrency: 8 });
    expect(secondRun.refused, second.output()).toEqual([]);
    expect(secondRun.unanswered).toEqual([]);
    for (const [key, saved] of secondRun.saved) {
      const before = acknowledged.get(key);
      if (before) expect(saved).toEqual(before);
    }
    await second.kill('SIGTERM');

    const check = openDatabase(database.url);
    try {
      await checkBills(check.db, products, { bills: BILLS, acknowledged });
    } finally {
      await check.close();
    }
  });
});
