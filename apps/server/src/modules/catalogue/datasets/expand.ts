import { rupeesToPaise } from '@galla/domain/money';
// Helpers that expand the compact catalogue tables into ModelSeed rows, deterministically.
//
// A data file lists groups; a group has a permanent first id and a tax class (category, HSN, GST rate,
// unit) shared by its rows; each row names a brand, a base model name, its variants and optional extra
// dimensions (colours, sizes). Expansion order is row order, then variant order, then extras in order,
// so ids depend only on the tables. To add models, append a row at the END of a group (inside the
// group's room, up to the next group's first id) or append a new group with a fresh first id. Never
// reorder, remove or edit the variants/extras of an existing row: that would renumber the models after it.

import { brandIdOf, NOT_KNOWN_BRAND_ID } from './brands.js';

export interface ModelSeed {
  readonly id: number;
  readonly categoryId: number;
  readonly brandId: number;
  readonly name: string;
  readonly hsn: string;
  /** GST rate in basis points (1800 = 18%) in force from 22-09-2025 (GST 2.0). */
  readonly gstRateBps: number;
  /** Printed MRP in paise; null for goods sold without one (loose produce, gold by weight …). */
  readonly mrpPaise: number | null;
  readonly unitId: number;
}

/** A GST rate in basis points, or a rule on the MRP in rupees (apparel and footwear by ₹2,500). */
export type Rate = number | ((mrpRupees: number | null) => number);

export interface Kind {
  readonly categoryId: number;
  readonly hsn: string;
  readonly gst: Rate;
  /** Defaults to 1 (Pcs). */
  readonly unitId?: number;
}

/**
 * [brand, name, variants, extras?, kind override?]
 * - brand: a name from brands.ts (case-insensitive). The model name is prefixed with it unless the
 *   name already starts with it or the brand is NOT KNOWN.
 * - variants: 'suffix:mrp|suffix:mrp' with MRP in rupees ('-' for none); a number or null is a single
 *   model with that MRP and no suffix.
 * - extras: dimensions crossed after each variant, alternatives split by '|', dimensions by ' * '
 *   (e.g. 'Black|Blue * UK 7|UK 8').
 */
export type Row = readonly [
  brand: string,
  name: string,
  variants: string | number | null,
  extras?: string,
  kind?: Partial<Kind>,
];

export interface Group {
  readonly start: number;
  readonly models: readonly ModelSeed[];
}

export interface CatalogueFile {
  readonly file: string;
  readonly firstId: number;
  readonly lastId: number;
  readonly models: readonly ModelSeed[];
}

/** Apparel, made-ups and footwear: 5% up to ₹2,500 a piece (or pair), 18% above. */
export const upTo2500: Rate = (mrp) => (mrp !== null && mrp > 2500 ? 1800 : 500);

const PCS = 1;

function parseVariants(spec: string | number | null): [string, number | null][] {
  if (spec === null || typeof spec === 'number') return [['', spec]];
  return spec.split('|').map((part) => {
    const at = part.lastIndexOf(':');
    if (at < 0) throw new Error(`catalogue: variant without a price: '${part}'`);
    const price = part.slice(at + 1).trim();
    return [part.slice(0, at).trim(), price === '-' ? null : Number(price)];
  });
}

function parseExtras(spec: string | undefined): string[] {
  if (!spec) return [''];
  return spec
    .split(' * ')
    .reduce<string[]>(
      (acc, dimension) => acc.flatMap((head) => dimension.split('|').map((alt) => `${head} ${alt.trim()}`)),
      [''],
    );
}

function fullName(brand: string, brandId: number, base: string, suffix: string, extra: string): string {
  const starts =
    base.toLowerCase().startsWith(brand.toLowerCase()) && /^($|[\s\-'’])/.test(base.slice(brand.length));
  const prefix = brandId === NOT_KNOWN_BRAND_ID || starts ? '' : brand;
  return `${prefix} ${base} ${suffix} ${extra}`.replace(/\s+/g, ' ').trim();
}

const toPaise = (rupees: number | null): number | null => {
  if (rupees === null) return null;
  const paise = rupeesToPaise(rupees);
  if (paise <= 0) throw new Error(`catalogue: bad MRP ${rupees}`);
  return paise;
};

/** Expands a group's rows into models numbered from `start` in table order. */
export function group(start: number, kind: Kind, rows: readonly Row[]): Group {
  const models: ModelSeed[] = [];
  for (const [brand, base, variants, extras, override] of rows) {
    const k = { ...kind, ...override };
    const brandId = brandIdOf(brand);
    for (const [suffix, mrp] of parseVariants(variants)) {
      for (const extra of parseExtras(extras)) {
        models.push({
          id: start + models.length,
          categoryId: k.categoryId,
          brandId,
          name: fullName(brand, brandId, base, suffix, extra),
          hsn: k.hsn,
          gstRateBps: typeof k.gst === 'function' ? k.gst(mrp) : k.gst,
          mrpPaise: toPaise(mrp),
          unitId: k.unitId ?? PCS,
        });
      }
    }
  }
  return { start, models };
}

/** Joins a file's groups, checking each stays inside the file's id range and its own room. */
export function catalogueFile(
  file: string,
  firstId: number,
  lastId: number,
  groups: readonly Group[],
): CatalogueFile {
  groups.forEach((g, i) => {
    const end = (groups[i + 1]?.start ?? lastId + 1) - 1;
    if (g.start < firstId || g.start + g.models.length - 1 > end) {
      throw new Error(`catalogue: ${file} group at ${g.start} overflows its room (ends ${end})`);
    }
  });
  return { file, firstId, lastId, models: groups.flatMap((g) => g.models) };
}

/** Phone memory variants: '4/128:13490|8/1TB:…' → '(4GB RAM, 128GB):13490|(8GB RAM, 1TB):…'. */
export function memory(spec: string): string {
  return spec
    .split('|')
    .map((part) => {
      const [mem, price] = part.split(':');
      const [ram, rom] = (mem ?? '').split('/');
      const storage = rom?.endsWith('TB') ? rom : `${rom}GB`;
      return `(${ram}GB RAM, ${storage}):${price}`;
    })
    .join('|');
}
