import fc from 'fast-check';

// Plausible values by field name. The schema says "a string" or "a number or a string" for most
// fields; the service's own rules (a 10-digit mobile, a real pincode, rupees with 2 decimals) are
// refinements the JSON schema cannot carry. Without these a generated bill never passed validation
// and the fuzz never reached the invoice maths. A field no hint matches keeps the schema's values.

const hints: [RegExp, fc.Arbitrary<string | number>][] = [
  [
    /mobile|phone|contact/i,
    fc.oneof(fc.constantFrom('9123456780', '9890011111'), fc.stringMatching(/^[6-9][0-9]{9}$/)),
  ],
  [/pin/i, fc.constantFrom('411001', '560004', '110001', '400014')],
  [/email/i, fc.constantFrom('anil@example.in', 'shop@galla.local')],
  [/date/i, fc.constantFrom('2026-11-21', '21/11/2026', '2026-04-01', '2026-11-20', '2027-01-15')],
  [/gstNumber|gstin/i, fc.constantFrom('27AAPFU0939F1ZV', '29AABCK1234M1Z5')],
  [/gstType/i, fc.constantFrom('IGST', 'CGST and SGST')],
  [/gst/i, fc.constantFrom(0, 5, 12, 18, 28, '18', 'No Gst', 'IGST', 'CGST and SGST')],
  [/imei|productNote/i, fc.constantFrom('490154203237518', '356938035643809')],
  [/password/i, fc.constantFrom('demo1234', 'Secret@123')],
  [/otp/i, fc.constantFrom('123456', '000000')],
  [
    /price|amount|mrp|discount|downPayment|finance|total/i,
    fc.oneof(
      fc.constantFrom(118, 100.5, '118.00', 0),
      fc.integer({ min: 0, max: 1_000_000 }).map((p) => p / 100),
    ),
  ],
  [/quantity|qty/i, fc.constantFrom(1, 2, 3, '1', 2.5, 10)],
  [/hsn/i, fc.constantFrom('39269099', '8517', '1006')],
  [/months|emi$/i, fc.constantFrom(1, 3, 6, 12)],
  [/serial|billNo/i, fc.integer({ min: 1, max: 200 })],
  [/quickCheckout/i, fc.constantFrom('yes', 'no')],
  [/mode/i, fc.constantFrom('cash', 'card', 'upi', 'finance', 'debit', 'digitalWallet')],
  [/type/i, fc.constantFrom('GST', 'NOGST', 'IGST', 'CGST and SGST', 'retailer')],
  [
    /name|address|city|remark|note|desc|search|scan/i,
    fc.constantFrom('Anil Kumar', 'FC Road, Pune', 'Cover', 'Samsung', 'ram'),
  ],
];

/** A plausible value for a field of this name, or undefined when no hint applies. */
export function hintFor(key: string | undefined): fc.Arbitrary<string | number> | undefined {
  if (!key) return undefined;
  return hints.find(([pattern]) => pattern.test(key))?.[1];
}
