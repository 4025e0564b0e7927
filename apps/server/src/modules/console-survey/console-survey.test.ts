import { randomUUID } from 'node:crypto';
import { surveyConsoleMessages } from '@galla/contracts/console-survey';
import type { StaffRole } from '@galla/domain/permissions';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffAccount } from '../../test/staff-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addProduct, billBody, demoPhone } from '../billing/test-helpers.js';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await staffAccount(t, 'Admin', { firstName: 'Asha' })).token;
});
afterEach(() => t.close());

// The seeded survey (migration 2026112606): 1 rating, 2 and 3 choice, 4 rating, 5 text.
const get = (path: string, token = admin) => t.call('GET', path, { token });
const post = (path: string, body: object, token = admin) => t.call('POST', path, { token, body });
const questions = async () => (await get('admin/surveyQuestions')).body.data.rows;

/** A response with its answers, written straight to the tables at `at`. */
async function respond(answers: Record<number, string>, at: string, email = 'visitor@example.in') {
  const session = await t.db
    .insertInto('survey_sessions')
    .values({
      token_hash: randomUUID(),
      invoice_id: null,
      bill_id: null,
      shop_id: null,
      login_type: 'Email',
      social_id: null,
      email,
      name: null,
      created_at: at,
      expires_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const response = await t.db
    .insertInto('survey_responses')
    .values({
      subject: `visitor:${randomUUID()}`,
      session_id: session.id,
      invoice_id: null,
      shop_id: null,
      login_type: 'Email',
      email,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('survey_answers')
    .values(
      Object.entries(answers).map(([questionId, answer]) => ({
        response_id: response.id,
        shop_id: null,
        question_id: Number(questionId),
        answer,
      })),
    )
    .execute();
  return response.id;
}

/** A customer's survey session from an invoice link, made once per test. */
let surveyToken: string | undefined;
beforeEach(() => {
  surveyToken = undefined;
});
async function customerSession(): Promise<string> {
  if (surveyToken) return surveyToken;
  const shopToken = await t.tokenFor(demoPhone);
  const { productId } = await addProduct(t, shopToken, { modelName: 'Charger' });
  const saved = await t.call('POST', 'billing/saveInvoice', {
    token: shopToken,
    body: billBody([{ productId, quantity: 1, price: 118 }], 118),
  });
  const login = await t.call('POST', 'survey/surveyLogin', {
    body: {
      loginType: 'Email',
      email: 'meera@example.in',
      token: saved.body.data.invoiceDetails[0].invoiceToken,
    },
  });
  surveyToken = login.body.data.surveyToken as string;
  return surveyToken;
}

/** The public survey's questions, as that customer sees them. */
async function publicQuestions() {
  const res = await t.call('POST', 'survey/getQuestions', { body: { token: await customerSession() } });
  return res.body.data.questions as { questionId: number; question: string; options: string[] }[];
}

const choice = { question: 'Which payment do you prefer?', kind: 'choice', options: ['Cash', 'UPI', 'Card'] };

describe('who may manage the survey', () => {
  it.each<[StaffRole, number]>([
    ['Admin', 200],
    ['subAdmin', 403],
    ['Avp', 403],
    ['Cse', 403],
    ['floorManager', 403],
    ['zonalManager', 403],
    ['stateManager', 403],
  ])('%s gets %i on every call', async (role, status) => {
    const { token } = await staffAccount(t, role);
    const calls = [
      await get('admin/surveyQuestions', token),
      await post('admin/addSurveyQuestion', choice, token),
      await post(
        'admin/updateSurveyQuestion',
        { questionId: 5, question: 'Anything else?', kind: 'text' },
        token,
      ),
      await post(
        'admin/reorderSurveyQuestions',
        { questionIds: (await questions()).map((q: { questionId: number }) => q.questionId) },
        token,
      ),
      await post('admin/deleteSurveyQuestion', { questionId: 5 }, token),
      await get('admin/surveyResponses', token),
      await get('admin/surveySummary', token),
      await get('admin/surveyExport', token),
    ];
    for (const res of calls) expect(res.http).toBe(status);
  });
});

describe('survey questions', () => {
  it('adds, edits, deactivates and reorders; the public survey shows each change', async () => {
    const added = await post('admin/addSurveyQuestion', choice);
    expect(added.body).toMatchObject({ status: 200, message: surveyConsoleMessages.added });
    const id = added.body.data.questionId;
    expect(added.body.data).toMatchObject({
      ...choice,
      position: 6,
      active: true,
      required: true,
      answers: 0,
    });
    expect((await publicQuestions()).at(-1)).toMatchObject({
      questionId: id,
      options: ['Cash', 'UPI', 'Card'],
    });

    await post('admin/updateSurveyQuestion', { questionId: id, ...choice, options: ['Cash', 'UPI'] });
    await post('admin/updateSurveyQuestion', {
      questionId: 5,
      question: 'Anything else?',
      kind: 'text',
      required: false,
      active: false,
    });
    const order = [id, 1, 2, 3, 4, 5];
    expect((await post('admin/reorderSurveyQuestions', { questionIds: order })).body.status).toBe(200);

    const shown = await publicQuestions();
    expect(shown.map((q) => q.questionId)).toEqual([id, 1, 2, 3, 4]);
    expect(shown[0]!.options).toEqual(['Cash', 'UPI']);
    expect((await questions()).map((q: { questionId: number }) => q.questionId)).toEqual(order);

    const log = (await get('admin/auditLog')).body.data.rows.map((e: { action: string }) => e.action);
    expect(log).toEqual(
      expect.arrayContaining(['surveyQuestionAdded', 'surveyQuestionChanged', 'surveyQuestionsReordered']),
    );
  });

  it('a question with answers cannot be deleted or change kind, only be deactivated', async () => {
    await respond({ 1: '5', 2: 'Every week', 3: 'Home needs', 4: '4' }, '2026-11-20T10:00:00.000Z');
    expect((await questions())[0]).toMatchObject({ questionId: 1, answers: 1 });
    expect((await post('admin/deleteSurveyQuestion', { questionId: 1 })).body).toEqual({
      status: 409,
      error: surveyConsoleMessages.hasAnswers,
    });
    expect(
      (await post('admin/updateSurveyQuestion', { questionId: 1, question: 'Rate us now', kind: 'text' }))
        .body,
    ).toEqual({ status: 409, error: surveyConsoleMessages.kindLocked });
    const off = await post('admin/updateSurveyQuestion', {
      questionId: 1,
      question: 'How did you find your shopping experience today?',
      kind: 'rating',
      active: false,
    });
    expect(off.body.status).toBe(200);
    expect((await questions())[0]).toMatchObject({ questionId: 1, active: false });

    // Question 5 has no answers: it goes.
    expect((await post('admin/deleteSurveyQuestion', { questionId: 5 })).body.message).toBe(
      surveyConsoleMessages.deleted,
    );
    expect((await questions()).map((q: { questionId: number }) => q.questionId)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [{ ...choice, options: ['Cash'] }, surveyConsoleMessages.options],
    [{ ...choice, options: ['Cash', 'cash'] }, surveyConsoleMessages.options],
    [{ ...choice, question: 'Pay?' }, surveyConsoleMessages.question],
    [{ ...choice, kind: 'slider' }, surveyConsoleMessages.kind],
  ])('refuses %j with 400', async (body, error) => {
    expect((await post('admin/addSurveyQuestion', body)).body).toEqual({ status: 400, error });
  });

  it('refuses a stale order and an unknown question', async () => {
    expect((await post('admin/reorderSurveyQuestions', { questionIds: [1, 2, 3] })).body).toEqual({
      status: 409,
      error: surveyConsoleMessages.order,
    });
    expect((await post('admin/deleteSurveyQuestion', { questionId: 999 })).body).toEqual({
      status: 404,
      error: surveyConsoleMessages.notFound,
    });
  });
});

describe('survey responses', () => {
  beforeEach(async () => {
    // 21 November in IST starts at 20 November 18:30 UTC.
    await respond(
      { 1: '5', 2: 'Every week', 3: 'Home needs', 4: '4', 5: 'More chargers' },
      '2026-11-20T18:30:00.000Z',
      'a@example.in',
    );
    await respond(
      { 1: '3', 2: 'Every week', 3: 'Groceries', 4: '5' },
      '2026-11-21T10:00:00.000Z',
      'b@example.in',
    );
    await respond(
      { 1: '4', 2: 'First time', 3: 'Groceries', 4: '2' },
      '2026-11-22T18:29:59.000Z',
      'c@example.in',
    );
    await respond(
      { 1: '1', 2: 'Every month', 3: 'Home needs', 4: '1' },
      '2026-11-20T18:29:59.000Z',
      'old@example.in',
    );
  });

  it('lists a date range (IST days), newest first, paged, with each answer', async () => {
    const res = await get('admin/surveyResponses?from=2026-11-21&to=2026-11-22&pageSize=20');
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.rows.map((r: { email: string }) => r.email)).toEqual([
      'c@example.in',
      'b@example.in',
      'a@example.in',
    ]);
    expect(res.body.data.rows[2].answers).toContainEqual({ questionId: 5, answer: 'More chargers' });
    expect((await get('admin/surveyResponses')).body.data.total).toBe(4);
    expect((await get('admin/surveyResponses?from=2026-11-23')).body.data.total).toBe(0);
    expect((await get('admin/surveyResponses?from=2026-11-22&to=2026-11-21')).body).toEqual({
      status: 400,
      error: surveyConsoleMessages.dates,
    });
  });

  it('summarises each question, and the summary reconciles with the rows', async () => {
    const range = 'from=2026-11-21&to=2026-11-22';
    const summary = (await get(`admin/surveySummary?${range}`)).body.data;
    const rows = (await get(`admin/surveyResponses?${range}&pageSize=100`)).body.data.rows as {
      answers: { questionId: number; answer: string }[];
    }[];
    expect(summary.responses).toBe(rows.length);
    for (const q of summary.questions) {
      const given = rows.flatMap((r) => r.answers).filter((a) => a.questionId === q.questionId);
      expect(q.answered).toBe(given.length);
      for (const c of q.choices) expect(c.count).toBe(given.filter((a) => a.answer === c.option).length);
    }
    const byId = new Map(summary.questions.map((q: { questionId: number }) => [q.questionId, q]));
    expect(byId.get(1)).toMatchObject({ answered: 3, averageRating: 4 });
    expect(byId.get(4)).toMatchObject({ averageRating: 3.7 });
    expect(byId.get(2)).toMatchObject({
      choices: [
        { option: 'First time', count: 1 },
        { option: 'Every week', count: 2 },
        { option: 'Every month', count: 0 },
        { option: 'A few times a year', count: 0 },
      ],
    });
    expect(byId.get(5)).toMatchObject({ answered: 1, choices: [], averageRating: null });
  });

  it('exports the range as a spreadsheet with a row per response and the summary', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/admin/surveyExport?from=2026-11-21&to=2026-11-22',
      headers: { 'x-client': 'android', 'auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Responses')!;
    expect(sheet.getRow(3).values).toEqual(
      expect.arrayContaining(['Date', 'Shop', 'E-mail', 'How often do you shop at this store?']),
    );
    expect(sheet.rowCount).toBe(3 + 3);
    expect(sheet.getRow(4).getCell(1).value).toBe('2026-11-21');
    expect(sheet.getRow(4).getCell(5).value).toBe(5);
    const summary = book.getWorksheet('Summary')!;
    expect(summary.getRow(2).getCell(1).value).toBe('Responses: 3');
  });
});
