import { describe, expect, it } from 'vitest';
import { readPdf } from '../../platform/pdf/read-pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { THERMAL_WIDTH } from './invoice-pdf-thermal.js';
import { type TestInvoiceOptions, testInvoiceView } from './test-invoice-view.js';

// What the 80 mm counter receipt shows, read back from the PDF with pdf.js (pdf-parse).

async function receipt(options: TestInvoiceOptions) {
  const view = testInvoiceView(options);
  return { view, pdf: await readPdf(await renderInvoicePdf(view, '80mm')) };
}

describe('80 mm thermal receipt', async () => {
  const { pdf } = await receipt({ kind: 'intra', upiId: 'sharma@okaxis' });

  it('is one 80 mm wide page, as long as its content', () => {
    expect(THERMAL_WIDTH).toBeCloseTo(226.77, 2);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(226.77, 1);
    expect(pdf.pages[0]!.height).toBeGreaterThan(300);
    expect(pdf.pages[0]!.height).toBeLessThan(841);
  });

  it('shows the shop, the bill, each line as quantity × price and amount, the taxes and the total', () => {
    expect(pdf.text).toContain('Sharma Electronics & General Stores');
    expect(pdf.text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(pdf.text).toMatch(/Tax Invoice/i);
    expect(pdf.text).toContain('No: INV/26-27/0007');
    expect(pdf.text).toContain('Date: 18/11/2026');
    expect(pdf.text).toContain('Samsung Galaxy M35 5G');
    expect(pdf.text).toContain('1 Pcs × 16,999.00');
    expect(pdf.text).toContain('16,914.28');
    expect(pdf.text).toContain('Place of supply: Maharashtra (27)');
    expect(pdf.text).toMatch(/reverse charge: No/i);
    for (const heading of ['Taxable', 'CGST', 'SGST']) expect(pdf.text).toContain(heading);
    expect(pdf.text).not.toContain('IGST');
    expect(pdf.text).toContain('Round Off');
    expect(pdf.text).toContain('₹19,966.00');
    expect(pdf.text).toContain('Rupees Nineteen Thousand Nine Hundred Sixty Six Only');
  });

  it('carries the UPI QR code and embeds the Noto fonts', () => {
    expect(pdf.pages[0]!.images).toBe(1);
    expect(pdf.text).toContain('Scan to pay ₹6,655.00 by UPI');
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
  });
});

describe('80 mm thermal receipt, other variants', () => {
  it('grows with the bill: 50 lines make a longer single page', async () => {
    const short = await receipt({ kind: 'intra', lines: 4 });
    const long = await receipt({ kind: 'intra', lines: 50 });
    expect(long.pdf.pages).toHaveLength(1);
    expect(long.pdf.pages[0]!.width).toBeCloseTo(226.77, 1);
    expect(long.pdf.pages[0]!.height).toBeGreaterThan(short.pdf.pages[0]!.height + 1000);
    expect(long.pdf.text).toContain(long.view.totals.amountInWords);
  });

  it('inter-state shows IGST only; without a UPI id there is no QR code', async () => {
    const { pdf } = await receipt({ kind: 'inter' });
    expect(pdf.text).toContain('IGST');
    expect(pdf.text).not.toMatch(/CGST|SGST/);
    expect(pdf.text).toContain('Buyer GSTIN: 29');
    expect(pdf.pages[0]!.images).toBe(0);
  });

  it('a Bill of Supply has no tax lines; Hindi names print in Devanagari', async () => {
    const { pdf } = await receipt({ kind: 'nogst', hindi: true });
    expect(pdf.text).toMatch(/Bill of Supply/i);
    expect(pdf.text).not.toMatch(/CGST|SGST|IGST|Taxable/);
    expect(pdf.text).toContain('Round Off');
    expect(pdf.raw).toMatch(/\+NotoSansDevanagari-Regular/);
    expect(pdf.text).toContain('राम');
  });

  it('a cancelled bill says so', async () => {
    const { pdf } = await receipt({ kind: 'intra', status: 2, upiId: 'sharma@okaxis' });
    expect(pdf.text).toContain('CANCELLED');
    expect(pdf.pages[0]!.images).toBe(0);
  });
});
