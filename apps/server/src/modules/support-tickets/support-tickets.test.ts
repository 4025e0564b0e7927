import { ticketMessages } from '@galla/contracts/support-tickets';
import { messages } from '@galla/domain/messages';
import { type StaffRole, staffRoles } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, demoAccounts, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: string;
let kirana: string;
beforeEach(async () => {
  t = await createTestApp();
  owner = await t.tokenFor(demoAccounts.owner.phone);
  kirana = await t.tokenFor(demoAccounts.nonGst.phone);
});
afterEach(() => t.close());

const question = { topic: 'Billing', message: 'The invoice PDF shows the wrong GSTIN for my shop.' };
const raise = async (token = owner, body: object = question) => {
  const res = await t.call('POST', 'support/raiseTicket', { token, body });
  expect(res.body.status, res.body.error).toBe(200);
  return res.body.data.ticketId as number;
};
const get = (path: string, token: string) => t.call('GET', `admin/${path}`, { token });
const post = (path: string, token: string, body: object) => t.call('POST', `admin/${path}`, { token, body });
const detail = async (ticketId: number, token: string) =>
  (await get(`ticket?ticketId=${ticketId}`, token)).body.data;
const ids = (res: { body: { data?: any } }) => res.body.data.rows.map((r: any) => r.ticketId);

/** A sub-user of the demo shop, written straight to the table, and their token. */
async function subUserOfDemoShop(): Promise<{ id: number; token: string }> {
  const shop = await t.db
    .selectFrom('users')
    .select(['shop_id', 'configuration'])
    .where('contact_number', '=', demoAccounts.owner.phone)
    .executeTakeFirstOrThrow();
  const now = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('users')
    .values({
      shop_id: shop.shop_id,
      user_type: 'subRetailer',
      first_name: 'Sunita',
      last_name: 'Devi',
      user_name: null,
      email: null,
      contact_number: '9204000099',
      password_hash: null,
      login_type: 'Custom',
      social_id: null,
      is_register: 3,
      have_shared_data: 0,
      user_image: null,
      configuration: shop.configuration,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await t.tokenFor('9204000099') };
}

async function shopIdOf(phone: string): Promise<number> {
  return (
    await t.db
      .selectFrom('users')
      .select('shop_id')
      .where('contact_number', '=', phone)
      .executeTakeFirstOrThrow()
  ).shop_id;
}

async function mapToRm(phone: string, staffId: number) {
  await t.db
    .insertInto('retailer_managers')
    .values({
      shop_id: await shopIdOf(phone),
      staff_id: staffId,
      assigned_at: t.clock.now().toISOString(),
      assigned_by: null,
    })
    .execute();
}

describe('the retailer raises tickets from Help', () => {
  it('owner and sub-user raise tickets for the shop, and both see the shop’s tickets, newest first', async () => {
    const first = await raise();
    const sub = await subUserOfDemoShop();
    const second = await raise(sub.token, { topic: 'SMS', message: '  My SMS campaign did not go out.  ' });
    const mine = await t.call('GET', 'support/myTickets', { token: owner });
    expect(mine.body.data.tickets).toEqual([
      expect.objectContaining({
        ticketId: second,
        topic: 'SMS',
        message: 'My SMS campaign did not go out.',
        status: 1,
        statusName: 'Open',
        raisedBy: 'Sunita Devi',
        replies: [],
      }),
      expect.objectContaining({ ticketId: first, topic: 'Billing' }),
    ]);
    expect((await t.call('GET', 'support/myTickets', { token: sub.token })).body.data.tickets).toHaveLength(
      2,
    );
  });

  it.each([
    ['an unknown topic', { topic: 'Gossip', message: question.message }, ticketMessages.topic],
    ['no topic', { message: question.message }, ticketMessages.topic],
    ['a message under 10 characters', { topic: 'Billing', message: 'too short' }, ticketMessages.message],
    [
      'a message over 1000 characters',
      { topic: 'Billing', message: 'x'.repeat(1001) },
      ticketMessages.message,
    ],
    ['no message', { topic: 'Billing' }, ticketMessages.message],
  ])('refuses %s with a clear 400', async (_case, body, error) => {
    const res = await t.call('POST', 'support/raiseTicket', { token: owner, body });
    expect(res.body).toEqual({ status: 400, error });
  });

  it('a shop never sees another shop’s tickets, and staff tokens cannot use the retailer calls', async () => {
    await raise(owner);
    expect((await t.call('GET', 'support/myTickets', { token: kirana })).body.data.tickets).toEqual([]);
    const cse = await staffAccount(t, 'Cse');
    expect((await t.call('POST', 'support/raiseTicket', { token: cse.token, body: question })).http).toBe(
      403,
    );
    expect((await t.call('GET', 'support/myTickets')).http).toBe(401);
  });

  it('a retailer cannot call the console’s ticket calls', async () => {
    const id = await raise();
    expect((await get('tickets', owner)).http).toBe(403);
    expect((await get(`ticket?ticketId=${id}`, owner)).http).toBe(403);
    expect((await post('ticketComment', owner, { ticketId: id, text: 'hi', public: true })).http).toBe(403);
    expect((await get('rm/tickets', owner)).http).toBe(403);
  });
});

describe('who may open which ticket call', () => {
  const support: StaffRole[] = ['Admin', 'subAdmin', 'Avp', 'Cse', 'floorManager'];
  const managers: StaffRole[] = ['Admin', 'subAdmin', 'Avp', 'zonalManager', 'stateManager'];

  it.each(staffRoles.map((role) => [role]))('%s', async (role) => {
    const id = await raise();
    const me = await staffAccount(t, role);
    const mayWork = support.includes(role);
    const expected = (allowed: boolean) => (allowed ? 200 : 403);
    expect((await get('tickets', me.token)).http).toBe(expected(mayWork));
    expect((await get(`ticket?ticketId=${id}`, me.token)).http).toBe(expected(mayWork));
    expect((await get('ticketAssignees', me.token)).http).toBe(expected(mayWork));
    const status = await post('ticketStatus', me.token, { ticketId: id, version: 1, status: 3 });
    expect(status.http).toBe(expected(mayWork));
    const version = mayWork ? 2 : 1;
    expect((await post('assignTicket', me.token, { ticketId: id, version, staffId: null })).http).toBe(
      expected(mayWork),
    );
    // No manager is mapped to the shop: allowed roles reach the rule and hear why.
    const escalate = await post('escalateTicket', me.token, { ticketId: id, version });
    expect(escalate.body).toEqual(
      mayWork ? { status: 400, error: ticketMessages.noRm } : { status: 403, error: messages.forbidden },
    );
    expect(
      (await post('ticketComment', me.token, { ticketId: id, text: 'Looking', public: false })).http,
    ).toBe(expected(mayWork));

    const mayManage = managers.includes(role);
    expect((await get('rm/tickets', me.token)).http).toBe(expected(mayManage));
    // The ticket is not escalated to them: a manager finds no such ticket.
    expect((await get(`rm/ticket?ticketId=${id}`, me.token)).http).toBe(mayManage ? 404 : 403);
    expect((await post('rm/ticketComment', me.token, { ticketId: id, text: 'Hi' })).http).toBe(
      mayManage ? 404 : 403,
    );
    expect((await post('rm/returnTicket', me.token, { ticketId: id, version })).http).toBe(
      mayManage ? 404 : 403,
    );
  });
});

describe('the console’s list', () => {
  async function oneOfEachStatus(): Promise<Map<number, number>> {
    const byStatus = new Map<number, number>();
    for (let status = 1; status <= 8; status++) {
      const id = await raise(owner, { ...question, message: `${question.message} (${status})` });
      await t.db.updateTable('support_tickets').set({ status }).where('id', '=', id).execute();
      byStatus.set(status, id);
    }
    return byStatus;
  }

  it('hides 5 and 6 from a support executive (Cse, floorManager); Admin, subAdmin and Avp see all', async () => {
    const byStatus = await oneOfEachStatus();
    const statuses = async (role: StaffRole, query = '') => {
      const token = (await staffAccount(t, role)).token;
      const res = await get(`tickets?sortBy=status&sortDirection=asc${query}`, token);
      return res.body.data.rows.map((r: any) => r.status);
    };
    expect(await statuses('Cse')).toEqual([1, 2, 3, 4, 7, 8]);
    expect(await statuses('floorManager')).toEqual([1, 2, 3, 4, 7, 8]);
    expect(await statuses('Cse', '&currentStatus=5')).toEqual([]);
    for (const role of ['Admin', 'subAdmin', 'Avp'] as const) {
      expect(await statuses(role)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    expect(await statuses('Admin', '&currentStatus=6')).toEqual([6]);
    expect(byStatus.size).toBe(8);
  });

  it('shows the last 31 days (IST) unless another window is asked for, and says which it used', async () => {
    // The test clock stands at 2026-11-21 12:00 IST.
    const at = async (iso: string) => {
      const id = await raise();
      await t.db.updateTable('support_tickets').set({ created_at: iso }).where('id', '=', id).execute();
      return id;
    };
    const firstDay = await at('2026-10-21T18:30:00.000Z'); // 22 Oct 00:00 IST: day 31 of 31
    const dayBefore = await at('2026-10-21T18:29:59.999Z'); // 21 Oct 23:59 IST
    const today = await at('2026-11-21T06:00:00.000Z');
    const cse = (await staffAccount(t, 'Cse')).token;
    const list = await get('tickets?sortBy=createdAt&sortDirection=asc', cse);
    expect(list.body.data.filterDate).toEqual({ from: '2026-10-22', to: '2026-11-21' });
    expect(ids(list)).toEqual([firstDay, today]);
    const older = await get('tickets?filterDateFrom=2026-10-01&filterDateTo=2026-10-21', cse);
    expect(ids(older)).toEqual([dayBefore]);
    expect((await get('tickets?filterDateFrom=2026-11-02&filterDateTo=2026-11-01', cse)).body).toEqual({
      status: 400,
      error: ticketMessages.fromAfterTo,
    });
    expect((await get('tickets?filterDateFrom=2026-02-30', cse)).body).toEqual({
      status: 400,
      error: ticketMessages.date,
    });
  });

  it('pages, searches, filters by assignee and sorts on the server', async () => {
    const a = await raise(owner, { topic: 'Inventory', message: 'Stock of Redmi 13 went negative' });
    const b = await raise(kirana);
    const admin = await staffAccount(t, 'Admin');
    const cse = await staffAccount(t, 'Cse', { firstName: 'Zoya' });
    await post('assignTicket', admin.token, { ticketId: b, version: 1, staffId: cse.id });
    expect(ids(await get('tickets?search=redmi', admin.token))).toEqual([a]);
    expect(ids(await get('tickets?search=patil kirana', admin.token))).toEqual([b]);
    expect(ids(await get(`tickets?search=%23${a}`, admin.token))).toEqual([a]);
    expect(ids(await get('tickets?assignedTo=none', admin.token))).toEqual([a]);
    expect(ids(await get('tickets?assignedTo=me', cse.token))).toEqual([b]);
    expect(ids(await get(`tickets?assignedTo=${cse.id}`, admin.token))).toEqual([b]);
    expect(ids(await get('tickets?sortBy=shopName&sortDirection=asc', admin.token))).toEqual([b, a]);
    const paged = await get('tickets?pageSize=20&page=2', admin.token);
    expect(paged.body.data).toMatchObject({ total: 2, rows: [] });
    expect((await get('tickets?pageSize=7', admin.token)).http).toBe(400);
    const row = (await get('tickets', admin.token)).body.data.rows.find((r: any) => r.ticketId === b);
    expect(row).toMatchObject({
      shopName: demoAccounts.nonGst.shopName,
      assignedTo: 'Zoya Tester',
      statusName: 'Assigned',
    });
  });
});

describe('a ticket’s page and its changes', () => {
  it('shows the shop and its contact, the allowed statuses, and the full history', async () => {
    const id = await raise();
    const cse = await staffAccount(t, 'Cse', { firstName: 'Zoya' });
    const before = await detail(id, cse.token);
    expect(before).toMatchObject({
      ticketId: id,
      version: 1,
      status: 1,
      statusName: 'Open',
      shop: {
        name: demoAccounts.shopName,
        contactNumber: demoAccounts.owner.phone,
        email: demoAccounts.owner.email,
        raisedByNumber: demoAccounts.owner.phone,
      },
      assignedTo: null,
      rm: null,
      shopRm: null,
      nextStatuses: [3, 4, 6],
      canEscalate: false,
    });
    expect(before.history).toEqual([expect.objectContaining({ kind: 'raised', toStatus: 1 })]);
    expect(JSON.stringify(before)).not.toMatch(/customer/i);

    const assigned = await post('assignTicket', cse.token, { ticketId: id, version: 1, staffId: cse.id });
    expect(assigned.body).toEqual({ status: 200, message: ticketMessages.assigned, data: { version: 2 } });
    const working = await post('ticketStatus', cse.token, { ticketId: id, version: 2, status: 3 });
    expect(working.body.data).toEqual({ version: 3 });
    await post('ticketComment', cse.token, {
      ticketId: id,
      text: 'Checked the invoice settings',
      public: false,
    });
    const after = await detail(id, cse.token);
    expect(after).toMatchObject({
      status: 3,
      assignedTo: { staffId: cse.id, name: 'Zoya Tester' },
      version: 3,
    });
    expect(after.history.map((e: any) => [e.kind, e.by, e.fromStatus, e.toStatus, e.text])).toEqual([
      ['raised', `${after.shop.raisedBy} (retailer)`, null, 1, null],
      ['assigned', 'Zoya Tester', 1, 2, 'Zoya Tester'],
      ['status', 'Zoya Tester', 2, 3, null],
      ['note', 'Zoya Tester', null, null, 'Checked the invoice settings'],
    ]);

    const admin = await staffAccount(t, 'Admin');
    const log = (await get('auditLog?entity=supportTicket', admin.token)).body.data.rows;
    expect(log.map((r: any) => r.action)).toEqual([
      'ticketNoted',
      'ticketChanged',
      'ticketChanged',
      'ticketRaised',
    ]);
    expect(log[1]).toMatchObject({ actorName: 'Zoya Tester', before: { status: 2 }, after: { status: 3 } });
    expect(log[2]).toMatchObject({
      before: { assigned_to: null, status: 1 },
      after: { assigned_to: cse.id, status: 2 },
    });
  });

  it('refuses invalid transitions, a stale version and unknown tickets with clear messages', async () => {
    const id = await raise();
    const cse = (await staffAccount(t, 'Cse')).token;
    expect((await post('ticketStatus', cse, { ticketId: id, version: 1, status: 7 })).body).toEqual({
      status: 400,
      error: 'A ticket cannot go from Open to Reopened',
    });
    expect((await post('ticketStatus', cse, { ticketId: id, version: 1, status: 5 })).body.error).toBe(
      'A ticket cannot go from Open to With relationship manager',
    );
    expect((await post('ticketStatus', cse, { ticketId: id, version: 1, status: 1 })).body.error).toBe(
      ticketMessages.sameStatus,
    );
    expect((await post('ticketStatus', cse, { ticketId: id, version: 1, status: 9 })).body).toEqual({
      status: 400,
      error: ticketMessages.badStatus,
    });
    await post('ticketStatus', cse, { ticketId: id, version: 1, status: 6 });
    expect((await post('ticketStatus', cse, { ticketId: id, version: 1, status: 7 })).body).toEqual({
      status: 409,
      error: ticketMessages.changedElsewhere,
    });
    expect((await post('assignTicket', cse, { ticketId: id, version: 2, staffId: null })).body.error).toBe(
      ticketMessages.closedNoAssign,
    );
    expect((await post('ticketStatus', cse, { ticketId: id, version: 2, status: 7 })).body.data).toEqual({
      version: 3,
    });
    expect((await get('ticket?ticketId=99999', cse)).body).toEqual({
      status: 404,
      error: ticketMessages.notFound,
    });
    expect((await get('ticket?ticketId=abc', cse)).body).toEqual({
      status: 400,
      error: ticketMessages.notFound,
    });
  });

  it('assigns only to active staff who work Customer Support', async () => {
    const id = await raise();
    const admin = await staffAccount(t, 'Admin');
    const zonal = await staffAccount(t, 'zonalManager');
    const cse = await staffAccount(t, 'Cse');
    await t.db.updateTable('staff_users').set({ status: 'disabled' }).where('id', '=', cse.id).execute();
    for (const staffId of [zonal.id, cse.id, 99999]) {
      expect((await post('assignTicket', admin.token, { ticketId: id, version: 1, staffId })).body).toEqual({
        status: 400,
        error: ticketMessages.badAssignee,
      });
    }
    const assignees = (await get('ticketAssignees', admin.token)).body.data.assignees;
    // The seeded demo Admin and this test's Admin; not the manager, not the disabled executive.
    expect(assignees.map((a: any) => a.userType)).toEqual(['Admin', 'Admin']);
    expect(assignees.map((a: any) => a.staffId)).toContain(admin.id);
  });
});

describe('escalation to the relationship manager', () => {
  it('needs a mapped manager; then the ticket is theirs to answer and hand back', async () => {
    const id = await raise();
    const cse = await staffAccount(t, 'Cse');
    const rm = await staffAccount(t, 'zonalManager', { firstName: 'Ravi' });
    const otherRm = await staffAccount(t, 'stateManager');
    expect((await post('escalateTicket', cse.token, { ticketId: id, version: 1 })).body).toEqual({
      status: 400,
      error: ticketMessages.noRm,
    });
    await mapToRm(demoAccounts.owner.phone, rm.id);
    expect(await detail(id, cse.token)).toMatchObject({
      canEscalate: true,
      shopRm: { staffId: rm.id, name: 'Ravi Tester' },
    });
    t.clock.advance(60_000);
    const escalated = await post('escalateTicket', cse.token, { ticketId: id, version: 1 });
    expect(escalated.body).toEqual({ status: 200, message: ticketMessages.escalated, data: { version: 2 } });
    const now = t.clock.now().toISOString();
    expect(await detail(id, cse.token)).toMatchObject({
      status: 5,
      dateOfAssignRm: now,
      rm: { staffId: rm.id },
      nextStatuses: [],
      canEscalate: false,
    });
    // Now hidden from the executive's list; an Admin finds it by the day it was escalated.
    expect(ids(await get('tickets', cse.token))).toEqual([]);
    const admin = (await staffAccount(t, 'Admin')).token;
    expect(ids(await get('tickets?dateOfAssignRm=2026-11-21', admin))).toEqual([id]);
    expect(ids(await get('tickets?dateOfAssignRm=2026-11-20', admin))).toEqual([]);
    expect((await post('ticketStatus', cse.token, { ticketId: id, version: 2, status: 6 })).body.error).toBe(
      ticketMessages.withRm,
    );
    expect((await post('escalateTicket', cse.token, { ticketId: id, version: 2 })).body.error).toBe(
      ticketMessages.cannotEscalate,
    );

    // The manager's list has it; another manager's does not.
    const rmList = await get('rm/tickets', rm.token);
    expect(rmList.body.data.rows).toEqual([
      expect.objectContaining({ ticketId: id, status: 5, rmName: 'Ravi Tester', dateOfAssignRm: now }),
    ]);
    expect(ids(await get('rm/tickets', otherRm.token))).toEqual([]);
    expect((await get(`rm/ticket?ticketId=${id}`, otherRm.token)).http).toBe(404);
    expect((await get(`rm/ticket?ticketId=${id}`, rm.token)).body.data.shop.name).toBe(demoAccounts.shopName);

    const replied = await post('rm/ticketComment', rm.token, {
      ticketId: id,
      text: 'I will visit you tomorrow',
      public: true,
    });
    expect(replied.body).toEqual({ status: 200, message: ticketMessages.replied });
    const back = await post('rm/returnTicket', rm.token, {
      ticketId: id,
      version: 2,
      note: 'Visited, fixed',
    });
    expect(back.body).toEqual({ status: 200, message: ticketMessages.returned, data: { version: 3 } });
    expect((await post('rm/returnTicket', rm.token, { ticketId: id, version: 3 })).body.error).toBe(
      ticketMessages.notWithRm,
    );
    // Returned (8): gone from the manager's list, back in the executive's.
    expect(ids(await get('rm/tickets', rm.token))).toEqual([]);
    expect(ids(await get('tickets', cse.token))).toEqual([id]);
    const history = (await detail(id, cse.token)).history.map((e: any) => [e.kind, e.text]);
    expect(history.slice(-3)).toEqual([
      ['escalated', 'Ravi Tester'],
      ['reply', 'I will visit you tomorrow'],
      ['returned', 'Visited, fixed'],
    ]);
  });

  it('the manager’s list never shows 6 or 8', async () => {
    const rm = await staffAccount(t, 'stateManager');
    for (let status = 1; status <= 8; status++) {
      const id = await raise();
      await t.db.updateTable('support_tickets').set({ status, rm_id: rm.id }).where('id', '=', id).execute();
    }
    const res = await get('rm/tickets?sortBy=status&sortDirection=asc', rm.token);
    expect(res.body.data.rows.map((r: any) => r.status)).toEqual([1, 2, 3, 4, 5, 7]);
  });
});

describe('replies reach the retailer', () => {
  it('a public reply shows on Help and rings the raiser’s bell; an internal note does neither', async () => {
    const sub = await subUserOfDemoShop();
    const id = await raise(sub.token);
    const cse = (await staffAccount(t, 'Cse', { firstName: 'Zoya' })).token;
    await post('ticketComment', cse, {
      ticketId: id,
      text: 'Internal: check the GSTIN on file',
      public: false,
    });
    expect((await t.call('GET', 'user/notificationCount', { token: sub.token })).body.data.count).toBe(0);
    const reply = await post('ticketComment', cse, {
      ticketId: id,
      text: 'Please update your GSTIN in My Profile under Shop Details; the next invoice will show it.',
      public: true,
    });
    expect(reply.body).toEqual({ status: 200, message: ticketMessages.replied });

    const bell = await t.call('POST', 'user/getNotification', { token: sub.token, body: { page: 1 } });
    expect(bell.body.data).toEqual([
      expect.objectContaining({
        text: `Support replied to your ticket #${id}: Please update your GSTIN in My Profile under Shop Details; the next invoice wil…`,
        is_read: 0,
      }),
    ]);
    // The owner did not raise it: their bell stays quiet; the other shop's too.
    expect((await t.call('GET', 'user/notificationCount', { token: owner })).body.data.count).toBe(0);
    const mine = (await t.call('GET', 'support/myTickets', { token: owner })).body.data.tickets[0];
    expect(mine.replies).toEqual([
      {
        at: expect.any(String),
        by: 'Galla Support (Zoya)',
        text: 'Please update your GSTIN in My Profile under Shop Details; the next invoice will show it.',
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain('Internal');
  });
});

describe('two staff changing one ticket at once', () => {
  it('applies one change; the other is told to reload (409), and the history has one step', async () => {
    const id = await raise();
    const a = (await staffAccount(t, 'Cse')).token;
    const b = (await staffAccount(t, 'floorManager')).token;
    const results = await Promise.all([
      post('ticketStatus', a, { ticketId: id, version: 1, status: 3 }),
      post('ticketStatus', b, { ticketId: id, version: 1, status: 6 }),
    ]);
    expect(results.map((r) => r.body.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.body.status === 409)!.body.error).toBe(ticketMessages.changedElsewhere);
    const after = await detail(id, a);
    expect(after.version).toBe(2);
    expect(after.history.filter((e: any) => e.kind === 'status')).toHaveLength(1);
  });

  it('of many assignments and status changes fired together, exactly one lands', async () => {
    const id = await raise();
    const staff = await Promise.all(
      ['Cse', 'floorManager', 'Avp', 'subAdmin'].map((r) => staffAccount(t, r as StaffRole)),
    );
    const results = await Promise.all(
      staff.flatMap((s) => [
        post('assignTicket', s.token, { ticketId: id, version: 1, staffId: s.id }),
        post('ticketStatus', s.token, { ticketId: id, version: 1, status: 4 }),
      ]),
    );
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.status === 409)).toHaveLength(7);
    const row = await t.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    const events = await t.db
      .selectFrom('support_ticket_events')
      .select('kind')
      .where('ticket_id', '=', id)
      .where('kind', '<>', 'raised')
      .execute();
    expect(events).toHaveLength(1);
  });
});
