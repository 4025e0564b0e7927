import { formatInr, rupeesToPaise } from '@galla/domain/money';
import { describe, expect, it } from 'vitest';
import { qrPng } from '../../platform/pdf/qr.js';
import { readPdf } from '../../platform/pdf/read-pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { type TestInvoiceOptions, testInvoiceView } from './test-invoice-view.js';
import { upiPayLink } from './upi-link.js';

// What a reader of the A4 invoice sees, read back from the PDF with pdf.js (pdf-parse).

async function a4(options: TestInvoiceOptions) {
  const view = testInvoiceView(options);
  const bytes = await renderInvoicePdf(view, 'a4');
  return { view, bytes, pdf: await readPdf(bytes) };
}

const rupees = (value: number) => formatInr(rupeesToPaise(value));

/** The deflated pixels of a PNG (its IDAT), which PDFKit copies into the PDF unchanged. */
function pngPixels(png: Buffer): string {
  const length = png.readUInt32BE(33);
  return png.subarray(41, 41 + length).toString('latin1');
}

describe('A4 tax invoice, intra-state (CGST + SGST)', async () => {
  const { view, bytes, pdf } = await a4({ kind: 'intra', upiId: 'sharma@okaxis' });

  it('is a PDF with the title, the shop and its GSTIN, and the invoice number and date', () => {
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.text).toMatch(/Tax Invoice/i);
    expect(pdf.text).toContain('Sharma Electronics & General Stores');
    expect(pdf.text).toContain(`GSTIN: ${view.shop.gstNumber}`);
    expect(pdf.text).toContain('INV/26-27/0007');
    expect(pdf.text).toContain('18/11/2026');
  });

  it('names the buyer, the place of supply and the reverse-charge answer', () => {
    expect(pdf.text).toContain('Anita Deshpande');
    expect(pdf.text).toContain('Flat 3, Shanti Niwas, Dadar');
    expect(pdf.text).toContain('Place of supply');
    expect(pdf.text).toContain('Maharashtra (27)');
    expect(pdf.text).toContain('Whether tax is payable on reverse charge: No');
  });

  it('has per-line HSN, quantity with unit, rate, discount, taxable value and CGST/SGST columns', () => {
    for (const heading of ['HSN', 'Qty', 'Rate', 'Value', 'Discount', 'Taxable', 'GST %', 'CGST', 'SGST']) {
      expect(pdf.text).toContain(heading);
    }
    expect(pdf.text).not.toContain('IGST');
    expect(pdf.text).not.toContain('UTGST');
    for (const hsn of ['8517', '8518', '1006', '2501']) expect(pdf.text).toContain(hsn);
    expect(pdf.text).toContain('2.5 Kg');
    expect(pdf.text).toContain('16,999.00');
    expect(pdf.text).toContain('IMEI 356938035643809');
  });

  it('has the HSN summary, a signed round off, the grand total in figures and in words', () => {
    expect(pdf.text).toContain('HSN-wise tax summary');
    expect(pdf.text).toContain('Round Off');
    const roundOff = rupeesToPaise(view.totals.roundOff);
    expect(roundOff).not.toBe(0);
    expect(pdf.text).toContain(`${roundOff > 0 ? '+' : ''}${rupees(view.totals.roundOff)}`);
    expect(pdf.text).toContain('Grand Total');
    expect(pdf.text).toContain(rupees(view.totals.totalAmount));
    expect(rupees(view.totals.totalAmount)).toBe('₹19,966.00');
    expect(pdf.text).toContain(view.totals.amountInWords);
    expect(view.totals.amountInWords).toBe('Rupees Nineteen Thousand Nine Hundred Sixty Six Only');
  });

  it('lists the payments and the remark, and ends with the signature line', () => {
    expect(pdf.text).toContain('Payment: Cash ₹13,311.00, UPI ₹6,655.00');
    expect(pdf.text).toContain('Remark: Goods once sold');
    expect(pdf.text).toContain('For Sharma Electronics & General Stores');
    expect(pdf.text).toContain('Authorised Signatory');
    expect(pdf.text).not.toMatch(/CANCELLED|SUPERSEDED|DRAFT/);
  });

  it('embeds the Noto fonts, not a standard font', () => {
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(pdf.raw).toContain('/FontFile2');
    expect(pdf.raw).not.toContain('Helvetica');
    expect(pdf.raw).not.toContain('NotoSansDevanagari');
  });

  it('carries the UPI QR code of the part paid by UPI (cash pays the rest), and only that image', () => {
    expect(pdf.pages.map((p) => p.images)).toEqual([1]);
    const link = upiPayLink({
      vpa: 'sharma@okaxis',
      payeeName: view.shop.tradeName,
      amountPaise: 6_655_00,
      note: 'INV/26-27/0007',
    });
    expect(pdf.raw).toContain(pngPixels(qrPng(link)));
    expect(pdf.text).toContain('Scan to pay ₹6,655.00 by UPI');
  });

  it('is an A4 page', () => {
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(595.28, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(841.89, 1);
  });
});

describe('A4 tax invoice, other variants', () => {
  it('inter-state: an IGST column and no CGST/SGST, the buyer GSTIN, the finance plan', async () => {
    const { view, pdf } = await a4({ kind: 'inter', lines: 6, finance: true });
    expect(pdf.text).toContain('IGST');
    expect(pdf.text).not.toContain('CGST');
    expect(pdf.text).not.toContain('SGST');
    expect(pdf.text).toContain(`GSTIN: ${view.customer.gstNumber}`);
    expect(pdf.text).toContain('Kaveri Traders Pvt Ltd');
    expect(pdf.text).toContain('Karnataka (29)');
    const f = view.finance!;
    expect(pdf.text).toContain(`down payment ${rupees(f.downPayment)}`);
    expect(pdf.text).toContain(`EMI ${rupees(f.emiAmount)} × 6 months`);
    expect(pdf.text).toContain('Payment: Finance');
    // A registered buyer needs no delivery block; no UPI id, no QR code.
    expect(pdf.text).not.toContain('Delivery address');
    expect(pdf.pages.every((p) => p.images === 0)).toBe(true);
  });

  it('union territory: CGST and UTGST, never SGST', async () => {
    const { pdf } = await a4({ kind: 'utgst' });
    expect(pdf.text).toContain('CGST');
    expect(pdf.text).toContain('UTGST');
    expect(pdf.text).not.toContain('SGST');
    expect(pdf.text).toContain('Chandigarh (04)');
  });

  it('no GST: a Bill of Supply without tax columns or HSN tax summary', async () => {
    const { pdf } = await a4({ kind: 'nogst' });
    expect(pdf.text).toMatch(/Bill of Supply/i);
    expect(pdf.text).not.toMatch(/Tax Invoice/i);
    expect(pdf.text).not.toMatch(/CGST|SGST|IGST|GST %|Taxable|HSN-wise/);
    expect(pdf.text).not.toContain('GSTIN');
    expect(pdf.text).toContain('HSN');
    expect(pdf.text).toContain('Round Off');
    expect(pdf.text).toContain('Rupees Nineteen Thousand Nine Hundred Sixty Six Only');
    expect(pdf.text).toContain('Whether tax is payable on reverse charge: No');
  });

  it('an unregistered buyer from ₹50,000 taxable gets the delivery address with state name and code', async () => {
    const small = await a4({ kind: 'intra', lines: 4 });
    expect(small.view.totals.amountBeforeTax).toBeLessThan(50_000);
    expect(small.pdf.text).not.toContain('Delivery address');

    const large = await a4({ kind: 'intra', lines: 12 });
    expect(large.view.totals.amountBeforeTax).toBeGreaterThanOrEqual(50_000);
    expect(large.pdf.text).toContain('Delivery address');
    expect(large.pdf.text).toContain('State: Maharashtra, State code: 27');
  });

  it('Hindi names are drawn in Noto Sans Devanagari and read back as Hindi', async () => {
    const { pdf } = await a4({ kind: 'nogst', hindi: true });
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(pdf.text).toContain('राम');
    expect(pdf.text).toContain('Basmati Rice (India Gate Classic)');
    expect(pdf.text).toContain('For');
  });

  it.each([
    [2, 'CANCELLED'],
    [12, 'SUPERSEDED'],
  ])('status %i is marked %s, and offers no QR code to pay', async (status, mark) => {
    const { pdf } = await a4({ kind: 'intra', status, upiId: 'sharma@okaxis' });
    expect(pdf.text).toContain(mark);
    expect(pdf.pages.every((p) => p.images === 0)).toBe(true);
  });

  it('50 lines run over pages, each page with the table heading and its number', async () => {
    const { view, pdf } = await a4({ kind: 'intra', lines: 50, upiId: 'sharma@okaxis' });
    const pages = pdf.pages.length;
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n++) expect(pdf.text).toContain(`Page ${n} of ${pages}`);
    const headings = pdf.text.match(/Description/g) ?? [];
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(pdf.text).toContain(rupees(view.totals.totalAmount));
    expect(pdf.text).toContain(view.totals.amountInWords);
    // The last line's own amount, so no row fell off a page end.
    expect(pdf.text).toContain(rupees(view.lines[49]!.amount).slice(1));
    expect(pdf.pages.reduce((sum, p) => sum + p.images, 0)).toBe(1);
  });
});
