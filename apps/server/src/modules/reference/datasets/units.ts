// Units of quantity for products and bill lines. Ids are permanent (1 'Pcs' is the default unit,
// operations spec §9). `uqc` is the GST Unique Quantity Code that GSTR-1's HSN summary asks for.
// Quantities are kept in thousandths, so a unit that allows fractions sells up to 3 decimals.

export interface UnitSeed {
  readonly id: number;
  readonly abbreviation: string;
  readonly name: string;
  readonly uqc: string;
  readonly allowsFraction: boolean;
}

export const DEFAULT_UNIT_ID = 1;

const count = (id: number, abbreviation: string, name: string, uqc: string): UnitSeed => ({
  id,
  abbreviation,
  name,
  uqc,
  allowsFraction: false,
});
const measure = (id: number, abbreviation: string, name: string, uqc: string): UnitSeed => ({
  id,
  abbreviation,
  name,
  uqc,
  allowsFraction: true,
});

export const units: readonly UnitSeed[] = [
  count(1, 'Pcs', 'Pieces', 'PCS'),
  count(2, 'Nos', 'Numbers', 'NOS'),
  count(3, 'Box', 'Box', 'BOX'),
  count(4, 'Pack', 'Pack', 'PAC'),
  count(5, 'Set', 'Set', 'SET'),
  count(6, 'Pair', 'Pair', 'PRS'),
  count(7, 'Dozen', 'Dozen', 'DOZ'),
  measure(8, 'Kg', 'Kilogram', 'KGS'),
  measure(9, 'g', 'Gram', 'GMS'),
  measure(10, 'Qtl', 'Quintal', 'QTL'),
  measure(11, 'Tonne', 'Tonne', 'MTS'),
  measure(12, 'L', 'Litre', 'LTR'),
  measure(13, 'ml', 'Millilitre', 'MLT'),
  measure(14, 'm', 'Metre', 'MTR'),
  measure(15, 'cm', 'Centimetre', 'CMS'),
  measure(16, 'ft', 'Feet', 'OTH'),
  measure(17, 'Sq ft', 'Square feet', 'SQF'),
  measure(18, 'Sq m', 'Square metre', 'SQM'),
  count(19, 'Roll', 'Roll', 'ROL'),
  count(20, 'Bag', 'Bag', 'BAG'),
  count(21, 'Bottle', 'Bottle', 'BTL'),
  count(22, 'Can', 'Can', 'CAN'),
  count(23, 'Carton', 'Carton', 'CTN'),
  count(24, 'Bundle', 'Bundle', 'BDL'),
  count(25, 'Strip', 'Strip', 'OTH'),
  count(26, 'Tab', 'Tablet', 'TBS'),
  count(27, 'Tube', 'Tube', 'TUB'),
  count(28, 'Unit', 'Unit', 'UNT'),
];
