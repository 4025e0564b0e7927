import {
  surveyConsoleMessages,
  ZConsoleSurveyQuestion,
  ZConsoleSurveyQuestions,
  ZReorderSurveyQuestionsRequest,
  ZSurveyDateRange,
  ZSurveyQuestionIdRequest,
  ZSurveyQuestionInput,
  ZSurveyResponsesPage,
  ZSurveyResponsesQuery,
  ZSurveySummary,
  ZUpdateSurveyQuestionRequest,
} from '@galla/contracts/console-survey';
import { ZEnvelope } from '@galla/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guards.js';
import { ok, okMessage } from '../../platform/envelope.js';
import type { SurveyQuestions } from './questions.js';
import type { SurveyResponses } from './responses.js';
import { surveyWorkbook } from './spreadsheet.js';

const ZMessage = z.object({ status: z.number(), message: z.string() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// /dashboard/survey: Admin only (domain/permissions). The public survey pages are modules/survey.
export const consoleSurveyRoutes: FastifyPluginAsyncZod<{
  questions: SurveyQuestions;
  responses: SurveyResponses;
  guards: Guards;
}> = async (app, { questions, responses, guards }) => {
  const secured = { tags: ['staff'], security: [{ authToken: [] }] };
  const onRequest = guards.staff('survey');

  app.get(
    '/admin/surveyQuestions',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The survey’s questions in order, inactive ones included, with how many answered each',
        response: { 200: ZEnvelope(ZConsoleSurveyQuestions) },
      },
    },
    async () => ok({ rows: await questions.list() }),
  );

  app.post(
    '/admin/addSurveyQuestion',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Add a choice, rating (1 to 5) or text question at the end of the survey',
        body: ZSurveyQuestionInput,
        response: { 200: ZEnvelope(ZConsoleSurveyQuestion) },
      },
    },
    async (request) =>
      ok(await questions.add(request.body, request.staff!.staffId), surveyConsoleMessages.added),
  );

  app.post(
    '/admin/updateSurveyQuestion',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Change a question, or deactivate it (an answered question keeps its kind)',
        body: ZUpdateSurveyQuestionRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await questions.update(request.body, request.staff!.staffId);
      return okMessage(surveyConsoleMessages.saved);
    },
  );

  app.post(
    '/admin/deleteSurveyQuestion',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Delete a question nobody has answered (an answered one is deactivated instead)',
        body: ZSurveyQuestionIdRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await questions.remove(request.body.questionId, request.staff!.staffId);
      return okMessage(surveyConsoleMessages.deleted);
    },
  );

  app.post(
    '/admin/reorderSurveyQuestions',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Put the questions in a new order: every question’s id, in order',
        body: ZReorderSurveyQuestionsRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await questions.reorder(request.body.questionIds, request.staff!.staffId);
      return okMessage(surveyConsoleMessages.reordered);
    },
  );

  app.get(
    '/admin/surveyResponses',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The survey’s responses between two IST dates (both optional), newest first, paged',
        querystring: ZSurveyResponsesQuery,
        response: { 200: ZEnvelope(ZSurveyResponsesPage) },
      },
    },
    async (request) => ok(await responses.page(request.query)),
  );

  app.get(
    '/admin/surveySummary',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'Per question over the date range: answers, each choice’s count, ratings and their average',
        querystring: ZSurveyDateRange,
        response: { 200: ZEnvelope(ZSurveySummary) },
      },
    },
    async (request) => ok(await responses.summary(request.query)),
  );

  app.get(
    '/admin/surveyExport',
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'The responses of the date range and their summary, as an .xlsx spreadsheet',
        querystring: ZSurveyDateRange,
      },
    },
    async (request, reply) => {
      const range = request.query;
      const [list, rows, summary] = await Promise.all([
        questions.list(),
        responses.all(range),
        responses.summary(range),
      ]);
      const span = `${range.from ?? 'start'} to ${range.to ?? 'today'}`;
      const bytes = await surveyWorkbook(`Survey responses, ${span}`, list, rows, summary);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="survey-responses.xlsx"`)
        .send(bytes);
    },
  );
};
