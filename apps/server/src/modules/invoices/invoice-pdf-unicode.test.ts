import { describe, expect, it } from 'vitest';
import { readPdf } from '../../platform/pdf/read-pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { testInvoiceView } from './test-invoice-view.js';

// Names are anyone's Unicode. A mark the font cannot place on its letter ('Z\u0337') made fontkit
// throw and the PDF fail in both layouts; what the fonts cannot draw is now shown as '?', and what
// they can (accents, Devanagari) is drawn as before.

const layouts = ['a4', '80mm'] as const;

function named(shop: string, customer: string, product: string) {
  const view = testInvoiceView({ kind: 'intra' });
  view.shop.tradeName = shop;
  view.customer.customerName = customer;
  view.lines[0]!.modelName = product;
  return view;
}

describe.each(layouts)('the %s invoice with names of every kind', (layout) => {
  it('renders a customer and a shop named with an overlay mark, showing ? for that letter', async () => {
    const pdf = await readPdf(
      await renderInvoicePdf(named('Ravi Z\u0337 Stores', 'Ravi Z\u0337', 'Cover'), layout),
    );
    expect(pdf.text).toContain('Ravi ? Stores');
    expect(pdf.text).toMatch(/Ravi \?(?! Stores)/);
    expect(pdf.text).not.toContain('\u0337');
  });

  it('shows emoji, Tamil and CJK as ?, and keeps accents and Devanagari', async () => {
    const view = named('Café Müller राम स्टोर', 'தமிழ் 😀 Anita', '中文 Cover');
    const pdf = await readPdf(await renderInvoicePdf(view, layout));
    expect(pdf.text).toContain('Café Müller');
    expect(pdf.text).toContain('राम');
    expect(pdf.text).toContain('??? ? Anita');
    expect(pdf.text).toContain('?? Cover');
    expect(pdf.text).not.toMatch(/[\u0B80-\u0BFF\u4E00-\u9FFF]|\p{Extended_Pictographic}/u);
  });
});
