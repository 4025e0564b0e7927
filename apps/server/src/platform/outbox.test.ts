import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDialect } from '../test/test-databases.js';
import { createOutboxWorker, enqueueMessage } from './outbox.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function worker(sms: (to: string, body: string) => Promise<void>, keepSecrets = true) {
  return createOutboxWorker({
    db: t.db,
    dialect: t.dialect,
    clock: t.clock,
    sms: { name: 'test', send: sms },
    mail: { name: 'test', send: async () => {} },
    log: t.app.log,
    keepSecrets,
  });
}

describe('the outbox', () => {
  it('delivers each message once, and blanks secrets once delivered in production', async () => {
    await enqueueMessage(t.db, t.clock, {
      channel: 'sms',
      to: '9876543210',
      body: 'OTP 123456',
      sensitive: true,
    });
    await enqueueMessage(t.db, t.clock, { channel: 'sms', to: '9876543210', body: 'Your bill' });
    const sent: string[] = [];
    const w = worker(async (_to, body) => void sent.push(body), false);
    expect(await w.drainOnce()).toBe(2);
    expect(await w.drainOnce()).toBe(0);
    expect(sent).toEqual(['OTP 123456', 'Your bill']);
    const rows = await t.db.selectFrom('outbox').select(['body', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { body: '', status: 'sent' },
      { body: 'Your bill', status: 'sent' },
    ]);
  });

  it('retries a failed delivery later, and gives up after 5 attempts', async () => {
    await enqueueMessage(t.db, t.clock, { channel: 'sms', to: '9876543210', body: 'hello' });
    const w = worker(async () => {
      throw new Error('gateway down');
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await w.drainOnce()).toBe(1);
      expect(await w.drainOnce()).toBe(0); // not due again yet
      t.clock.advance(10 * 60_000);
    }
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 5, last_error: 'Error: gateway down' });
  });

  it.runIf(testDialect === 'sqlite')(
    'with nothing due, a tick does not wait for the write lock that another connection holds',
    async () => {
      // The bill writer thread's connection, in the middle of a batch.
      const writer = new BetterSqlite3(t.databaseUrl);
      writer.prepare('begin immediate').run();
      try {
        // Had the tick tried to write, it would have waited out busy_timeout (5 s), blocking this
        // thread, and then failed with 'database is locked'.
        expect(await worker(async () => {}).drainOnce()).toBe(0);
      } finally {
        writer.prepare('rollback').run();
        writer.close();
      }
    },
  );

  it('two workers draining at once send each message once', async () => {
    for (let i = 0; i < 30; i++)
      await enqueueMessage(t.db, t.clock, { channel: 'sms', to: '9876543210', body: `m${i}` });
    const sent: string[] = [];
    const send = async (_to: string, body: string) => void sent.push(body);
    const [a, b] = [worker(send), worker(send)];
    await Promise.all([a.drainOnce(), b.drainOnce(), a.drainOnce(), b.drainOnce()]);
    await Promise.all([a.drainOnce(), b.drainOnce()]);
    expect(sent.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `m${i}`).sort());
  });
});
