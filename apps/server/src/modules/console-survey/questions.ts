import {
  type ConsoleSurveyQuestion,
  surveyConsoleMessages,
  type ZSurveyQuestionInput,
  type ZUpdateSurveyQuestionRequest,
} from '@galla/contracts/console-survey';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import '../survey/tables.js';

type Input = z.output<typeof ZSurveyQuestionInput>;
type Update = z.output<typeof ZUpdateSurveyQuestionRequest>;

// The public survey's questions (modules/survey reads the active ones in this order on every
// request, so a change here shows on the next survey page). A question that has answers keeps its
// kind and cannot be deleted, so the responses and their summary stay readable: it is deactivated.
export function createSurveyQuestions(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const actor = (staffId: number) => ({ kind: 'staff' as const, id: staffId });
  const stored = (q: Input) => ({
    question: q.question,
    kind: q.kind,
    options: q.kind === 'choice' ? JSON.stringify(q.options) : null,
    required: q.required ? 1 : 0,
  });

  async function list(trx: Db = db): Promise<ConsoleSurveyQuestion[]> {
    const rows = await trx
      .selectFrom('survey_questions as q')
      .select((eb) => [
        'q.id',
        'q.question',
        'q.kind',
        'q.options',
        'q.required',
        'q.active',
        eb
          .selectFrom('survey_answers as a')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('a.question_id', '=', 'q.id')
          .as('answers'),
      ])
      .orderBy('q.position')
      .orderBy('q.id')
      .execute();
    return rows.map((r, i) => ({
      questionId: r.id,
      position: i + 1,
      question: r.question,
      kind: r.kind,
      options: r.options ? (JSON.parse(r.options) as string[]) : [],
      required: r.required === 1,
      active: r.active === 1,
      answers: Number(r.answers ?? 0),
    }));
  }

  async function one(trx: Db, questionId: number) {
    const found = (await list(trx)).find((q) => q.questionId === questionId);
    if (!found) throw new AppError(404, surveyConsoleMessages.notFound);
    return found;
  }

  return {
    list: () => list(),

    async add(input: Input, staffId: number): Promise<ConsoleSurveyQuestion> {
      const id = await db.transaction().execute(async (trx) => {
        const top = await trx
          .selectFrom('survey_questions')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('survey_questions')
          .values({
            ...stored(input),
            position: Number(top.position ?? 0) + 1,
            active: 1,
            created_at: clock.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, clock, {
          shopId: null,
          actor: actor(staffId),
          action: 'surveyQuestionAdded',
          entity: 'survey_questions',
          entityId: row.id,
          after: input,
        });
        return row.id;
      });
      return one(db, id);
    },

    async update(input: Update, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await one(trx, input.questionId);
        if (before.answers > 0 && before.kind !== input.kind)
          throw new AppError(409, surveyConsoleMessages.kindLocked);
        await trx
          .updateTable('survey_questions')
          .set({ ...stored(input), active: input.active ? 1 : 0 })
          .where('id', '=', input.questionId)
          .execute();
        const { answers: _count, position: _at, ...was } = before;
        await audit(trx, clock, {
          shopId: null,
          actor: actor(staffId),
          action: 'surveyQuestionChanged',
          entity: 'survey_questions',
          entityId: input.questionId,
          before: was,
          after: input,
        });
      });
    },

    /** Only a question nobody answered; the check and the delete are one statement, so an answer
     * saved meanwhile cannot slip between them. */
    async remove(questionId: number, staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await one(trx, questionId);
        const deleted = await trx
          .deleteFrom('survey_questions')
          .where('id', '=', questionId)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('survey_answers').select('id').where('question_id', '=', questionId))),
          )
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) throw new AppError(409, surveyConsoleMessages.hasAnswers);
        const { answers: _count, position: _at, ...was } = before;
        await audit(trx, clock, {
          shopId: null,
          actor: actor(staffId),
          action: 'surveyQuestionDeleted',
          entity: 'survey_questions',
          entityId: questionId,
          before: was,
        });
      });
    },

    /** `questionIds` is every question in its new order; a list that no longer matches is refused. */
    async reorder(questionIds: number[], staffId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = (await list(trx)).map((q) => q.questionId);
        const same =
          new Set(questionIds).size === questionIds.length &&
          questionIds.length === current.length &&
          questionIds.every((id) => current.includes(id));
        if (!same) throw new AppError(409, surveyConsoleMessages.order);
        for (const [i, id] of questionIds.entries()) {
          await trx
            .updateTable('survey_questions')
            .set({ position: i + 1 })
            .where('id', '=', id)
            .execute();
        }
        await audit(trx, clock, {
          shopId: null,
          actor: actor(staffId),
          action: 'surveyQuestionsReordered',
          entity: 'survey_questions',
          entityId: 'order',
          before: current,
          after: questionIds,
        });
      });
    },
  };
}
export type SurveyQuestions = ReturnType<typeof createSurveyQuestions>;
