import { ZSaveInvoiceRequest } from '@galla/contracts/billing';
import { invoiceMessages } from '@galla/domain/invoice-math';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compile, type ZodType } from 'zod';
import { compiledValidatorCompiler } from './compiled-validation.js';

const route = (schema: ZodType) => ({
  schema,
  method: 'POST',
  url: '/billing/saveInvoice',
  httpPart: 'body',
});
const compiled = compiledValidatorCompiler(route(ZSaveInvoiceRequest));
const runtime = validatorCompiler(route(ZSaveInvoiceRequest));

const line = (over: Record<string, unknown> = {}) => ({
  productId: 7,
  quantity: '2.5',
  price: 118,
  gstPercent: '18',
  amount: '295.00',
  ...over,
});
const bill = (over: Record<string, unknown> = {}) => ({
  billtype: 'GST',
  invoice_date: '21/11/2026',
  customerMobileNumber: ' 9876543210 ',
  totalAmount: 295,
  paymentMode1: 'cash',
  paymentMode1Amount: '295',
  remark: '  ',
  productDetails: [
    line(),
    line({ productId: '8', discountAmount: '', gstPercent: 'No Gst', priceIncludesTax: false }),
  ],
  ...over,
});

describe('compiledValidatorCompiler', () => {
  it('has a generated parser for the bill (it does not fall back for every request)', () => {
    expect(() => compile(ZSaveInvoiceRequest, { strict: true })).not.toThrow();
  });

  it('gives a valid bill exactly the value of Zod’s own parser: paise, milli-units, defaults, trims', () => {
    const ours = compiled(bill()) as { value: unknown };
    expect(ours).toEqual(runtime(bill()));
    expect(ours.value).toMatchObject({
      invoice_date: '2026-11-21',
      customerMobileNumber: '9876543210',
      totalAmount: 29_500,
      paymentMode1Amount: 29_500,
      remark: null,
      productDetails: [
        { productId: 7, quantity: 2_500, price: 11_800, discountAmount: 0, priceIncludesTax: true },
        { productId: 8, gstPercent: null, priceIncludesTax: false },
      ],
    });
  });

  // A refused request takes the runtime parser's path, so its errors are the ones Zod always gave:
  // same messages, same places.
  it.each([
    ['a line without a price', bill({ productDetails: [line({ price: null })] })],
    ['a quantity that is not a number', bill({ productDetails: [line({ quantity: 'two' })] })],
    ['a negative discount', bill({ productDetails: [line({ discountAmount: -1 })] })],
    ['three decimals of a rupee', bill({ totalAmount: '295.001' })],
    ['a line without its product', bill({ productDetails: [line({ productId: undefined })] })],
    ['an impossible date', bill({ invoice_date: '31/02/2026' })],
  ])('refuses %s with the runtime parser’s errors', (_, body) => {
    const issues = (result: unknown) =>
      ((result as { error?: { message: string; instancePath: string }[] }).error ?? []).map(
        ({ message, instancePath }) => ({ message, instancePath }),
      );
    expect(issues(compiled(body))).not.toEqual([]);
    expect(issues(compiled(body))).toEqual(issues(runtime(body)));
  });

  it('words a missing price as the spec does', () => {
    const result = compiled(bill({ productDetails: [line({ price: null })] })) as {
      error: { message: string }[];
    };
    expect(result.error.map((e) => e.message)).toEqual([invoiceMessages.sellingPriceEmpty]);
  });
});
