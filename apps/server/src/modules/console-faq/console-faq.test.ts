import { faqMessages } from '@galla/contracts/console-faq';
import type { StaffRole } from '@galla/domain/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { syncReferenceData } from '../reference/sync.js';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
});
afterEach(() => t.close());

const list = async (token = admin) => (await t.call('GET', 'admin/faqList', { token })).body.data.rows;
const retailerFaq = async () =>
  (await t.call('GET', 'static/getFAQ')).body.data.data as { question: string; answer: string }[];
const add = (body: object, token = admin) => t.call('POST', 'admin/addFaq', { token, body });
const update = (body: object, token = admin) => t.call('POST', 'admin/updateFaq', { token, body });
const reorder = (faqIds: number[], token = admin) =>
  t.call('POST', 'admin/reorderFaqs', { token, body: { faqIds } });

const newFaq = { question: 'Can I bill in Tamil?', answer: 'Not yet; bills print in English for now.' };

describe('who may edit the FAQ', () => {
  it.each<[StaffRole, number]>([
    ['Admin', 200],
    ['subAdmin', 200],
    ['Avp', 403],
    ['Cse', 403],
    ['floorManager', 403],
    ['zonalManager', 403],
    ['stateManager', 403],
  ])('%s gets %i on every call', async (role, status) => {
    const { token } = await staffAccount(t, role);
    const [first] = await list();
    const calls = [
      await t.call('GET', 'admin/faqList', { token }),
      await add(newFaq, token),
      await update(
        { faqId: first.faqId, question: first.question, answer: first.answer, hidden: true },
        token,
      ),
    ];
    calls.push(await reorder((await list()).map((r: { faqId: number }) => r.faqId).reverse(), token));
    for (const res of calls) expect(res.http).toBe(status);
  });
});

describe('FAQ', () => {
  it('an added entry shows at the end of the retailer’s FAQ at once, and is audited', async () => {
    const before = await retailerFaq();
    const res = await add(newFaq);
    expect(res.body).toMatchObject({ status: 200, message: faqMessages.added });
    expect(res.body.data).toMatchObject({
      ...newFaq,
      hidden: false,
      faqId: 1001,
      position: before.length + 1,
    });
    expect((await retailerFaq()).at(-1)).toEqual(newFaq);
    const second = await add({ question: 'Is my data safe?', answer: 'Yes, it is encrypted and backed up.' });
    expect(second.body.data.faqId).toBe(1002);
    const log = (await t.call('GET', 'admin/auditLog', { token: admin })).body.data.rows;
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'faqAdded',
        entityId: '1001',
        after: newFaq,
        actorName: 'Asha Tester',
      }),
    );
  });

  it('edits and hides: the retailer’s page follows, and the audit keeps before and after', async () => {
    const [first] = await list();
    await update({ faqId: first.faqId, question: 'How do I sign in?', answer: first.answer });
    expect((await retailerFaq())[0]).toEqual({ question: 'How do I sign in?', answer: first.answer });
    await update({ faqId: first.faqId, question: 'How do I sign in?', answer: first.answer, hidden: true });
    expect((await retailerFaq()).map((f) => f.question)).not.toContain('How do I sign in?');
    expect((await list())[0]).toMatchObject({ faqId: first.faqId, hidden: true });
    const log = (await t.call('GET', 'admin/auditLog', { token: admin })).body.data.rows;
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'faqChanged',
        before: expect.objectContaining({ question: first.question, hidden: false }),
        after: expect.objectContaining({ question: 'How do I sign in?', hidden: false }),
      }),
    );
  });

  it('reorders, and refuses a list that is not the current one', async () => {
    const ids = (await list()).map((r: { faqId: number }) => r.faqId);
    const moved = [ids[2]!, ...ids.filter((id: number) => id !== ids[2])];
    expect((await reorder(moved)).body).toEqual({ status: 200, message: faqMessages.reordered });
    expect((await list()).map((r: { faqId: number }) => r.faqId)).toEqual(moved);
    const firstQuestion = (await list())[0].question;
    expect((await retailerFaq())[0]!.question).toBe(firstQuestion);
    expect((await reorder(moved.slice(1))).body).toEqual({ status: 409, error: faqMessages.order });
    expect((await reorder([...moved, moved[0]!])).body).toEqual({ status: 409, error: faqMessages.order });
  });

  it('the start-up sync does not overwrite what staff changed', async () => {
    const [first, second] = await list();
    await update({
      faqId: first.faqId,
      question: 'Staff wrote this question',
      answer: first.answer,
      hidden: true,
    });
    await t.db
      .updateTable('faqs')
      .set({ question: 'Old text from an earlier release' })
      .where('id', '=', second.faqId)
      .execute();
    await t.db.deleteFrom('reference_data_versions').where('name', '=', 'faqs').execute();
    expect(await syncReferenceData(t.db)).toContain('faqs');
    const after = await list();
    expect(after.find((f: { faqId: number }) => f.faqId === first.faqId)).toMatchObject({
      question: 'Staff wrote this question',
      hidden: true,
    });
    // An entry nobody touched in the console follows the dataset again.
    expect(after.find((f: { faqId: number }) => f.faqId === second.faqId).question).toBe(second.question);
  });

  it('refuses bad input with 400 and the reason, and an unknown entry with 404', async () => {
    expect((await add({ question: 'Hi', answer: 'Long enough answer' })).body).toEqual({
      status: 400,
      error: faqMessages.question,
    });
    expect((await add({ question: 'A fine question?', answer: '' })).body).toEqual({
      status: 400,
      error: faqMessages.answer,
    });
    expect((await update({ faqId: 99999, ...newFaq })).body).toEqual({
      status: 404,
      error: faqMessages.notFound,
    });
  });

  it('two entries added at once both land, with different ids', async () => {
    const [a, b] = await Promise.all([
      add(newFaq),
      add({ question: 'Is my data safe?', answer: 'Yes, it is encrypted and backed up.' }),
    ]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    expect(a.body.data.faqId).not.toBe(b.body.data.faqId);
  });
});
