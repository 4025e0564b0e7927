import { ZGstr1 } from '@galla/contracts/gstr1';
import { reportMessages } from '@galla/domain/report-range';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';
import { secondShopToken } from '../inventory/test-helpers.js';

// GSTR-1 / GSTR-3B for a month (reports/gstrMonth and its spreadsheets), on both dialects. The demo
// shop is in Maharashtra (27) with GSTIN 27AAPFU0939F1ZV; the clock stands at 2026-11-21.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoPhone);
});
afterEach(() => t.close());

const month = (m: string, as = token) =>
  t.call('POST', 'reports/gstrMonth', { token: as, body: { month: m } });
const save = (body: object) => t.call('POST', 'billing/saveInvoice', { token, body });
const customer = async (body: object) =>
  (await t.call('POST', 'billing/addCustomer', { token, body })).body.data.insertId as number;

async function november() {
  const phone = (await addProduct(t, token, { modelName: 'Redmi A3', modelQuantity: 20, HSN: '85171300' }))
    .productId;
  const tv = (
    await addProduct(t, token, {
      modelName: 'OLED TV',
      modelQuantity: 5,
      sellingPrice: 177000,
      MRP: 200000,
      purchasePrice: 150000,
      HSN: '85287217',
    })
  ).productId;
  const traders = await customer({
    customerName: 'Karnataka Traders',
    mobileNumber: '9845012345',
    stateId: 29,
    gstNumber: '29AAACR5055K1Z3',
  });
  const walkInKa = await customer({ customerName: 'Ravi', mobileNumber: '9845099999', stateId: 29 });
  // B2B, inter-state: ₹100 + ₹18 IGST.
  await save(billBody([{ productId: phone }], 118, { customerId: traders, invoice_date: '2026-11-03' }));
  // B2C small, intra-state: 2 × (₹100 + ₹9 + ₹9).
  await save(billBody([{ productId: phone, quantity: 2 }], 236, { invoice_date: '2026-11-04' }));
  // B2C large: unregistered, inter-state, over ₹1,00,000: ₹1,50,000 + ₹27,000 IGST.
  await save(
    billBody([{ productId: tv, price: 177000 }], 177000, {
      customerId: walkInKa,
      invoice_date: '2026-11-05',
    }),
  );
  const cancelled = await save(billBody([{ productId: phone }], 118, { invoice_date: '2026-11-06' }));
  await t.call('POST', 'billing/cancelInvoice', {
    token,
    body: { invoiceId: cancelled.body.data.invoiceDetails[0].invoiceId },
  });
  // Another month: not in November's return.
  await save(billBody([{ productId: phone }], 118, { invoice_date: '2026-10-30' }));
}

describe('reports/gstrMonth', () => {
  it("builds November's GSTR-1 in the offline tool's format, which passes that format's strict schema", async () => {
    await november();
    const res = await month('2026-11');
    expect(res.http).toBe(200);
    const { gstr1, gstr3b, counts, fileName, warnings } = res.body.data;
    expect(() => ZGstr1.parse(gstr1)).not.toThrow();
    expect(fileName).toBe('GSTR1_27AAPFU0939F1ZV_112026.json');
    expect(warnings).toEqual([]);
    expect(counts).toEqual({ bills: 3, b2b: 1, b2cl: 1, b2cs: 1 });
    expect(gstr1).toMatchObject({ gstin: '27AAPFU0939F1ZV', fp: '112026' });
    expect(gstr1.b2b).toEqual([
      {
        ctin: '29AAACR5055K1Z3',
        inv: [
          {
            inum: expect.any(String),
            idt: '03-11-2026',
            val: 118,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 100, rt: 18, iamt: 18, camt: 0, samt: 0, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: expect.any(String),
            idt: '05-11-2026',
            val: 177000,
            itms: [{ num: 1, itm_det: { txval: 150000, rt: 18, iamt: 27000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 200, camt: 18, samt: 18, csamt: 0 },
    ]);
    expect(gstr1.hsn.hsn_b2b).toEqual([
      expect.objectContaining({
        hsn_sc: '85171300',
        qty: 1,
        rt: 18,
        txval: 100,
        iamt: 18,
        uqc: expect.any(String),
      }),
    ]);
    expect(gstr1.hsn.hsn_b2c.map((h: { hsn_sc: string; txval: number }) => [h.hsn_sc, h.txval])).toEqual([
      ['85171300', 200],
      ['85287217', 150000],
    ]);
    // Four numbers issued in November, one of them cancelled.
    expect(gstr1.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 4, cancel: 1, net_issue: 3 });

    // 3B reconciles with the invoices it sums.
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['taxable_paise', 'igst_paise', 'cgst_paise', 'sgst_paise'])
      .where('status', '=', 1)
      .where('invoice_date', '>=', '2026-11-01')
      .execute();
    const sum = (k: keyof (typeof invoices)[number]) => invoices.reduce((s, i) => s + i[k], 0) / 100;
    expect(gstr3b.outwardTaxable).toEqual({
      taxableValue: sum('taxable_paise'),
      igst: sum('igst_paise'),
      cgst: sum('cgst_paise'),
      sgst: sum('sgst_paise'),
      cess: 0,
    });
    expect(gstr3b.outwardTaxable.taxableValue).toBe(150300);
    expect(gstr3b.interStateUnregistered).toEqual([
      { placeOfSupply: '29', taxableValue: 150000, igst: 27000 },
    ]);
    expect(gstr3b.taxPayable.total).toBe(27054);
  });

  it('sums the small B2C bills by place of supply, rate and HSN exactly as the bills add up', async () => {
    await november();
    const phone = (await addProduct(t, token, { modelName: 'Moto E', modelQuantity: 50, HSN: '85171300' }))
      .productId;
    const cable = (await addProduct(t, token, { modelName: 'USB cable', modelQuantity: 50, HSN: '8544' }))
      .productId;
    const noHsn = (await addProduct(t, token, { modelName: 'Gift wrap', modelQuantity: 50, HSN: '' }))
      .productId;
    const walkInGoa = await customer({ customerName: 'Sunita', mobileNumber: '9822099999', stateId: 30 });
    await save(
      billBody([{ productId: phone, quantity: 3 }, { productId: cable }], 472, {
        invoice_date: '2026-11-10',
      }),
    );
    await save(
      billBody([{ productId: cable, quantity: 2, gstPercent: 5 }], 236, { invoice_date: '2026-11-11' }),
    );
    await save(
      billBody([{ productId: phone }, { productId: noHsn }], 236, {
        customerId: walkInGoa,
        invoice_date: '2026-11-12',
      }),
    );

    const { gstr1, gstr3b, counts, warnings } = (await month('2026-11')).body.data;
    expect(ZGstr1.safeParse(gstr1).success).toBe(false); // the line without an HSN code…
    expect(warnings).toEqual([
      '1 bill line has no valid HSN code (4 to 8 digits): add it to the product and edit those bills before filing',
    ]); // …is named before filing
    expect(counts).toEqual({ bills: 6, b2b: 1, b2cl: 1, b2cs: 3 }); // 27 at 18% and 5%, 30 at 18%

    // Every small B2C line of the month, read back from the rows the bills wrote.
    const lines = await t.db
      .selectFrom('invoices as i')
      .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
      .select([
        'i.place_of_supply',
        'i.tax_mode',
        'i.total_paise',
        'i.customer_snapshot',
        'l.hsn',
        'l.rate_bps',
      ])
      .select(['l.taxable_paise', 'l.cgst_paise', 'l.sgst_paise', 'l.igst_paise', 'l.qty_milli'])
      .where('i.status', '=', 1)
      .where('i.invoice_date', '>=', '2026-11-01')
      .execute();
    const small = lines.filter(
      (l) =>
        !JSON.parse(l.customer_snapshot).gstNumber && !(l.tax_mode === 'inter' && l.total_paise > 10_000_000),
    );
    const b2cs = new Map<string, { txval: number; camt: number; samt: number; iamt: number }>();
    for (const l of small) {
      const key = `${l.place_of_supply}|${(l.rate_bps ?? 0) / 100}|${l.tax_mode === 'inter' ? 'INTER' : 'INTRA'}`;
      const g = b2cs.get(key) ?? { txval: 0, camt: 0, samt: 0, iamt: 0 };
      g.txval += l.taxable_paise;
      g.camt += l.cgst_paise;
      g.samt += l.sgst_paise;
      g.iamt += l.igst_paise;
      b2cs.set(key, g);
    }
    expect(
      gstr1.b2cs.map(
        (r: {
          pos: string;
          rt: number;
          sply_ty: string;
          txval: number;
          camt?: number;
          samt?: number;
          iamt?: number;
        }) => [
          `${r.pos}|${r.rt}|${r.sply_ty}`,
          { txval: r.txval, camt: r.camt ?? 0, samt: r.samt ?? 0, iamt: r.iamt ?? 0 },
        ],
      ),
    ).toEqual(
      [...b2cs.entries()]
        .sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true }))
        .map(([k, g]) => [
          k,
          { txval: g.txval / 100, camt: g.camt / 100, samt: g.samt / 100, iamt: g.iamt / 100 },
        ]),
    );
    expect(gstr1.b2cs).toContainEqual(
      expect.objectContaining({ sply_ty: 'INTER', pos: '30', rt: 18, txval: 200, iamt: 36 }),
    );
    // The phones' HSN row for unregistered buyers: 2 + 3 + 1 units (November's first bill and these).
    expect(gstr1.hsn.hsn_b2c).toContainEqual(
      expect.objectContaining({ hsn_sc: '85171300', rt: 18, qty: 6, txval: 600 }),
    );
    const sum = (k: 'taxable_paise' | 'igst_paise' | 'cgst_paise' | 'sgst_paise') =>
      lines.reduce((s, l) => s + l[k], 0) / 100;
    expect(gstr3b.outwardTaxable).toEqual({
      taxableValue: sum('taxable_paise'),
      igst: sum('igst_paise'),
      cgst: sum('cgst_paise'),
      sgst: sum('sgst_paise'),
      cess: 0,
    });
  });

  it("a finished month's stored return gives way at once when one of its bills is cancelled", async () => {
    await november();
    t.clock.set(new Date('2026-12-02T06:30:00.000Z')); // November is now finished: its return is kept
    token = await t.tokenFor(demoPhone); // a new day's session
    expect((await month('2026-11')).body.data.counts.bills).toBe(3);
    expect((await month('2026-11')).body.data.counts.bills).toBe(3);
    const b2cl = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_date', '=', '2026-11-05')
      .executeTakeFirstOrThrow();
    await t.call('POST', 'billing/cancelInvoice', { token, body: { invoiceId: b2cl.id } });
    const after = (await month('2026-11')).body.data;
    expect(after.counts).toEqual({ bills: 2, b2b: 1, b2cl: 0, b2cs: 1 });
    expect(after.gstr1.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 4, cancel: 2, net_issue: 2 });
  });

  it('an empty month is a valid, empty return', async () => {
    const { gstr1, counts } = (await month('2026-09')).body.data;
    expect(() => ZGstr1.parse(gstr1)).not.toThrow();
    expect(counts).toEqual({ bills: 0, b2b: 0, b2cl: 0, b2cs: 0 });
  });

  it('refuses a future month and a malformed one', async () => {
    expect((await month('2026-12')).body).toMatchObject({ status: 400, error: reportMessages.futureDate });
    expect((await month('2026-13')).body).toMatchObject({ status: 400, error: reportMessages.monthInvalid });
  });

  it("gives the HSN summary and the sales register as spreadsheets, and another shop none of this shop's", async () => {
    await november();
    const sheet = async (path: string, as = token) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v3/reports/${path}?month=2026-11`,
        headers: { 'x-client': 'android', 'auth-token': as },
      });
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return book;
    };
    const hsn = await sheet('gstrHsnSummary');
    expect(hsn.worksheets.map((w) => w.name)).toEqual(['HSN B2B', 'HSN B2C']);
    expect(hsn.worksheets[1]!.rowCount).toBe(6); // title, subtitle, blank, header, 2 HSN rows
    const register = await sheet('gstrSalesRegister');
    expect(register.worksheets[0]!.rowCount).toBe(8); // 3 bills and the totals
    expect(register.worksheets[0]!.getRow(8).values).toContain(177000 + 118 + 236);

    const other = await secondShopToken(t);
    expect((await sheet('gstrSalesRegister', other)).worksheets[0]!.rowCount).toBe(5); // just the totals
    expect((await month('2026-11', other)).body.data.counts).toEqual({ bills: 0, b2b: 0, b2cl: 0, b2cs: 0 });
  });
});
