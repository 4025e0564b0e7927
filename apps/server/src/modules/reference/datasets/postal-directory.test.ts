import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cities } from './cities.js';
import { cleanDistrictName } from './district-rules.js';
import {
  assignCityIds,
  type DumpRow,
  dumpPath,
  generateFromDump,
  parseDump,
  pincodesByCity,
  placeOf,
} from './postal-directory.js';

const committed = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');

describe('the generated files', () => {
  it('are exactly what generate.ts makes from the installed dump (regenerating changes nothing)', () => {
    const generated = generateFromDump(readFileSync(dumpPath(), 'utf8'), cities);
    expect(generated.assignment.added).toEqual([]);
    expect(generated.assignment.missing).toEqual([]);
    expect(generated.citiesSource).toBe(committed('./cities.ts'));
    expect(generated.pincodesSource).toBe(committed('./pincodes.ts'));
  });
});

describe('reading the dump', () => {
  it('parses tab-separated rows and skips malformed ones', () => {
    const text = [
      'IN\t411001\tPune H.O\tMaharashtra\t16\tPune\t521\tPune City\t\t18.5\t73.8\t4',
      'IN\t41100\tShort\tMaharashtra\t16\tPune\t521\t\t\t\t\t',
      'IN\t411002\tNo district\tMaharashtra\t16\t\t\t\t\t\t\t',
      '',
    ].join('\n');
    expect([...parseDump(text)]).toEqual([{ pincode: '411001', stateName: 'Maharashtra', district: 'Pune' }]);
  });

  it('maps old state names and moved districts', () => {
    expect(placeOf({ stateName: 'Jammu & Kashmir', district: 'Leh' })).toEqual({ stateId: 38, name: 'Leh' });
    expect(placeOf({ stateName: 'Jammu & Kashmir', district: 'Jammu' })).toEqual({
      stateId: 1,
      name: 'Jammu',
    });
    expect(placeOf({ stateName: 'Andhra Pradesh', district: 'Hyderabad' })).toEqual({
      stateId: 36,
      name: 'Hyderabad',
    });
    expect(placeOf({ stateName: 'Andhra Pradesh', district: 'Guntur' })).toEqual({
      stateId: 37,
      name: 'Guntur',
    });
    expect(placeOf({ stateName: 'Daman & Diu', district: 'Daman' })).toEqual({ stateId: 26, name: 'Daman' });
    expect(placeOf({ stateName: 'Dadra & Nagar Haveli', district: 'Dadra & Nagar Haveli' })).toEqual({
      stateId: 26,
      name: 'Dadra and Nagar Haveli',
    });
    expect(placeOf({ stateName: 'Chattisgarh', district: 'Kawardha' })).toEqual({
      stateId: 22,
      name: 'Kabirdham',
    });
    expect(placeOf({ stateName: 'Maharashtra', district: 'Raigarh(MH)' })).toEqual({
      stateId: 27,
      name: 'Raigad',
    });
    expect(() => placeOf({ stateName: 'Atlantis', district: 'X' })).toThrow(/Unknown state/);
  });

  it('tidies district names', () => {
    expect(cleanDistrictName('  Bilaspur (HP) ')).toBe('Bilaspur');
    expect(cleanDistrictName('Aurangabad(BH)')).toBe('Aurangabad');
    expect(cleanDistrictName('MORBI')).toBe('Morbi');
    expect(cleanDistrictName('Janjgir-champa')).toBe('Janjgir-Champa');
    expect(cleanDistrictName('North  24 Parganas')).toBe('North 24 Parganas');
    expect(cleanDistrictName('Kaimur (Bhabua)')).toBe('Kaimur (Bhabua)');
  });
});

describe('city ids', () => {
  const existing = [
    { id: 27001, stateId: 27, name: 'Pune' },
    { id: 27005, stateId: 27, name: 'Mumbai' },
    { id: 7001, stateId: 7, name: 'Central Delhi' },
  ];

  it('keep existing ids, append new cities after the highest id of their state, and keep vanished ones', () => {
    const result = assignCityIds(existing, [
      { stateId: 27, name: 'Thane' },
      { stateId: 27, name: 'pune' },
      { stateId: 27, name: 'Nashik' },
      { stateId: 38, name: 'Leh' },
      { stateId: 27, name: 'Mumbai' },
    ]);
    expect(result.added).toEqual([
      { id: 27006, stateId: 27, name: 'Nashik' },
      { id: 27007, stateId: 27, name: 'Thane' },
      { id: 38001, stateId: 38, name: 'Leh' },
    ]);
    expect(result.missing).toEqual([{ id: 7001, stateId: 7, name: 'Central Delhi' }]);
    expect(result.cities.map((c) => c.id)).toEqual([7001, 27001, 27005, 27006, 27007, 38001]);
  });
});

describe('pincode assignment', () => {
  const row = (pincode: string, district: string): DumpRow => ({
    pincode,
    stateName: 'Maharashtra',
    district,
  });
  const known = [
    { id: 27001, stateId: 27, name: 'Pune' },
    { id: 27002, stateId: 27, name: 'Satara' },
  ];

  it('gives a pincode spanning districts to the one with most post offices, the lower id on a tie', () => {
    const byCity = pincodesByCity(
      [
        row('412801', 'Satara'),
        row('412801', 'Pune'),
        row('412801', 'Satara'),
        row('411001', 'Pune'),
        row('415001', 'Satara'),
        row('415001', 'Pune'),
      ],
      known,
    );
    expect(Object.fromEntries(byCity)).toEqual({ 27001: ['411001', '415001'], 27002: ['412801'] });
  });

  it('refuses a district that the city list lacks', () => {
    expect(() => pincodesByCity([row('411001', 'Nowhere')], known)).toThrow(/run the generator/);
  });
});
