import { staffPermissions } from '@galla/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch';
import { staffSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const admin = staffSession({
  userType: 'Admin',
  permissions: [...staffPermissions.Admin],
  totpEnrolled: true,
});
const questions = [
  {
    questionId: 1,
    position: 1,
    question: 'How was your visit?',
    kind: 'rating',
    options: [],
    required: true,
    active: true,
    answers: 3,
  },
  {
    questionId: 2,
    position: 2,
    question: 'How often do you come?',
    kind: 'choice',
    options: ['Weekly', 'Monthly'],
    required: true,
    active: true,
    answers: 0,
  },
];

describe('Survey (/dashboard/survey)', () => {
  it('lists questions; only an unanswered one may be deleted; adds a choice question', async () => {
    const server = installFakeFetch({
      'GET admin/surveyQuestions': { status: 200, data: { rows: questions } },
      'POST admin/addSurveyQuestion': {
        status: 200,
        message: 'Question added',
        data: { ...questions[1], questionId: 3 },
      },
      'POST admin/deleteSurveyQuestion': { status: 200, message: 'Question deleted' },
    });
    const { user } = renderApp('/dashboard/survey', { session: admin });
    expect(await screen.findByText('How was your visit?', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.callsTo('POST admin/deleteSurveyQuestion')[0]?.body).toEqual({ questionId: 2 }),
    );

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Question'), 'How do you pay?');
    await user.type(within(dialog).getByLabelText('Choices, one per line'), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/A choice question needs 2 to 10 different choices/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Choices, one per line'), '{Enter}UPI');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST admin/addSurveyQuestion')).toHaveLength(1));
    expect(server.callsTo('POST admin/addSurveyQuestion')[0]?.body).toEqual({
      question: 'How do you pay?',
      kind: 'choice',
      options: ['Cash', 'UPI'],
      required: true,
    });
  }, 60_000);

  it('shows the responses with the summary, filtered by dates', async () => {
    const server = installFakeFetch({
      'GET admin/surveyQuestions': { status: 200, data: { rows: questions } },
      'GET admin/surveySummary': {
        status: 200,
        data: {
          responses: 1,
          questions: [
            {
              questionId: 1,
              question: 'How was your visit?',
              kind: 'rating',
              active: true,
              answered: 1,
              choices: [],
              ratings: [],
              averageRating: 4.5,
            },
          ],
        },
      },
      'GET admin/surveyResponses': {
        status: 200,
        data: {
          total: 1,
          rows: [
            {
              responseId: 9,
              createdAt: '2026-11-20T06:30:00.000Z',
              shopName: 'Sharma Mobile',
              email: 'meera@example.in',
              loginType: 'Email',
              answers: [{ questionId: 1, answer: '5' }],
            },
          ],
        },
      },
    });
    const { user } = renderApp('/dashboard/survey', { session: admin });
    await user.click(await screen.findByRole('tab', { name: 'Responses' }, { timeout: 45_000 }));
    expect(await screen.findByText('meera@example.in')).toBeTruthy();
    expect(screen.getByText('1 responses')).toBeTruthy();
    expect(screen.getByText(/Average 4.5 of 5/)).toBeTruthy();
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    await waitFor(() =>
      expect(server.callsTo('GET admin/surveyResponses').at(-1)?.query.get('from')).toBe('2026-11-01'),
    );
  }, 60_000);
});
