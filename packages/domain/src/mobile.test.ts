import { describe, expect, it } from 'vitest';
import { normaliseMobile } from './mobile.js';

describe('normaliseMobile', () => {
  it.each([
    ['+91 98450 12345', '9845012345'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['  9876543210 ', '9876543210'],
    ['9198765432', '9198765432'],
  ])('reads %s as %s', (typed, mobile) => {
    expect(normaliseMobile(typed)).toBe(mobile);
  });

  it.each([
    ['', 'empty'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits without a 0 in front'],
    ['+1 415 555 0100', "another country's number"],
    ['+91 98765 4321', 'a prefix and nine digits'],
    ['98765abc10', 'letters'],
    ['(98765) 43210', 'brackets'],
    ['9198765432100', 'thirteen digits'],
  ])('refuses %s (%s)', (typed) => {
    expect(normaliseMobile(typed)).toBeNull();
  });
});
