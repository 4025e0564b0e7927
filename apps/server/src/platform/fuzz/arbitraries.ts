import fc from 'fast-check';
import { hintFor } from './field-hints.js';
import { hostileString, hostileValue, malformedJson } from './hostile-values.js';
import type { JsonSchema, Operation } from './operations.js';

// fast-check arbitraries from an operation's JSON schema. Plausible values follow the schema (types,
// enums, patterns, bounds), so a good share of requests pass validation and reach the service;
// hostile ones replace any value with a hostile one, drop required fields and add unknown ones.

export type GenOptions = {
  hostile: boolean;
  /** When given, every id-named field (productId, invoiceId, id …) takes one of these numbers. */
  ids?: readonly number[];
};

export const ID_KEY = /^id$|Id$|ID$|_id$/;
const MAX_DEPTH = 6;

export function hasIdField(schema: JsonSchema | undefined, depth = 0): boolean {
  if (!schema || depth > MAX_DEPTH) return false;
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (schema.items) nested.push(schema.items);
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    if (ID_KEY.test(key)) return true;
    nested.push(value);
  }
  return nested.some((s) => hasIdField(s, depth + 1));
}

export function valueFor(schema: JsonSchema, o: GenOptions, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleFor(schema, o, key, depth);
  if (!o.hostile) return plausible;
  return fc.oneof({ weight: 6, arbitrary: plausible }, { weight: 1, arbitrary: hostileValue });
}

function plausibleFor(schema: JsonSchema, o: GenOptions, key: string | undefined, depth: number) {
  const base = baseFor(schema, o, key, depth);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, fc.constant(null)) : base;
}

function baseFor(
  s: JsonSchema,
  o: GenOptions,
  key: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  if (key && o.ids && o.ids.length > 0 && ID_KEY.test(key) && takesNumber(s)) {
    const id = fc.constantFrom(...o.ids);
    return fc.oneof({ weight: 4, arbitrary: id }, id.map(String));
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  // A field named like a mobile, an amount or a date gets such values when its schema allows a
  // string or a number; hostile runs mix in the schema's own values too.
  const hint = takesHint(s) ? hintFor(key) : undefined;
  if (hint && !o.hostile) return hint;
  if (hint) return fc.oneof(hint, schemaValueFor(s, o, key, depth));
  return schemaValueFor(s, o, key, depth);
}

function schemaValueFor(
  s: JsonSchema,
  o: GenOptions,
  key: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueFor(a, o, key, depth + 1)));
  if (s.allOf?.length) return baseFor(Object.assign({}, ...s.allOf), o, key, depth);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => baseFor({ ...s, type }, o, key, depth)));
  switch (s.type ?? (s.properties ? 'object' : undefined)) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return integerFor(s);
    case 'number':
      return fc.oneof(
        { weight: 3, arbitrary: integerFor(s) },
        // Rupees and quantities carry 2 or 3 decimals.
        fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100),
        fc.double({ min: lower(s) ?? -1e6, max: upper(s) ?? 1e6, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > MAX_DEPTH) return fc.constant([]);
      return fc.array(valueFor(s.items ?? {}, o, key, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectFor(s, o, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: -5, max: 50 }), fc.boolean());
  }
}

function takesNumber(s: JsonSchema): boolean {
  const types = [s.type, ...(s.anyOf ?? []).map((a) => a.type)].flat();
  return types.includes('integer') || types.includes('number');
}

function takesHint(s: JsonSchema): boolean {
  const types = [s.type, ...(s.anyOf ?? []).map((a) => a.type)].flat();
  if (s.anyOf?.some((a) => a.anyOf)) return takesHint({ anyOf: s.anyOf.flatMap((a) => a.anyOf ?? [a]) });
  return (
    types.some((t) => t === 'string' || t === 'number' || t === 'integer') &&
    !types.includes('boolean') &&
    !types.includes('array') &&
    !types.includes('object')
  );
}

function lower(s: JsonSchema): number | undefined {
  if (typeof s.exclusiveMinimum === 'number') return s.exclusiveMinimum + 1;
  if (s.minimum === undefined) return undefined;
  return s.exclusiveMinimum === true ? s.minimum + 1 : s.minimum;
}
function upper(s: JsonSchema): number | undefined {
  if (typeof s.exclusiveMaximum === 'number') return s.exclusiveMaximum - 1;
  if (s.maximum === undefined) return undefined;
  return s.exclusiveMaximum === true ? s.maximum - 1 : s.maximum;
}

// Small integers most of the time (they are real ids, quantities and serials), the bounds sometimes.
function integerFor(s: JsonSchema): fc.Arbitrary<number> {
  const lo = Math.max(lower(s) ?? -1000, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(upper(s) ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  if (lo > hi) return fc.constant(lo);
  const small = fc.integer({ min: lo, max: Math.min(hi, Math.max(lo, 0) + 60) });
  return fc.oneof({ weight: 4, arbitrary: small }, fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi));
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(s.maxLength ?? 24, 24);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  if (s.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(s.pattern));
      return s.maxLength === undefined ? matching : matching.filter((v) => v.length <= s.maxLength!);
    } catch {
      // A pattern fast-check cannot generate from: plain strings, which test the refusal instead.
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    // Many fields are numbers, dates or phone numbers in a string.
    fc.integer({ min: 0, max: 99_999_999 }).map(String),
    fc.constantFrom('9876543210', '2026-11-21', '21/11/2026', '411001', '18', '118.00', 'cash', 'GST'),
  );
}

function objectFor(s: JsonSchema, o: GenOptions, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant({});
  const properties = s.properties ?? {};
  const required = new Set(o.hostile ? [] : (s.required ?? []));
  // An optional field is left out three times in four: a request that sends every optional figure
  // (the client's line amounts, the finance plan) almost never agrees with itself, and so would
  // never reach the service. Absent fields are undefined, which JSON.stringify leaves out.
  const model = Object.fromEntries(
    Object.entries(properties).map(([k, v]) => {
      const value = valueFor(v, o, k, depth + 1);
      return [k, required.has(k) ? value : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, value)];
    }),
  ) as Record<string, fc.Arbitrary<unknown>>;
  const record = fc.record(model);
  if (!o.hostile) return record;
  return fc
    .tuple(record, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

// ---------------------------------------------------------------------------------------------
// Whole requests

export type FuzzRequest = { url: string; payload?: string; headers: Record<string, string> };

// Percent-encodes the UTF-8 bytes; a lone surrogate (which encodeURIComponent refuses) goes as
// U+FFFD, as any HTTP client would send it.
function encodeSegment(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

const badPathSegments = fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AF', 'x'.repeat(100_000), '..%2F..');

function pathFor(op: Operation, o: GenOptions): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  if (params.length === 0) return fc.constant(op.path);
  const segment = (schema: JsonSchema, name: string) => {
    const plausible = valueFor(schema, { ...o, hostile: false }, name).map((v) => encodeSegment(String(v)));
    if (!o.hostile) return plausible;
    return fc.oneof({ weight: 3, arbitrary: plausible }, hostileString.map(encodeSegment), badPathSegments);
  };
  return fc
    .tuple(...params.map((p) => segment(p.schema, p.name)))
    .map((values) => params.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), op.path));
}

function queryFor(op: Operation, o: GenOptions): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  if (params.length === 0) return fc.constant('');
  const model = Object.fromEntries(
    params.map((p) => [
      p.name,
      o.hostile ? fc.oneof(valueFor(p.schema, o, p.name), hostileString) : valueFor(p.schema, o, p.name),
    ]),
  );
  return fc.record(model, { requiredKeys: [] }).map((values) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(values))
      search.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

// Header values must be visible ASCII, or the HTTP client itself refuses to send them.
function headersFor(op: Operation, o: GenOptions): fc.Arbitrary<Record<string, string>> {
  const params = op.parameters.filter((p) => p.in === 'header');
  const model = Object.fromEntries(
    params.map((p) => [
      p.name,
      (o.hostile ? fc.oneof(valueFor(p.schema, o, p.name), hostileString) : valueFor(p.schema, o, p.name))
        .map(String)
        .filter((v) => /^[\x21-\x7e]{0,200}$/.test(v)),
    ]),
  );
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

function payloadFor(op: Operation, o: GenOptions): fc.Arbitrary<string | undefined> {
  if (op.method === 'GET' || op.method === 'DELETE') return fc.constant(undefined);
  const json = (op.body ? valueFor(op.body, o) : o.hostile ? hostileValue : fc.constant(undefined)).map(
    (v) => (v === undefined ? undefined : JSON.stringify(v)),
  );
  return o.hostile ? fc.oneof({ weight: 8, arbitrary: json }, malformedJson) : json;
}

export function requestFor(op: Operation, o: GenOptions): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathFor(op, o), queryFor(op, o), headersFor(op, o), payloadFor(op, o))
    .map(([path, query, headers, payload]) => ({
      url: path + query,
      payload,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    }));
}
