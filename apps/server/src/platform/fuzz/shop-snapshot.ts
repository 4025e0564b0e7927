import type { TestApp } from '../../test/test-app.js';

// Everything a shop owns, read straight from the database: every row of every table with a shop_id
// column (found by introspection, so tables added later are included) that belongs to the shop.

export async function shopTables(t: TestApp): Promise<{ name: string; columns: string[] }[]> {
  const tables = await t.db.introspection.getTables();
  return tables
    .map((table) => ({ name: table.name, columns: table.columns.map((c) => c.name) }))
    .filter((table) => table.columns.includes('shop_id'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function shopSnapshot(t: TestApp, shopId: number): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of await shopTables(t)) {
    const rows = await t.db
      .selectFrom(table.name as never)
      .selectAll()
      .where('shop_id' as never, '=', shopId as never)
      .execute();
    snapshot[table.name] = rows
      .map((row) => JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? String(v) : v)))
      .sort();
  }
  return snapshot;
}

/** The ids (and bill ids) of the shop's rows: what another shop might try to reach. */
export async function shopIds(t: TestApp, shopId: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of await shopTables(t)) {
    for (const column of ['id', 'bill_id'].filter((c) => table.columns.includes(c))) {
      const rows = await t.db
        .selectFrom(table.name as never)
        .select(column as never)
        .where('shop_id' as never, '=', shopId as never)
        .execute();
      for (const row of rows as Record<string, unknown>[]) {
        const id = Number(row[column]);
        if (Number.isSafeInteger(id)) ids.add(id);
      }
    }
  }
  return [...ids].sort((a, b) => a - b);
}
