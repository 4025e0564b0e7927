import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeStates,
  gstStates,
  isActiveStateCode,
  isLegacyStateCode,
  stateByCode,
  usesUtgst,
} from './gst-states.js';

const ACTIVE_CODES = [
  ...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
    (c) => c !== '25' && c !== '28',
  ),
  '97',
];

describe('GST state codes', () => {
  it('lists every active code from GST.md once, in order', () => {
    expect(activeStates.map((s) => s.code)).toEqual(ACTIVE_CODES);
    expect(new Set(gstStates.map((s) => s.code)).size).toBe(gstStates.length);
    expect(gstStates.map((s) => s.code)).toEqual([...gstStates.map((s) => s.code)].sort());
  });

  it.each([
    ['01', 'Jammu and Kashmir', 'ut-with-legislature'],
    ['04', 'Chandigarh', 'ut'],
    ['07', 'Delhi', 'ut-with-legislature'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'ut'],
    ['27', 'Maharashtra', 'state'],
    ['29', 'Karnataka', 'state'],
    ['34', 'Puducherry', 'ut-with-legislature'],
    ['36', 'Telangana', 'state'],
    ['37', 'Andhra Pradesh', 'state'],
    ['38', 'Ladakh', 'ut'],
    ['97', 'Other Territory', 'ut'],
  ])('%s is %s (%s)', (code, name, kind) => {
    expect(stateByCode(code)).toEqual({ code, name, kind, legacy: false });
  });

  it('keeps 25 and 28 for old records only', () => {
    for (const code of ['25', '28']) {
      expect(isLegacyStateCode(code)).toBe(true);
      expect(isActiveStateCode(code)).toBe(false);
      expect(stateByCode(code)?.legacy).toBe(true);
      expect(activeStates.some((s) => s.code === code)).toBe(false);
    }
    expect(isLegacyStateCode('27')).toBe(false);
  });

  it('knows nothing of other codes', () => {
    for (const code of ['00', '39', '96', '99', '7', '007', '', ' 27']) {
      expect(stateByCode(code)).toBeUndefined();
      expect(isActiveStateCode(code)).toBe(false);
      expect(isLegacyStateCode(code)).toBe(false);
      expect(() => usesUtgst(code)).toThrow(RangeError);
    }
  });

  it('charges UTGST exactly in the union territories without a legislature', () => {
    const utgst = activeStates.filter((s) => usesUtgst(s.code)).map((s) => s.code);
    expect(utgst).toEqual(['04', '26', '31', '35', '38', '97']);
    expect(usesUtgst('07')).toBe(false);
    expect(usesUtgst('27')).toBe(false);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(gstStates)).toBe(true);
    expect(Object.isFrozen(activeStates)).toBe(true);
    expect(Object.isFrozen(gstStates[0])).toBe(true);
  });

  it('looks up every listed code and only those', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (n) => {
        const code = String(n).padStart(2, '0');
        expect(isActiveStateCode(code)).toBe(ACTIVE_CODES.includes(code));
        expect(stateByCode(code)?.code ?? code).toBe(code);
      }),
    );
  });
});
