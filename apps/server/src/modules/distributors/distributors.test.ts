import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let pune: { stateId: number; cityId: number };
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
  pune = (await t.call('GET', 'user/pincode/411001')).body.data;
});
afterEach(async () => {
  await t.close();
});

const distributor = (overrides: object = {}) => ({
  name: 'Shree Ganesh Distributors',
  addressLine1: '22 Market Yard',
  addressLine2: 'Gultekdi',
  country: 1,
  state: pune.stateId,
  city: pune.cityId,
  pinCode: '411037',
  gstNumber: '27aapfu0939f1zv',
  mobileNo: '9822098220',
  ...overrides,
});
const add = (body: object) => t.call('POST', 'distributor/addDistributor', { token, body });
const find = (searchData: string) =>
  t.call('POST', 'distributor/getDistributor', { token, body: { searchData } });

describe('distributors', () => {
  it('adds one and finds it by name words, by mobile, and with the GET variant', async () => {
    const res = await add(distributor());
    expect(res.body).toMatchObject({ status: 200, message: messages.distributorAdded });
    const byName = await find('ganesh dist');
    expect(byName.body.data).toEqual([
      {
        distributerId: res.body.data.distributerId,
        id: res.body.data.distributerId,
        distributedName: 'Shree Ganesh Distributors',
        name: 'Shree Ganesh Distributors',
        mobileNo: '9822098220',
        gstNumber: '27AAPFU0939F1ZV',
        city: 'Pune',
      },
    ]);
    expect((await find('98220')).body.data).toHaveLength(1);
    const viaGet = await t.call('GET', 'distributor/getDistributor?searchData=shree', { token });
    expect(viaGet.body.data).toHaveLength(1);
  });

  it("answers 204 'No distributor found' when nothing matches", async () => {
    expect((await find('nobody')).body).toEqual({ status: 204, message: messages.noDistributor });
  });

  it.each([
    [{ name: ' ' }, messages.distributorNameRequired],
    [{ name: undefined }, messages.distributorNameRequired],
    [{ addressLine1: '' }, messages.fillAllFields],
    [{ gstNumber: '27AAPFU0939F1ZO' }, messages.distributorGstInvalid],
    [{ gstNumber: '27AAPFU0939F1ZVX' }, messages.distributorGstInvalid],
    [{ mobileNo: '98220' }, messages.distributorMobileInvalid],
    [{ mobileNo: '98220abcde' }, messages.distributorMobileInvalid],
    [{ pinCode: '4110' }, messages.pincodeCheck],
    [{ country: 2 }, messages.indiaOnly],
    [{ city: 7001 }, messages.fillAllFields],
  ])('validates %j', async (overrides, error) => {
    const res = await add(distributor(overrides));
    expect(res.body).toEqual({ status: 400, error });
    expect((await find('')).body.status).toBe(204);
  });

  it('links to the products bought from it', async () => {
    const id = (await add(distributor())).body.data.distributerId;
    const product = await t.call('POST', 'inventory/addModel', {
      token,
      body: {
        modelName: 'Atta 10kg local',
        modelQuantity: 5,
        purchasePrice: 300,
        sellingPrice: 350,
        distributorId: id,
      },
    });
    expect(product.body.data).toMatchObject({
      distributorId: id,
      distributorName: 'Shree Ganesh Distributors',
    });
  });
});
