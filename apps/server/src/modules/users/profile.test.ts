import { messages } from '@galla/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.tokenFor(demoAccounts.owner.phone);
});
afterEach(async () => {
  await t.close();
});

const { owner } = demoAccounts;
const VALID_GSTIN = '27AAPFU0939F1ZV';
// A real 1×1 PNG: signature, IHDR, IDAT, IEND.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const profileOf = async (as = token) => (await t.call('GET', 'user/getProfile', { token: as })).body.data[0];
const updateProfile = (body: Record<string, unknown>, as = token) =>
  t.call('POST', 'user/updateProfile', { token: as, body });
/** The owner's e-mail plus the given changes: the smallest valid update. */
const update = (changes: Record<string, unknown>) => updateProfile({ email: owner.email, ...changes });

/** A sub-user of the demo shop, added the way the owner adds one, with a session of their own. */
async function addSubUser(contactNumber = '9000000001'): Promise<string> {
  await t.call('POST', 'user/sendOtp', { token, body: { contactNumber, type: 'ADDSUBRETAILER' } });
  const added = await t.call('POST', 'user/addSubRetailer', {
    token,
    body: { name: 'Ravi Kumar', contactNumber, otp: await t.lastOtp(contactNumber) },
  });
  expect(added.body.status).toBe(200);
  return t.tokenFor(contactNumber);
}

async function fetchFile(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { http: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

describe('user/updateProfile', () => {
  it('saves every field, completes registration and getProfile shows the changes', async () => {
    const res = await updateProfile({
      firstName: 'Rakesh',
      lastName: 'Verma',
      email: 'rakesh.verma@example.com',
      tradeName: 'Verma Traders',
      addressLine1: '12 Main Bazaar',
      addressLine2: 'Near Clock Tower',
      pincode: '110001',
      isGstNumber: 1,
      gstNumber: VALID_GSTIN,
      legalName: 'Verma Traders Private Limited',
      cinNumber: '123456789',
      website: 'https://verma.example.com',
      shopStatus: 'private limited',
      shopType: 'local chain store',
      financeFacility: 'Provided by us',
    });
    expect(res.http).toBe(200);
    expect(res.body.message).toBe(messages.profileUpdated);
    const expected = {
      firstName: 'Rakesh',
      lastName: 'Verma',
      email: 'rakesh.verma@example.com',
      contactNumber: owner.phone,
      tradeName: 'Verma Traders',
      addressLine1: '12 Main Bazaar',
      addressLine2: 'Near Clock Tower',
      pincode: '110001',
      state: 'Delhi',
      isGstNumber: 1,
      gstNumber: VALID_GSTIN,
      legalName: 'Verma Traders Private Limited',
      cinNumber: '123456789',
      website: 'https://verma.example.com',
      shopStatus: 'private limited',
      shopType: 'local chain store',
      financeFacility: 'Provided by us',
      isRegister: 3,
    };
    expect(res.body.data[0]).toMatchObject(expected);
    expect(await profileOf()).toMatchObject(expected);
  });

  it('leaves out fields that are not sent', async () => {
    const before = await profileOf();
    const res = await update({ firstName: 'Rohit' });
    expect(res.http).toBe(200);
    expect(await profileOf()).toEqual({ ...before, firstName: 'Rohit' });
  });

  it.each([
    [{}, messages.emailRequired],
    [{ email: '' }, messages.emailRequired],
    [{ email: '   ' }, messages.emailRequired],
    [{ email: 'rahul.sharma' }, messages.emailNotValid],
    [{ email: 'rahul@example' }, messages.emailNotValid],
    [{ email: owner.email, firstName: '  ' }, messages.fillAllStarFields],
    [{ email: owner.email, tradeName: '' }, messages.businessNameRequired],
    [{ email: owner.email, pincode: '4110' }, messages.pincodeCheck],
    [{ email: owner.email, pincode: '41100a' }, messages.pincodeCheck],
    [{ email: owner.email, pincode: '4110011' }, messages.pincodeCheck],
    [{ email: owner.email, pincode: '999999' }, messages.pincodeCheck],
    [{ email: owner.email, gstNumber: '27AAPFU0939F1ZO' }, messages.gstInvalid],
    [{ email: owner.email, gstNumber: '27AAPFU0939F1ZV1' }, messages.gstInvalid],
    [{ email: owner.email, isGstNumber: 1 }, messages.gstInvalid],
    [{ email: owner.email, isGstNumber: 1, gstNumber: '' }, messages.gstInvalid],
    [{ email: owner.email, gstNumber: '', legalName: 'Sharma Pvt Ltd' }, messages.legalNameNeedsGst],
    [{ email: owner.email, legalName: 'Sharma Pvt Ltd' }, messages.legalNameNeedsGst],
    [{ email: owner.email, cinNumber: 'U12345MH' }, messages.cinDigits],
  ])('refuses %j and changes nothing', async (body, error) => {
    const before = await profileOf();
    const res = await updateProfile({ firstName: 'Changed', tradeName: 'Changed', ...body });
    expect(res.body).toEqual({ status: 400, error });
    expect(await profileOf()).toEqual(before);
  });

  it("refuses another user's e-mail, in any case", async () => {
    await t.db
      .updateTable('users')
      .set({ email: 'priya@example.com' })
      .where('contact_number', '=', demoAccounts.notOnboarded.phone)
      .execute();
    for (const email of ['priya@example.com', 'Priya@Example.COM']) {
      const res = await update({ email });
      expect(res.body).toEqual({ status: 400, error: messages.emailTaken });
    }
    expect((await profileOf()).email).toBe(owner.email);
    // The user's own e-mail, in another case, is not "taken".
    expect((await update({ email: 'DEMO@galla.local' })).http).toBe(200);
  });

  it('stores a GSTIN typed in lower case in upper case', async () => {
    const res = await update({ isGstNumber: 1, gstNumber: ' 27aapfu0939f1zv ', legalName: 'Sharma & Sons' });
    expect(res.http).toBe(200);
    expect(await profileOf()).toMatchObject({
      isGstNumber: 1,
      gstNumber: VALID_GSTIN,
      legalName: 'Sharma & Sons',
    });
  });

  it('stores the UPI id the bill QR code pays, refuses a malformed one, and clears it', async () => {
    expect((await update({ upiId: 'sharmamobile@okaxis' })).http).toBe(200);
    expect(await profileOf()).toMatchObject({ upiId: 'sharmamobile@okaxis' });
    const bad = await update({ upiId: 'not a upi id' });
    expect(bad.body).toMatchObject({ status: 400, error: messages.upiIdInvalid });
    expect(await profileOf()).toMatchObject({ upiId: 'sharmamobile@okaxis' });
    await update({ upiId: '' });
    expect(await profileOf()).toMatchObject({ upiId: null });
  });

  it('clearing the GST number clears the legal name', async () => {
    const res = await update({ isGstNumber: 0, gstNumber: '' });
    expect(res.http).toBe(200);
    expect(await profileOf()).toMatchObject({ isGstNumber: 0, gstNumber: null, legalName: null });
  });

  it('a new pincode brings its state and city', async () => {
    const place = (await t.call('GET', 'user/pincode/560001')).body.data;
    expect(place.state).toBe('Karnataka');
    const res = await update({ pincode: '560001' });
    expect(res.http).toBe(200);
    expect(await profileOf()).toMatchObject({
      pincode: '560001',
      state: place.state,
      stateId: place.stateId,
      city: place.city,
      cityId: place.cityId,
    });
  });

  describe('photo', () => {
    it.each([
      ['plain base64', PNG.toString('base64')],
      ['a data: URL', `data:image/png;base64,${PNG.toString('base64')}`],
    ])('stores a PNG sent as %s and serves it at the returned URL', async (_, userImage) => {
      const res = await update({ userImage });
      expect(res.http).toBe(200);
      const url = res.body.data[0].userImage as string;
      expect(url).toMatch(/^\/api\/v3\/files\/[A-Za-z0-9_-]{10,64}$/);
      expect((await profileOf()).userImage).toBe(url);

      const file = await fetchFile(url);
      expect(file.http).toBe(200);
      expect(file.type).toBe('image/png');
      expect(Buffer.compare(file.bytes, PNG)).toBe(0);
    });

    it('an unknown file id is 404', async () => {
      expect((await fetchFile('/api/v3/files/AAAAAAAAAAAAAAAAAAAAAA')).http).toBe(404);
    });

    it.each([
      ['a text file', Buffer.from('Just some notes, not a picture.\n').toString('base64')],
      ['a text data: URL', `data:text/plain;base64,${Buffer.from('hello world').toString('base64')}`],
      ['something that is not base64', 'not an image at all!'],
    ])('refuses %s as not an image', async (_, userImage) => {
      const res = await update({ userImage, firstName: 'Changed' });
      expect(res.body).toEqual({ status: 400, error: messages.photoNotImage });
      expect(await profileOf()).toMatchObject({ userImage: null, firstName: 'Rahul' });
    });

    it.each([
      ['just over 1 MB', 1024 * 1024 + 1],
      ['far over 1 MB', 1_200_000],
    ])('refuses a PNG %s', async (_, size) => {
      const big = Buffer.alloc(size, 0);
      PNG_SIGNATURE.copy(big);
      const res = await update({ userImage: big.toString('base64') });
      expect(res.body).toEqual({ status: 400, error: messages.photoTooLarge });
      expect((await profileOf()).userImage).toBeNull();
      expect(await t.db.selectFrom('files').select('id').execute()).toEqual([]);
    });

    it('a PNG of exactly 1 MB is accepted', async () => {
      const edge = Buffer.alloc(1024 * 1024, 0);
      PNG_SIGNATURE.copy(edge);
      const res = await update({ userImage: edge.toString('base64') });
      expect(res.http).toBe(200);
      const file = await fetchFile(res.body.data[0].userImage);
      expect(file.bytes.length).toBe(1024 * 1024);
    });

    it('sending the current photo URL back leaves the photo unchanged', async () => {
      const url = (await update({ userImage: PNG.toString('base64') })).body.data[0].userImage;
      const res = await update({ userImage: url, firstName: 'Rohit' });
      expect(res.http).toBe(200);
      expect(await profileOf()).toMatchObject({ userImage: url, firstName: 'Rohit' });
      expect(await t.db.selectFrom('files').select('id').execute()).toHaveLength(1);
      expect((await fetchFile(url)).http).toBe(200);
    });
  });

  it('a sub-user cannot update the profile and nothing changes', async () => {
    const subToken = await addSubUser();
    const ownerBefore = await profileOf();
    const subBefore = await profileOf(subToken);
    const res = await updateProfile(
      { email: 'ravi@example.com', firstName: 'Hacker', tradeName: 'Taken Over', isGstNumber: 0 },
      subToken,
    );
    expect(res.body).toEqual({ status: 403, error: messages.forbidden });
    expect(await profileOf()).toEqual(ownerBefore);
    expect(await profileOf(subToken)).toEqual(subBefore);
  });

  it('needs a session', async () => {
    expect((await t.call('POST', 'user/updateProfile', { body: { email: owner.email } })).http).toBe(401);
  });
});

describe('user/updateUserPrivacy', () => {
  it('toggles haveSharedData between 0 and 1', async () => {
    expect((await profileOf()).haveSharedData).toBe(0);
    for (const haveSharedData of [1, 0, 1]) {
      const res = await t.call('POST', 'user/updateUserPrivacy', { token, body: { haveSharedData } });
      expect(res.body).toMatchObject({ status: 200, message: messages.privacyUpdated });
      expect(res.body.data[0].haveSharedData).toBe(haveSharedData);
      expect((await profileOf()).haveSharedData).toBe(haveSharedData);
    }
  });

  it('refuses a value other than 0 or 1', async () => {
    const res = await t.call('POST', 'user/updateUserPrivacy', { token, body: { haveSharedData: 2 } });
    expect(res.http).toBe(400);
    expect((await profileOf()).haveSharedData).toBe(0);
  });

  it('a sub-user cannot change it', async () => {
    const subToken = await addSubUser();
    const res = await t.call('POST', 'user/updateUserPrivacy', {
      token: subToken,
      body: { haveSharedData: 1 },
    });
    expect(res.body).toEqual({ status: 403, error: messages.forbidden });
    expect((await profileOf(subToken)).haveSharedData).toBe(0);
    expect((await profileOf()).haveSharedData).toBe(0);
  });
});

describe('user/updateGst', () => {
  const updateGst = (body: unknown, as = token) => t.call('POST', 'user/updateGst', { token: as, body });

  it('gst 0 makes a Bill of Supply shop; gst 1 with a valid GSTIN makes a GST shop again', async () => {
    const off = await updateGst({ gst: 0 });
    expect(off.http).toBe(200);
    expect(off.body.message).toBe(messages.gstUpdated);
    expect(off.body.data[0].isGstNumber).toBe(0);
    expect((await profileOf()).isGstNumber).toBe(0);

    await t.db.updateTable('shops').set({ gst_number: null }).execute();
    const on = await updateGst({ gst: 1, gstNumber: '29aagcb7383j1z4' });
    expect(on.http).toBe(200);
    expect(on.body.data[0]).toMatchObject({ isGstNumber: 1, gstNumber: '29AAGCB7383J1Z4' });
    expect(await profileOf()).toMatchObject({ isGstNumber: 1, gstNumber: '29AAGCB7383J1Z4' });
  });

  it.each([
    [{ gst: 1 }],
    [{ gst: 1, gstNumber: '' }],
    [{ gst: 1, gstNumber: '27AAPFU0939F1ZO' }],
    [{ gst: 1, gstNumber: 'NOT-A-GSTIN' }],
  ])("refuses %j with 'Enter a valid GST Number'", async (body) => {
    await updateGst({ gst: 0 });
    const res = await updateGst(body);
    expect(res.body).toEqual({ status: 400, error: messages.gstInvalid });
    expect((await profileOf()).isGstNumber).toBe(0);
  });

  it('gst 0 keeps the GST number on file', async () => {
    const res = await updateGst({ gst: 0 });
    expect(res.http).toBe(200);
    expect(await profileOf()).toMatchObject({ isGstNumber: 0, gstNumber: VALID_GSTIN });
  });

  it('gst 0 with an invalid GSTIN does not store it', async () => {
    const res = await updateGst({ gst: 0, gstNumber: 'NOT-A-GSTIN' });
    expect(res.body).toEqual({ status: 400, error: messages.gstInvalid });
    expect(await profileOf()).toMatchObject({ isGstNumber: 1, gstNumber: VALID_GSTIN });
  });

  it('a sub-user cannot change it', async () => {
    const subToken = await addSubUser();
    const res = await updateGst({ gst: 0 }, subToken);
    expect(res.body).toEqual({ status: 403, error: messages.forbidden });
    expect((await profileOf()).isGstNumber).toBe(1);
  });
});

describe('category/selectCategory', () => {
  const selectCategory = (body: unknown, as = token) =>
    t.call('POST', 'category/selectCategory', { token: as, body });
  type SuperCategory = {
    superCategoryId: number;
    superCategoryName: string;
    isSelected: boolean;
    categories: { categoryId: number }[];
  };
  const superCategories = async (as = token): Promise<SuperCategory[]> =>
    (await t.call('GET', 'category/getSuperCategoryList', { token: as })).body.data;
  const selectedNames = async (as = token) =>
    (await superCategories(as)).filter((s) => s.isSelected).map((s) => s.superCategoryName);
  const categoryIdsOf = async (name: string) =>
    (await superCategories()).find((s) => s.superCategoryName === name)!.categories.map((c) => c.categoryId);

  it("Manage Category replaces the shop's categories", async () => {
    expect(await selectedNames()).toEqual(['Mobiles & Accessories', 'Consumer Electronics']);
    const grocery = await categoryIdsOf('Grocery & FMCG');
    const footwear = await categoryIdsOf('Footwear');

    const chosen = [...grocery, footwear[0]!];

    const res = await selectCategory({ selectedCategory: chosen, type: 'manage' });
    expect(res.body).toEqual({ status: 200, message: messages.categoriesSaved });
    expect(await selectedNames()).toEqual(['Grocery & FMCG', 'Footwear']);
    const stored = await t.db
      .selectFrom('shop_categories as sc')
      .innerJoin('users as u', 'u.shop_id', 'sc.shop_id')
      .select('sc.category_id')
      .where('u.contact_number', '=', owner.phone)
      .execute();
    const byId = (a: number, b: number) => a - b;
    expect(stored.map((r) => r.category_id).sort(byId)).toEqual(chosen.sort(byId));
  });

  it.each([
    [{ selectedCategory: [], type: 'manage' }],
    [{ type: 'manage' }],
    [{ selectedCategory: [987654, 876543], type: 'manage' }],
  ])('refuses %j and keeps the categories', async (body) => {
    const res = await selectCategory(body);
    expect(res.body).toEqual({ status: 400, error: messages.categoryRequired });
    expect(await selectedNames()).toEqual(['Mobiles & Accessories', 'Consumer Electronics']);
  });

  it('ignores unknown ids among known ones', async () => {
    const footwear = await categoryIdsOf('Footwear');
    const res = await selectCategory({ selectedCategory: [footwear[0], 987654], type: 'manage' });
    expect(res.http).toBe(200);
    expect(await selectedNames()).toEqual(['Footwear']);
  });

  it('during sign-up (isRegister 1) the category step moves the user to isRegister 2', async () => {
    await t.db
      .updateTable('users')
      .set({ is_register: 1 })
      .where('contact_number', '=', owner.phone)
      .execute();
    const footwear = await categoryIdsOf('Footwear');
    const res = await selectCategory({ selectedCategory: footwear, type: 'register' });
    expect(res.body).toEqual({ status: 200, message: messages.categoriesSaved });
    expect((await profileOf()).isRegister).toBe(2);
    expect(await selectedNames()).toEqual(['Footwear']);
  });

  it('a sub-user cannot change the categories', async () => {
    const subToken = await addSubUser();
    const footwear = await categoryIdsOf('Footwear');
    const res = await selectCategory({ selectedCategory: footwear, type: 'manage' }, subToken);
    expect(res.body).toEqual({ status: 403, error: messages.forbidden });
    expect(await selectedNames()).toEqual(['Mobiles & Accessories', 'Consumer Electronics']);
  });
});
