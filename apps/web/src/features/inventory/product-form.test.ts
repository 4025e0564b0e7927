import { limitMessages } from '@galla/contracts/limits';
import { describe, expect, it } from 'vitest';
import {
  addModelRequest,
  checkRevision,
  gstOptions,
  initialValues,
  type ProductFormValues,
  updateRequest,
} from './product-form';
import { catalogueItem, ownItem } from './test-products';

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...initialValues({ mode: 0, name: 'Steel Glass' }),
  quantity: '10',
  purchasePrice: '40',
  sellingPrice: '55.50',
  ...overrides,
});
const plain = { isGstShop: false, allowsFraction: false };

describe('product form: create (mode 0)', () => {
  it('defaults category and brand to 999, unit to Pcs, and keeps the typed name and barcode', () => {
    const values = initialValues({ mode: 0, name: 'Steel Glass', scanId: '123456' });
    expect(values).toMatchObject({
      categoryId: '999',
      brandId: '999',
      unitId: '1',
      modelName: 'Steel Glass',
      scanId: '123456',
    });
  });

  it('names each missing field with the spec texts', () => {
    const outcome = addModelRequest(initialValues({ mode: 0 }), plain);
    expect(outcome).toEqual({
      ok: false,
      errors: {
        modelName: 'Please enter model name.',
        quantity: 'please fill all the fields.',
        purchasePrice: 'please fill all the fields.',
        sellingPrice: 'please fill all the fields.',
      },
    });
  });

  it.each([
    [{ sellingPrice: '0', purchasePrice: '0' }, 'Selling Price should be greater than 0'],
    [{ sellingPrice: '30' }, 'Selling Price should be greater than Purchase Price'],
    [{ MRP: '50' }, 'Selling Price should be less than MRP'],
  ])('checks the selling price %o', (change, message) => {
    expect(addModelRequest(filled(change), plain)).toEqual({ ok: false, errors: { sellingPrice: message } });
  });

  it('checks IMEIs: characters, duplicates, one per unit', () => {
    const at = (imei: string, quantity = '2') => addModelRequest(filled({ imei, quantity }), plain);
    expect(at('35-1234')).toEqual({
      ok: false,
      errors: { imei: 'IMEIs should contain digits and english alphabets only' },
    });
    expect(at('351234, 351234')).toEqual({ ok: false, errors: { imei: 'IMEI 351234 is duplicate' } });
    expect(at('351234', '2')).toEqual({ ok: false, errors: { imei: 'Enter one IMEI for each unit added' } });
    const ok = at('351234, ab77,');
    expect(ok.ok && ok.body.imei).toEqual(['351234', 'AB77']);
  });

  it('refuses a fraction for a unit counted whole', () => {
    expect(addModelRequest(filled({ quantity: '1.5' }), plain)).toEqual({
      ok: false,
      errors: { quantity: 'This unit is counted in whole numbers' },
    });
    expect(addModelRequest(filled({ quantity: '1.5' }), { ...plain, allowsFraction: true }).ok).toBe(true);
  });

  it('sends numbers, drops empty fields, and sends gst only for a GST shop', () => {
    const values = filled({ gst: '18', MRP: '60', HSN: '7323', scanId: ' 8901 ' });
    const plainShop = addModelRequest(values, plain);
    expect(plainShop).toEqual({
      ok: true,
      body: {
        modelName: 'Steel Glass',
        categoryId: 999,
        brandId: 999,
        unitId: 1,
        modelQuantity: 10,
        purchasePrice: 40,
        sellingPrice: 55.5,
        MRP: 60,
        HSN: '7323',
        scanId: '8901',
      },
    });
    const gstShop = addModelRequest(values, { ...plain, isGstShop: true });
    expect(gstShop.ok && gstShop.body.gst).toBe(18);
  });
});

describe('product form: add to list (mode 1)', () => {
  it('prefills from the catalogue model and sends its modelId', () => {
    const item = catalogueItem();
    const values = {
      ...initialValues({ mode: 1, item }),
      quantity: '3',
      purchasePrice: '200',
      sellingPrice: '240',
    };
    expect(values).toMatchObject({
      modelName: 'Lizol Floor Cleaner 1 L',
      MRP: '245',
      HSN: '34022090',
      gst: '18',
    });
    const outcome = addModelRequest(values, { ...plain, modelId: item.modelId });
    expect(outcome.ok && outcome.body).toMatchObject({
      modelId: 1_900_001,
      categoryId: 12,
      brandId: 40,
      MRP: 245,
    });
  });
});

describe('product form: edit (mode 2)', () => {
  it('never sends MRP or HSN, and checks the selling price against the locked MRP', () => {
    const item = ownItem({ MRP: 12 });
    const values = initialValues({ mode: 2, item });
    const outcome = updateRequest(values, item, null, { isGstShop: false });
    expect(outcome).toEqual({
      ok: true,
      body: {
        productId: 1,
        modelName: 'Parle-G Biscuit 100 g',
        modelDesc: null,
        distributorId: null,
        modelQuantity: 24,
        purchasePrice: 8,
        sellingPrice: 10,
        scanId: null,
      },
    });
    expect(updateRequest({ ...values, sellingPrice: '13' }, item, null, { isGstShop: false })).toEqual({
      ok: false,
      errors: { sellingPrice: 'Selling Price should be less than MRP' },
    });
  });

  it('does not send a new name for a catalogue model', () => {
    const item = ownItem({ modelId: 55 });
    const outcome = updateRequest(initialValues({ mode: 2, item }), item, null, { isGstShop: false });
    expect(outcome.ok && 'modelName' in outcome.body).toBe(false);
  });

  it('a decrease needs a reason; Others keeps its note', () => {
    const item = ownItem();
    const input = { quantity: '20', reason: null, note: '', added: '', leaving: [] };
    expect(checkRevision(item, input, false)).toEqual({
      ok: false,
      errors: { reason: 'Please choose a reason for reducing the quantity' },
    });
    expect(checkRevision(item, { ...input, reason: 'other', note: ' rats ' }, false)).toEqual({
      ok: true,
      revision: { quantity: '20', reason: 'other', note: 'rats', imei: undefined },
    });
    expect(checkRevision(item, { ...input, quantity: '30' }, false)).toEqual({
      ok: true,
      revision: { quantity: '30' },
    });
  });

  it('a serial-numbered product names the units added or leaving', () => {
    const item = ownItem({ modelQuantity: 2, imei: ['IMEI1', 'IMEI2'] });
    const base = { reason: null, note: '', added: '', leaving: [] as string[] };
    expect(checkRevision(item, { ...base, quantity: '3' }, false)).toEqual({
      ok: false,
      errors: { imei: 'Enter one IMEI for each unit added' },
    });
    expect(checkRevision(item, { ...base, quantity: '3', added: 'imei3' }, false)).toEqual({
      ok: true,
      revision: { quantity: '3', imei: ['IMEI3'] },
    });
    expect(checkRevision(item, { ...base, quantity: '1', reason: 'stockLoss' }, false)).toEqual({
      ok: false,
      errors: { imei: 'Enter one IMEI for each unit added' },
    });
    const leaving = checkRevision(
      item,
      { ...base, quantity: '1', reason: 'stockLoss', leaving: ['IMEI2'] },
      false,
    );
    expect(leaving).toEqual({
      ok: true,
      revision: { quantity: '1', reason: 'stockLoss', note: undefined, imei: ['IMEI2'] },
    });
  });

  it('sends the revision with the save', () => {
    const item = ownItem();
    const outcome = updateRequest(
      initialValues({ mode: 2, item }),
      item,
      { quantity: '20', reason: 'returnedToDistributor' },
      {
        isGstShop: false,
      },
    );
    expect(outcome.ok && outcome.body).toMatchObject({ modelQuantity: 20, reason: 'returnedToDistributor' });
  });
});

describe('number boxes are read as typed, never rewritten', () => {
  const error = (overrides: Partial<ProductFormValues>, options = plain) => {
    const outcome = addModelRequest(filled(overrides), options);
    return outcome.ok ? null : outcome.errors;
  };

  it('names what it refuses instead of dropping characters', () => {
    expect(error({ quantity: '2.5' })).toEqual({ quantity: 'This unit is counted in whole numbers' });
    expect(error({ quantity: '2.5' }, { ...plain, allowsFraction: true })).toBeNull();
    expect(error({ quantity: '1e12' })).toMatchObject({ quantity: 'Quantity should contain digits only' });
    expect(error({ sellingPrice: '-5' })).toMatchObject({
      sellingPrice: 'Selling price should contain digits only',
    });
    expect(error({ purchasePrice: '12.345' })).toMatchObject({
      purchasePrice: 'Purchase price should contain digits only',
    });
    expect(error({ HSN: 'ABCD12' })).toEqual({ HSN: 'HSN should contain digits only' });
  });

  it('refuses figures no shop meets, with the same bound as the server', () => {
    expect(error({ sellingPrice: '1000000000000', MRP: '' })).toEqual({
      sellingPrice: limitMessages.amountTooLarge,
    });
    expect(error({ sellingPrice: '100000000', purchasePrice: '40' })).toBeNull();
    expect(error({ quantity: '100001' })).toEqual({ quantity: limitMessages.quantityTooLarge });
  });

  it('offers the seeded GST rates as percent, the zero rate reading No Gst', () => {
    const options = gstOptions('No Gst');
    expect(options[0]).toEqual({ value: '0', label: 'No Gst' });
    expect(options.map((o) => o.label)).toEqual(expect.arrayContaining(['0.25%', '5%', '12%', '18%', '28%']));
  });
});
