import { campaignMessages } from '@galla/contracts/console-campaigns';
import { leadMessages } from '@galla/contracts/console-leads';
import type { StaffRole } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { id: number; token: string };
let pune: { stateId: number; cityId: number };
beforeEach(async () => {
  t = await createTestApp();
  admin = await staffAccount(t, 'Admin', { firstName: 'Asha' });
  pune = (await t.call('GET', 'user/pincode/411001')).body.data;
});
afterEach(() => t.close());

function signUp(mobile: string, campaign?: string) {
  return t.call('POST', 'user/register', {
    body: {
      personalDetails: {
        firstName: 'Meena',
        lastName: 'Iyer',
        contactNumber: mobile,
        userName: `meena${mobile}`,
        email: `meena${mobile}@example.com`,
        password: 'meena1234',
        confirmPassword: 'meena1234',
      },
      shopDetails: {
        tradeName: 'Iyer Footwear',
        addressLine1: '14 FC Road',
        pincode: '411001',
        countryId: 1,
        stateId: pune.stateId,
        cityId: pune.cityId,
        isGstNumber: 0,
      },
      paymentDetails: {
        shopStatus: 'proprietorship',
        shopType: 'stand alone store',
        financeFacility: 'No finance facility',
        paymentMethod: 'Cash',
        isSellOnline: 0,
      },
      registerType: 'Custom',
      ...(campaign === undefined ? {} : { campaign }),
    },
  });
}

const lead = (body: object, token = admin.token) =>
  t.call('POST', 'admin/addLead', {
    token,
    body: { name: 'Ravi Kumar', mobile: '+91 98450 11111', source: 'call', ...body },
  });
const list = (query = '', token = admin.token) => t.call('GET', `admin/leads?${query}`, { token });
const campaign = (body: object) =>
  t.call('POST', 'admin/addCampaign', {
    token: admin.token,
    body: { name: 'Diwali', code: 'diwali-26', ...body },
  });
const campaignRow = async (code: string) =>
  (await t.call('GET', 'admin/campaigns', { token: admin.token })).body.data.rows.find(
    (r: { code: string }) => r.code === code,
  );

describe('leads', () => {
  it('adds a lead with the shared mobile reading, and refuses the same number twice', async () => {
    const res = await lead({
      shopName: 'Kumar Stores',
      city: 'Pune',
      state: 'Maharashtra',
      notes: 'Wants GST bills',
    });
    expect(res.body).toMatchObject({ status: 200, message: leadMessages.added });
    const rows = (await list('search=kumar')).body.data.rows;
    expect(rows).toEqual([
      expect.objectContaining({
        ref: res.body.data.ref,
        name: 'Ravi Kumar',
        mobile: '9845011111',
        shopName: 'Kumar Stores',
        source: 'call',
        status: 'new',
        stage: 'none',
      }),
    ]);
    expect((await lead({ name: 'Other', mobile: '09845011111' })).body).toEqual({
      status: 400,
      error: leadMessages.mobileTaken,
    });
    expect((await lead({ mobile: '12345' })).body).toEqual({ status: 400, error: leadMessages.mobile });
  });

  it('refuses a mobile that already belongs to a retailer', async () => {
    await signUp('9202100001');
    expect((await lead({ mobile: '9202100001' })).body).toEqual({
      status: 400,
      error: leadMessages.mobileIsRetailer,
    });
  });

  it('two staff entering one number at once make one lead', async () => {
    const results = await Promise.all([lead({}), lead({}), lead({})]);
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.error === leadMessages.mobileTaken)).toHaveLength(2);
  });

  it('moves along the pipeline, refuses a leap, and a stale move is refused once', async () => {
    const { ref } = (await lead({})).body.data;
    const move = (from: string, to: string) =>
      t.call('POST', 'admin/moveLead', { token: admin.token, body: { ref, from, to } });
    expect((await move('new', 'won')).body).toEqual({ status: 400, error: leadMessages.badMove });
    const twice = await Promise.all([move('new', 'contacted'), move('new', 'contacted')]);
    expect(twice.map((r) => r.body.status).sort()).toEqual([200, 409]);
    expect((await move('contacted', 'demoGiven')).body.status).toBe(200);
    expect((await move('demoGiven', 'won')).body.status).toBe(200);
    expect((await move('won', 'lost')).body).toEqual({ status: 400, error: leadMessages.badMove });
    const detail = (await t.call('GET', `admin/lead?ref=${ref}`, { token: admin.token })).body.data;
    expect(detail.lead.status).toBe('won');
    expect(detail.history.map((e: { text: string }) => e.text)).toEqual([
      'Demo given → Won',
      'Contacted → Demo given',
      'New → Contacted',
      'Lead added',
    ]);
    expect(detail.history[0].staffName).toBe('Asha Tester');
    const audit = (await t.call('GET', 'admin/auditLog?entity=lead', { token: admin.token })).body.data.rows;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'leadStatusChanged',
        before: { status: 'demoGiven' },
        after: { status: 'won' },
      }),
    );
  });

  it('assigns to a staff member, filters by manager, keeps notes with who and when', async () => {
    const manager = await staffAccount(t, 'stateManager', { firstName: 'Vikram' });
    const { ref } = (await lead({})).body.data;
    await lead({ name: 'Someone Else', mobile: '9845022222' });
    const assigned = await t.call('POST', 'admin/assignLead', {
      token: admin.token,
      body: { ref, staffId: manager.id },
    });
    expect(assigned.body).toEqual({ status: 200, message: leadMessages.assigned });
    const mine = (await list(`assignedTo=${manager.id}`)).body.data;
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({ ref, assignedName: 'Vikram Tester' });
    expect((await list('assignedTo=none&source=call')).body.data.total).toBe(1);
    await t.call('POST', 'admin/addLeadNote', {
      token: admin.token,
      body: { ref, text: 'Call back Monday' },
    });
    const detail = (await t.call('GET', `admin/lead?ref=${ref}`, { token: admin.token })).body.data;
    expect(detail.history[0]).toMatchObject({
      kind: 'note',
      text: 'Call back Monday',
      staffName: 'Asha Tester',
    });
    expect(
      (await t.call('POST', 'admin/assignLead', { token: admin.token, body: { ref, staffId: 999999 } })).body,
    ).toEqual({ status: 400, error: leadMessages.assignee });
  });

  it('lists an unfinished sign-up read live, works it, and links a lead whose mobile signs up', async () => {
    const { ref } = (await lead({ mobile: '9202100002', name: 'Lead Before' })).body.data;
    await signUp('9202100002');
    await signUp('9202100003');
    const rows = (await list('search=92021000')).body.data.rows;
    expect(rows).toHaveLength(2);
    const converted = rows.find((r: { ref: string }) => r.ref === ref);
    expect(converted).toMatchObject({
      name: 'Lead Before',
      stage: 'unfinished',
      retailerId: expect.any(Number),
    });
    const own = rows.find((r: { ref: string }) => r.ref.startsWith('shop-'));
    expect(own).toMatchObject({ name: 'Meena Iyer', source: 'signUp', status: 'new', stage: 'unfinished' });
    // Working the sign-up makes its lead row; the ref the console held still reaches it.
    const moved = await t.call('POST', 'admin/moveLead', {
      token: admin.token,
      body: { ref: own.ref, from: 'new', to: 'contacted' },
    });
    expect(moved.body.status).toBe(200);
    const again = (await list('search=9202100003')).body.data.rows;
    expect(again).toEqual([
      expect.objectContaining({ status: 'contacted', ref: expect.stringMatching(/^lead-/) }),
    ]);
    // Finishing the sign-up shows the lead as converted.
    await t.db
      .updateTable('users')
      .set({ is_register: 3 })
      .where('contact_number', '=', '9202100002')
      .execute();
    expect((await list('search=Lead Before')).body.data.rows[0].stage).toBe('converted');
  });

  it('refuses bad input with 400 and an unknown ref with 404', async () => {
    expect((await list('status=won&pageSize=30')).body.status).toBe(400);
    expect((await list('from=2026-12-01&to=2026-11-01')).body).toEqual({
      status: 400,
      error: leadMessages.dates,
    });
    expect((await t.call('GET', 'admin/lead?ref=lead-424242', { token: admin.token })).body).toEqual({
      status: 404,
      error: leadMessages.notFound,
    });
    expect(
      (
        await t.call('POST', 'admin/moveLead', {
          token: admin.token,
          body: { ref: 'x-1', from: 'new', to: 'contacted' },
        })
      ).body,
    ).toEqual({ status: 400, error: leadMessages.notFound });
  });
});

describe('campaigns', () => {
  it('adds a campaign with a unique code, in capitals', async () => {
    expect((await campaign({})).body).toMatchObject({ status: 200, message: campaignMessages.added });
    expect((await campaign({ code: 'DIWALI-26' })).body).toEqual({
      status: 400,
      error: campaignMessages.codeTaken,
    });
    expect((await campaign({ code: 'bad code!' })).body).toEqual({
      status: 400,
      error: campaignMessages.code,
    });
    expect((await campaign({ code: 'X1', startsOn: '2026-12-01', endsOn: '2026-11-01' })).body).toEqual({
      status: 400,
      error: campaignMessages.dates,
    });
    expect(await campaignRow('DIWALI-26')).toMatchObject({ name: 'Diwali', active: true, signUps: 0 });
  });

  it('counts a sign-up by its link, finished ones, and leads entered with it', async () => {
    const { campaignId } = (await campaign({})).body.data;
    expect((await signUp('9202100004', 'diwali-26')).body.status).toBe(200);
    expect((await signUp('9202100005', 'DIWALI-26')).body.status).toBe(200);
    await lead({ campaignId, source: 'googleAds' });
    await t.db
      .updateTable('users')
      .set({ is_register: 3 })
      .where('contact_number', '=', '9202100005')
      .execute();
    expect(await campaignRow('DIWALI-26')).toMatchObject({ leads: 1, signUps: 2, signUpsCompleted: 1 });
    // The finished sign-up stays in Leads, as converted, since the campaign brought it.
    const rows = (await list(`campaignId=${campaignId}`)).body.data.rows;
    expect(rows.map((r: { stage: string }) => r.stage).sort()).toEqual(['converted', 'none', 'unfinished']);
  });

  it('ignores an unknown, switched-off or finished code, and the sign-up still works', async () => {
    const { campaignId } = (await campaign({})).body.data;
    await campaign({ code: 'OLD', endsOn: '2020-01-31' });
    await t.call('POST', 'admin/updateCampaign', {
      token: admin.token,
      body: { campaignId, name: 'Diwali', active: false },
    });
    expect((await signUp('9202100006', 'NOPE')).body.status).toBe(200);
    expect((await signUp('9202100007', 'diwali-26')).body.status).toBe(200);
    expect((await signUp('9202100008', 'OLD')).body.status).toBe(200);
    expect((await signUp('9202100009', 'not a code ###')).body.status).toBe(200);
    expect(await t.db.selectFrom('campaign_signups').selectAll().execute()).toEqual([]);
    const audit = (await t.call('GET', 'admin/auditLog?entity=campaign', { token: admin.token })).body.data
      .rows;
    expect(audit[0]).toMatchObject({
      action: 'campaignUpdated',
      before: { active: true },
      after: { active: false },
    });
  });
});

describe('who may', () => {
  const roles: StaffRole[] = [
    'Admin',
    'subAdmin',
    'Cse',
    'floorManager',
    'zonalManager',
    'stateManager',
    'Avp',
  ];
  it.each(roles)('%s: leads for Admin and subAdmin, campaigns for Admin', async (role) => {
    const { token } = await staffAccount(t, role);
    const leadsOk = role === 'Admin' || role === 'subAdmin';
    const campaignsOk = role === 'Admin';
    const calls = {
      leads: [
        await t.call('GET', 'admin/leads', { token }),
        await t.call('GET', 'admin/lead?ref=lead-1', { token }),
        await t.call('GET', 'admin/leadChoices', { token }),
        await t.call('POST', 'admin/addLead', {
          token,
          body: {
            name: 'Ravi',
            mobile: `98450${String(roles.indexOf(role)).padStart(5, '0')}`,
            source: 'call',
          },
        }),
        await t.call('POST', 'admin/moveLead', {
          token,
          body: { ref: 'lead-999', from: 'new', to: 'contacted' },
        }),
        await t.call('POST', 'admin/assignLead', { token, body: { ref: 'lead-999', staffId: null } }),
        await t.call('POST', 'admin/addLeadNote', { token, body: { ref: 'lead-999', text: 'x' } }),
      ],
      campaigns: [
        await t.call('GET', 'admin/campaigns', { token }),
        await t.call('POST', 'admin/addCampaign', { token, body: { name: 'A', code: `C-${role}` } }),
        await t.call('POST', 'admin/updateCampaign', { token, body: { campaignId: 999, name: 'A' } }),
      ],
    };
    for (const res of calls.leads) {
      if (leadsOk) expect(res.body.status).not.toBe(403);
      else expect(res.body.status).toBe(403);
    }
    for (const res of calls.campaigns) {
      if (campaignsOk) expect(res.body.status).not.toBe(403);
      else expect(res.body.status).toBe(403);
    }
  });

  it('a retailer’s token opens neither', async () => {
    await signUp('9202100001');
    const login = await t.call('POST', 'user/login', {
      body: { loginType: 'Custom', email: 'meena9202100001', password: 'meena1234' },
    });
    const token = login.body.data?.userToken;
    expect(token).toBeTruthy();
    expect((await t.call('GET', 'admin/leads', { token })).body.status).not.toBe(200);
    expect((await t.call('GET', 'admin/campaigns', { token })).body.status).not.toBe(200);
  });
});
