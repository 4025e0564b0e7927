import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';
import { testDialect } from '../../test/test-databases.js';
import { productBody } from '../inventory/test-helpers.js';
import { compactSearchIndexes, optimizeSearchIndexes, searchIndexSegments } from './search-index.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(() => t.close());

const names = async (term: string) =>
  (
    (
      await t.call('POST', 'inventory/searchProduct', {
        token,
        body: { type: 'model', name: term, page: 1, numberOfItems: 50 },
      })
    ).body.data as { modelName: string }[]
  ).map((i) => i.modelName);

async function addOwnProducts(count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await t.call('POST', 'inventory/addModel', {
      token,
      body: productBody({ modelName: `Qwertyz Dabba No ${i}` }),
    });
    expect(res.http).toBe(200);
  }
}

describe.runIf(testDialect === 'sqlite')('upkeep of the search indexes (SQLite FTS5)', () => {
  it('merges the segments that one-by-one product adds leave behind, and search finds the same', async () => {
    await addOwnProducts(12);
    const before = await names('qwertyz');
    expect(before).toHaveLength(12);
    expect(await searchIndexSegments(t.db, 'products_own_fts')).toBeGreaterThan(1);

    await compactSearchIndexes(t.db, 'sqlite');

    expect(await searchIndexSegments(t.db, 'products_own_fts')).toBe(1);
    expect(await names('qwertyz')).toEqual(before);
    expect(await names('dabba no 7')).toEqual(['Qwertyz Dabba No 7']);
  });

  it('optimizes both indexes into one segment after an import', async () => {
    await addOwnProducts(6);
    await optimizeSearchIndexes(t.db, 'sqlite');
    expect(await searchIndexSegments(t.db, 'products_own_fts')).toBe(1);
    expect(await searchIndexSegments(t.db, 'models_fts')).toBeLessThanOrEqual(1);
    expect(await names('qwertyz dabba')).toHaveLength(6);
  });
});

describe.runIf(testDialect === 'postgres')('upkeep of the search indexes (PostgreSQL)', () => {
  it('leaves the trigram index to PostgreSQL: nothing to do, and search is unchanged', async () => {
    await addOwnProducts(3);
    await optimizeSearchIndexes(t.db, 'postgres');
    await compactSearchIndexes(t.db, 'postgres');
    expect(await names('qwertyz')).toHaveLength(3);
  });
});
