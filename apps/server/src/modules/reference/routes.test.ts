import { messages } from '@galla/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference calls', () => {
  it('GET static/getState lists states with cities', async () => {
    const { http, body } = await t.call('GET', 'static/getState');
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(36);
    const maharashtra = body.data.find((s: { stateId: number }) => s.stateId === 27);
    expect(maharashtra).toMatchObject({ stateName: 'Maharashtra', gstStateCode: '27' });
    expect(maharashtra.cityList).toContainEqual({ cityId: expect.any(Number), City: 'Pune' });
  });

  it('GET user/pincode/{pincode} finds the state and city', async () => {
    const { http, body } = await t.call('GET', 'user/pincode/411001');
    expect(http).toBe(200);
    expect(body.data).toEqual({
      pincode: '411001',
      state: 'Maharashtra',
      stateId: 27,
      city: 'Pune',
      cityId: expect.any(Number),
    });
  });

  it("answers 'Please, check your pincode' for a malformed (400) or unknown (404) pincode", async () => {
    expect(await t.call('GET', 'user/pincode/4110')).toEqual({
      http: 400,
      body: { status: 400, error: messages.pincodeCheck },
    });
    expect(await t.call('GET', 'user/pincode/41100a')).toMatchObject({ http: 400 });
    expect(await t.call('GET', 'user/pincode/999999')).toEqual({
      http: 404,
      body: { status: 404, error: messages.pincodeCheck },
    });
  });

  it('GET category/getSuperCategoryList selects nothing without a session', async () => {
    const { http, body } = await t.call('GET', 'category/getSuperCategoryList');
    expect(http).toBe(200);
    expect(body.data[0]).toMatchObject({
      superCategoryId: 1,
      superCategoryName: 'Others',
      isSelected: false,
    });
    expect(body.data.some((s: { isSelected: boolean }) => s.isSelected)).toBe(false);
  });

  it("GET category/getSuperCategoryList marks the logged-in shop's super categories", async () => {
    const token = await t.tokenFor(demoAccounts.owner.phone);
    const { body } = await t.call('GET', 'category/getSuperCategoryList', { token });
    const selected = body.data
      .filter((s: { isSelected: boolean }) => s.isSelected)
      .map((s: { superCategoryName: string }) => s.superCategoryName);
    expect(selected).toEqual(['Mobiles & Accessories', 'Consumer Electronics']);
  });

  it('GET category/categoryList and category/getSuperCategory', async () => {
    const list = await t.call('GET', 'category/categoryList');
    expect(list.body.data).toContainEqual({ categoryId: 999, categoryName: 'Not Known', superCategoryId: 1 });
    const names = await t.call('GET', 'category/getSuperCategory');
    expect(names.body.data[0]).toEqual({ superCategoryId: 1, superCategoryName: 'Others' });
  });

  it('GET static/onlineStore, static/getFAQ and billing/getUnits', async () => {
    const stores = await t.call('GET', 'static/onlineStore');
    expect(stores.body.data[0]).toEqual({ id: 1, name: 'Amazon', isSelected: false });
    const faq = await t.call('GET', 'static/getFAQ');
    expect(faq.body.data.data[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    const units = await t.call('GET', 'billing/getUnits');
    expect(units.body.data.unitList[0]).toEqual({
      unitId: 1,
      abbreviation: 'Pcs',
      name: 'Pieces',
      allowsFraction: false,
    });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const { body } = await t.call('GET', '/api/docs/json');
    const paths = Object.keys((body as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v3/static/getState',
        '/api/v3/user/pincode/{pincode}',
        '/api/v3/category/getSuperCategoryList',
        '/api/v3/billing/getUnits',
      ]),
    );
  });
});
