import { z } from 'zod';

// The GSTR-1 JSON of the GST portal's offline tool (GSTN's published return format, version
// GST3.2.x: b2b, b2cl, b2cs, hsn split into B2B and B2C, doc_issue), written as strict zod objects so
// a field the portal does not know fails as surely as a missing one. Source: docs/decisions.md.

const money = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');
const RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];
const rate = z.number().refine((r) => RATES.includes(r), 'not a GST rate');
const stateCode = z.string().regex(/^(0[1-9]|[1-3][0-9]|97|99)$/);
const gstin = z.string().regex(/^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$/);
const invoiceNumber = z.string().regex(/^[A-Za-z0-9/-]{1,16}$/);
const portalDate = z.string().regex(/^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-\d{4}$/);
const UQC = [
  'BAG',
  'BAL',
  'BDL',
  'BKL',
  'BOU',
  'BOX',
  'BTL',
  'BUN',
  'CAN',
  'CBM',
  'CCM',
  'CMS',
  'CTN',
  'DOZ',
  'DRM',
  'GGK',
  'GMS',
  'GRS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'NOS',
  'OTH',
  'PAC',
  'PCS',
  'PRS',
  'QTL',
  'ROL',
  'SET',
  'SQF',
  'SQM',
  'SQY',
  'TBS',
  'TGM',
  'THD',
  'TON',
  'TUB',
  'UGS',
  'UNT',
  'YDS',
  'NA',
] as const;

const itmDet = z.strictObject({
  txval: money,
  rt: rate,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});
const hsnRow = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(/^[0-9]{4,8}$/),
  desc: z.string().max(30),
  uqc: z.enum(UQC),
  qty: z.number().nonnegative(),
  rt: rate,
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});

export const ZGstr1 = z.strictObject({
  gstin,
  fp: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  version: z.string(),
  hash: z.string(),
  b2b: z.array(
    z.strictObject({
      ctin: gstin,
      inv: z.array(
        z.strictObject({
          inum: invoiceNumber,
          idt: portalDate,
          val: money,
          pos: stateCode,
          rchrg: z.enum(['Y', 'N']),
          inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE', 'CBW']),
          itms: z.array(z.strictObject({ num: z.number().int().positive(), itm_det: itmDet })).min(1),
        }),
      ),
    }),
  ),
  b2cl: z.array(
    z.strictObject({
      pos: stateCode,
      inv: z.array(
        z.strictObject({
          inum: invoiceNumber,
          idt: portalDate,
          val: money,
          itms: z
            .array(
              z.strictObject({
                num: z.number().int().positive(),
                itm_det: z.strictObject({ txval: money, rt: rate, iamt: money, csamt: money }),
              }),
            )
            .min(1),
        }),
      ),
    }),
  ),
  b2cs: z.array(
    z.union([
      z.strictObject({
        sply_ty: z.literal('INTRA'),
        pos: stateCode,
        typ: z.literal('OE'),
        rt: rate,
        txval: money,
        camt: money,
        samt: money,
        csamt: money,
      }),
      z.strictObject({
        sply_ty: z.literal('INTER'),
        pos: stateCode,
        typ: z.literal('OE'),
        rt: rate,
        txval: money,
        iamt: money,
        csamt: money,
      }),
    ]),
  ),
  hsn: z.strictObject({ hsn_b2b: z.array(hsnRow), hsn_b2c: z.array(hsnRow) }),
  doc_issue: z.strictObject({
    doc_det: z.array(
      z.strictObject({
        doc_num: z.number().int().min(1).max(12),
        doc_typ: z.string(),
        docs: z.array(
          z.strictObject({
            num: z.number().int().positive(),
            from: invoiceNumber,
            to: invoiceNumber,
            totnum: z.number().int().nonnegative(),
            cancel: z.number().int().nonnegative(),
            net_issue: z.number().int().nonnegative(),
          }),
        ),
      }),
    ),
  }),
});
export type Gstr1Json = z.infer<typeof ZGstr1>;

const figures = z.object({
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export const ZGstr3b = z.object({
  outwardTaxable: figures,
  outwardNilRatedExempt: z.object({ taxableValue: z.number() }),
  interStateUnregistered: z.array(
    z.object({ placeOfSupply: z.string(), taxableValue: z.number(), igst: z.number() }),
  ),
  taxPayable: z.object({ igst: z.number(), cgst: z.number(), sgst: z.number(), total: z.number() }),
});

export const ZGstrMonth = z.object({
  month: z.string(),
  fileName: z.string(),
  /**
   * The JSON file to import into the offline tool (ZGstr1's shape); null for a shop without a GSTIN.
   * Not checked against ZGstr1 on the way out: a line without an HSN code is reported in `warnings`
   * rather than failing the whole answer.
   */
  gstr1: z.record(z.string(), z.unknown()).nullable(),
  warnings: z.array(z.string()),
  gstr3b: ZGstr3b,
  counts: z.object({
    b2b: z.number().int(),
    b2cl: z.number().int(),
    b2cs: z.number().int(),
    bills: z.number().int(),
  }),
});
export type GstrMonth = z.infer<typeof ZGstrMonth>;
