import { isValidBusinessDate } from '@galla/domain/financial-year';
import { z } from 'zod';
import { ZId } from './fields.js';
import { ZConsolePaging } from './staff-console.js';
import { surveyQuestionKinds } from './survey.js';

// Survey (/dashboard/survey, Admin): the public survey's questions and its responses.

export const surveyConsoleMessages = {
  question: 'Write a question of 5 to 200 characters',
  kind: 'Choose the kind of question: choice, rating or text',
  options: 'A choice question needs 2 to 10 different choices of at most 60 characters each',
  notFound: 'No such question. Reload the list and try again',
  kindLocked: 'This question already has answers, so its kind cannot change. Add a new question instead',
  hasAnswers: 'This question already has answers, so it cannot be deleted. Deactivate it instead',
  order: 'The list has changed since you opened it. Reload it and move the question again',
  dates: 'Choose a valid date range: the start on or before the end',
  added: 'Question added',
  saved: 'Question saved',
  deleted: 'Question deleted',
  reordered: 'Order saved',
} as const;

export const ZConsoleSurveyQuestion = z.object({
  questionId: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  kind: z.enum(surveyQuestionKinds),
  options: z.array(z.string()),
  required: z.boolean(),
  active: z.boolean(),
  /** How many responses answered it: a question with answers cannot be deleted. */
  answers: z.number().int(),
});
export type ConsoleSurveyQuestion = z.infer<typeof ZConsoleSurveyQuestion>;
export const ZConsoleSurveyQuestions = z.object({ rows: z.array(ZConsoleSurveyQuestion) });

const questionFields = {
  question: z
    .string({ error: surveyConsoleMessages.question })
    .trim()
    .min(5, surveyConsoleMessages.question)
    .max(200, surveyConsoleMessages.question),
  kind: z.enum(surveyQuestionKinds, { error: surveyConsoleMessages.kind }),
  /** A choice question's choices; other kinds keep none. */
  options: z
    .array(z.string({ error: surveyConsoleMessages.options }).trim().max(60, surveyConsoleMessages.options))
    .max(10, surveyConsoleMessages.options)
    .default([]),
  required: z.boolean().default(true),
};

/** A choice question has 2 to 10 different, non-empty choices. */
function checkChoices(q: { kind: string; options: string[] }, ctx: z.RefinementCtx) {
  if (q.kind !== 'choice') return;
  const distinct = new Set(q.options.map((o) => o.toLowerCase()));
  if (q.options.length < 2 || q.options.some((o) => !o) || distinct.size !== q.options.length)
    ctx.addIssue({ code: 'custom', path: ['options'], message: surveyConsoleMessages.options });
}

export const ZSurveyQuestionInput = z.object(questionFields).superRefine(checkChoices);
export type SurveyQuestionInput = z.input<typeof ZSurveyQuestionInput>;

export const ZUpdateSurveyQuestionRequest = z
  .object({ questionId: ZId, active: z.boolean().default(true), ...questionFields })
  .superRefine(checkChoices);
export type UpdateSurveyQuestionRequest = z.input<typeof ZUpdateSurveyQuestionRequest>;

export const ZSurveyQuestionIdRequest = z.object({ questionId: ZId });
export const ZReorderSurveyQuestionsRequest = z.object({
  questionIds: z
    .array(ZId, { error: surveyConsoleMessages.order })
    .min(1, surveyConsoleMessages.order)
    .max(200, surveyConsoleMessages.order),
});

const ZDate = z
  .string({ error: surveyConsoleMessages.dates })
  .refine(isValidBusinessDate, surveyConsoleMessages.dates);
const dateFields = { from: ZDate.optional(), to: ZDate.optional() };
const datesInOrder = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;

/** From and to are IST dates (YYYY-MM-DD), both included; either may be left out. */
export const ZSurveyDateRange = z.object(dateFields).refine(datesInOrder, surveyConsoleMessages.dates);
export type SurveyDateRange = z.input<typeof ZSurveyDateRange>;

export const ZSurveyResponsesQuery = ZConsolePaging.extend({
  ...dateFields,
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
}).refine(datesInOrder, surveyConsoleMessages.dates);
export type SurveyResponsesQuery = z.input<typeof ZSurveyResponsesQuery>;

export const ZSurveyResponseRow = z.object({
  responseId: z.number().int(),
  createdAt: z.string(),
  shopName: z.string().nullable(),
  email: z.string().nullable(),
  loginType: z.string(),
  answers: z.array(z.object({ questionId: z.number().int(), answer: z.string() })),
});
export type SurveyResponseRow = z.infer<typeof ZSurveyResponseRow>;
export const ZSurveyResponsesPage = z.object({
  total: z.number().int(),
  rows: z.array(ZSurveyResponseRow),
});

export const ZSurveyQuestionSummary = z.object({
  questionId: z.number().int(),
  question: z.string(),
  kind: z.enum(surveyQuestionKinds),
  active: z.boolean(),
  /** Responses that answered it. */
  answered: z.number().int(),
  /** choice: each option's count (answers to options since removed are listed after them). */
  choices: z.array(z.object({ option: z.string(), count: z.number().int() })),
  /** rating: how many gave 1 to 5 stars, and the average to one decimal; null without ratings. */
  ratings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  averageRating: z.number().nullable(),
});
export type SurveyQuestionSummary = z.infer<typeof ZSurveyQuestionSummary>;
export const ZSurveySummary = z.object({
  responses: z.number().int(),
  questions: z.array(ZSurveyQuestionSummary),
});
export type SurveySummary = z.infer<typeof ZSurveySummary>;
