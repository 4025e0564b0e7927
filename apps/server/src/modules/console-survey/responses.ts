import type {
  SurveyDateRange,
  SurveyQuestionSummary,
  SurveyResponseRow,
  SurveySummary,
  ZSurveyResponsesQuery,
} from '@galla/contracts/console-survey';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../platform/console-list.js';
import { utcBounds } from './date-range.js';
import type { SurveyQuestions } from './questions.js';
import '../survey/tables.js';

type ResponsesQuery = z.output<typeof ZSurveyResponsesQuery>;

// The survey's responses for staff: a paged list, a summary per question and the rows for the
// spreadsheet, all over the same date range, so the summary's counts add up to the list's answers.
export function createSurveyResponses(deps: { db: Db; questions: SurveyQuestions }) {
  const { db, questions } = deps;

  function inRange(range: SurveyDateRange) {
    const { since, until } = utcBounds(range);
    let q = db.selectFrom('survey_responses as r').leftJoin('shops as s', 's.id', 'r.shop_id');
    if (since) q = q.where('r.created_at', '>=', since);
    if (until) q = q.where('r.created_at', '<', until);
    return q;
  }

  async function withAnswers(
    rows: {
      id: number;
      created_at: string;
      trade_name: string | null;
      email: string | null;
      login_type: string;
    }[],
  ): Promise<SurveyResponseRow[]> {
    const answers = new Map<number, { questionId: number; answer: string }[]>();
    for (let i = 0; i < rows.length; i += 500) {
      const found = await db
        .selectFrom('survey_answers')
        .select(['response_id', 'question_id', 'answer'])
        .where(
          'response_id',
          'in',
          rows.slice(i, i + 500).map((r) => r.id),
        )
        .orderBy('id')
        .execute();
      for (const a of found) {
        const list = answers.get(a.response_id) ?? [];
        list.push({ questionId: a.question_id, answer: a.answer });
        answers.set(a.response_id, list);
      }
    }
    return rows.map((r) => ({
      responseId: r.id,
      createdAt: r.created_at,
      shopName: r.trade_name,
      email: r.email,
      loginType: r.login_type,
      answers: answers.get(r.id) ?? [],
    }));
  }

  const columns = ['r.id', 'r.created_at', 's.trade_name', 'r.email', 'r.login_type'] as const;

  return {
    async page(query: ResponsesQuery): Promise<{ total: number; rows: SurveyResponseRow[] }> {
      const page = await pageOf(
        inRange(query),
        (q) =>
          q.select(columns).orderBy('r.created_at', query.sortDirection).orderBy('r.id', query.sortDirection),
        query,
      );
      return { total: page.total, rows: await withAnswers(page.rows) };
    },

    /** Every response of the range, oldest first (the spreadsheet). */
    async all(range: SurveyDateRange): Promise<SurveyResponseRow[]> {
      const rows = await inRange(range).select(columns).orderBy('r.created_at').orderBy('r.id').execute();
      return withAnswers(rows);
    },

    async summary(range: SurveyDateRange): Promise<SurveySummary> {
      const { since, until } = utcBounds(range);
      let counted = db
        .selectFrom('survey_answers as a')
        .innerJoin('survey_responses as r', 'r.id', 'a.response_id')
        .select((eb) => ['a.question_id', 'a.answer', eb.fn.countAll<number | string>().as('n')])
        .groupBy(['a.question_id', 'a.answer']);
      if (since) counted = counted.where('r.created_at', '>=', since);
      if (until) counted = counted.where('r.created_at', '<', until);
      const [groups, total, list] = await Promise.all([
        counted.execute(),
        inRange(range)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
        questions.list(),
      ]);
      const byQuestion = new Map<number, Map<string, number>>();
      for (const g of groups) {
        const counts = byQuestion.get(g.question_id) ?? new Map<string, number>();
        counts.set(g.answer, Number(g.n));
        byQuestion.set(g.question_id, counts);
      }
      return {
        responses: Number(total.n),
        questions: list.map((q) => summarise(q, byQuestion.get(q.questionId) ?? new Map())),
      };
    },
  };
}
export type SurveyResponses = ReturnType<typeof createSurveyResponses>;

function summarise(
  q: {
    questionId: number;
    question: string;
    kind: 'choice' | 'rating' | 'text';
    active: boolean;
    options: string[];
  },
  counts: Map<string, number>,
): SurveyQuestionSummary {
  const answered = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const base = { questionId: q.questionId, question: q.question, kind: q.kind, active: q.active, answered };
  if (q.kind === 'choice') {
    const former = [...counts.keys()].filter((a) => !q.options.includes(a)).sort();
    const choices = [...q.options, ...former].map((option) => ({ option, count: counts.get(option) ?? 0 }));
    return { ...base, choices, ratings: [], averageRating: null };
  }
  if (q.kind === 'rating') {
    const ratings = [1, 2, 3, 4, 5].map((rating) => ({ rating, count: counts.get(String(rating)) ?? 0 }));
    const stars = ratings.reduce((sum, r) => sum + r.rating * r.count, 0);
    const rated = ratings.reduce((sum, r) => sum + r.count, 0);
    return {
      ...base,
      choices: [],
      ratings,
      averageRating: rated === 0 ? null : Math.round((stars / rated) * 10) / 10,
    };
  }
  return { ...base, choices: [], ratings: [], averageRating: null };
}
