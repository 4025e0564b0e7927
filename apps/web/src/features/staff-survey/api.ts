import {
  type SurveyDateRange,
  type SurveyQuestionInput,
  type SurveyResponsesQuery,
  type UpdateSurveyQuestionRequest,
  ZConsoleSurveyQuestion,
  ZConsoleSurveyQuestions,
  ZSurveyResponsesPage,
  ZSurveySummary,
} from '@galla/contracts/console-survey';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api, apiData } from '../../lib/api-client';
import { saveFile } from '../reports/api';

const questionsKey = ['staff', 'surveyQuestions'] as const;
const asQuery = (values: object) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export function useSurveyQuestions() {
  return useQuery({
    queryKey: questionsKey,
    queryFn: ({ signal }) => apiData('admin/surveyQuestions', { schema: ZConsoleSurveyQuestions, signal }),
    select: (data) => data.rows,
  });
}

function useQuestionChange<T>(call: (body: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
}

export const useAddSurveyQuestion = () =>
  useQuestionChange((body: SurveyQuestionInput) =>
    api('admin/addSurveyQuestion', { method: 'POST', body, schema: ZConsoleSurveyQuestion }),
  );
export const useUpdateSurveyQuestion = () =>
  useQuestionChange((body: UpdateSurveyQuestionRequest) =>
    api('admin/updateSurveyQuestion', { method: 'POST', body }),
  );
export const useDeleteSurveyQuestion = () =>
  useQuestionChange((questionId: number) =>
    api('admin/deleteSurveyQuestion', { method: 'POST', body: { questionId } }),
  );
export const useReorderSurveyQuestions = () =>
  useQuestionChange((questionIds: number[]) =>
    api('admin/reorderSurveyQuestions', { method: 'POST', body: { questionIds } }),
  );

export function useSurveyResponses(query: SurveyResponsesQuery) {
  return useQuery({
    queryKey: ['staff', 'surveyResponses', query],
    queryFn: ({ signal }) =>
      apiData('admin/surveyResponses', { query: asQuery(query), schema: ZSurveyResponsesPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSurveySummary(range: SurveyDateRange) {
  return useQuery({
    queryKey: ['staff', 'surveySummary', range],
    queryFn: ({ signal }) =>
      apiData('admin/surveySummary', { query: asQuery(range), schema: ZSurveySummary, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The spreadsheet, fetched with the session cookie and saved. */
export async function downloadSurveyExport(range: SurveyDateRange): Promise<void> {
  const search = new URLSearchParams(asQuery(range)).toString();
  const response = await fetch(`${API_BASE}/admin/surveyExport${search ? `?${search}` : ''}`, {
    headers: { 'x-client': 'web' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(String(response.status));
  saveFile(await response.blob(), `survey-responses-${range.from ?? 'start'}-${range.to ?? 'today'}.xlsx`);
}
