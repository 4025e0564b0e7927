import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import { execute } from './held-connection.js';

// A query that is the same every time but for its values, built and compiled by Kysely once per
// dialect and then run with each call's values bound in the same places. Kysely builds an immutable
// query tree and compiles it to SQL on every run: for the few queries of a bill's save that are still
// built that way (shop, walk-in customer, products, counter) that was an eighth of the bill writer's
// time, more than some of the statements themselves. Handing the connection the same SQL text each
// time also spares the prepared-statement cache from hashing new text (statement-cache.ts).
//
// `build` receives stand-ins for the values: it must only pass them where Kysely takes a value
// (never branch on them or put them in the SQL text). An array value gets one stand-in per element,
// so a list of another length compiles once more.

const SLOT = Symbol('reusable query value');
type Slot = { readonly [SLOT]: string };
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

// Where each parameter comes from: a value by name (an element of it, for a list), or a constant
// the query itself holds. Worked out once, at compile time.
type Source = { name: string; index: number | null } | { constant: unknown };
type Compiled = { query: CompiledQuery; sources: Source[] };

// Called on every run: a plain loop, no intermediate arrays.
function shapeOf(values: Record<string, unknown>): string {
  let shape = '';
  for (const name in values) {
    const value = values[name];
    shape += Array.isArray(value) ? `${name}[${value.length}],` : `${name},`;
  }
  return shape;
}

function standInsFor(values: Record<string, unknown>): Record<string, Slot | Slot[]> {
  const standIns: Record<string, Slot | Slot[]> = {};
  for (const [name, value] of Object.entries(values)) {
    standIns[name] = Array.isArray(value)
      ? value.map((_, i) => ({ [SLOT]: `${name}.${i}` }))
      : { [SLOT]: name };
  }
  return standIns;
}

function sourceOf(slot: string): Source {
  const dot = slot.indexOf('.');
  return dot < 0
    ? { name: slot, index: null }
    : { name: slot.slice(0, dot), index: Number(slot.slice(dot + 1)) };
}

function valueFrom(values: Record<string, unknown>, source: Source): unknown {
  if ('constant' in source) return source.constant;
  const value = values[source.name];
  return source.index === null ? value : (value as unknown[])[source.index];
}

export function reusableQuery<V extends Record<string, unknown>, R>(
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => Promise<R[]> {
  // Per dialect (its adapter's class) and shape of the values.
  const compiled = new Map<unknown, Map<string, Compiled>>();
  return async (db, values) => {
    const dialect = db.getExecutor().adapter.constructor;
    let shapes = compiled.get(dialect);
    if (!shapes) {
      shapes = new Map();
      compiled.set(dialect, shapes);
    }
    const shape = shapeOf(values);
    let entry = shapes.get(shape);
    if (!entry) {
      const standIns = standInsFor(values);
      const query = build(db, standIns as unknown as V).compile();
      const slots = query.parameters.filter(isSlot).map((p) => p[SLOT]);
      const bound = new Set(slots);
      const unbound = Object.values(standIns)
        .flat()
        .find((standIn) => !bound.has(standIn[SLOT]));
      if (unbound) throw new Error(`reusableQuery: the value ${unbound[SLOT]} is not bound as a parameter`);
      const sources = query.parameters.map((p) => (isSlot(p) ? sourceOf(p[SLOT]) : { constant: p }));
      entry = { query, sources };
      shapes.set(shape, entry);
    }
    const parameters = entry.sources.map((source) => valueFrom(values, source));
    const result = await execute<R>(db, { ...entry.query, parameters } as CompiledQuery<R>);
    return result.rows;
  };
}
