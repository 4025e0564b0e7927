import {
  type SubmitSurveyRequest,
  type SurveyLoginRequest,
  ZSurveyInfo,
  ZSurveyQuestions,
  ZSurveyReward,
} from '@galla/contracts/survey';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, apiData } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { showToast } from '../../lib/toast';

// The survey pages' calls (accounts spec §7). They run without a retailer session, so failures are
// handled here: the server's error in a toast, else the survey's own fallback text (§8); a 401 (an
// ended survey session) also tells the page to sign the visitor out.

/** Shows a survey call's failure and passes it on. */
export function surveyFailed(error: unknown): never {
  const text =
    error instanceof ApiError && error.message !== i18n.t('msg.somethingBad') ? error.message : null;
  showToast(text ?? i18n.t('msg.surveyServerFailed'), 'error');
  throw error;
}

export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

const post = <S extends z.ZodType>(path: string, body: unknown, schema: S, signal?: AbortSignal) =>
  apiData(path, { method: 'POST', body, schema, silent: true, signal }).catch(surveyFailed);

export function useSurveyLogin() {
  return useMutation({
    mutationFn: (body: SurveyLoginRequest) => post('survey/surveyLogin', body, ZSurveyInfo),
  });
}

export const surveyKey = (token: string) => ['survey', token] as const;

/** The survey screen's state; fetched again when the visitor comes back from the survey tab. */
export function useSurveyStatus(token: string | undefined) {
  return useQuery({
    queryKey: [...surveyKey(token ?? ''), 'status'],
    queryFn: ({ signal }) => post('survey/surveyStatus', { token }, ZSurveyInfo, signal),
    enabled: Boolean(token),
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useSurveyQuestions(token: string) {
  return useQuery({
    queryKey: [...surveyKey(token), 'questions'],
    queryFn: ({ signal }) => post('survey/getQuestions', { token }, ZSurveyQuestions, signal),
    retry: false,
  });
}

export function useSubmitSurvey(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: SubmitSurveyRequest['answers']) => {
      const result = await api('survey/submitSurvey', {
        method: 'POST',
        body: { token, answers },
        silent: true,
      }).catch(surveyFailed);
      if (result.message) showToast(result.message, 'success');
      return result;
    },
    onSettled: () => client.invalidateQueries({ queryKey: surveyKey(token) }),
  });
}

/** Until the provider confirmed the voucher, asks again every 3 seconds. */
export function useSurveyReward(token: string) {
  return useQuery({
    queryKey: [...surveyKey(token), 'reward'],
    queryFn: ({ signal }) => post('survey/surveyReward', { token }, ZSurveyReward, signal),
    refetchInterval: (query) => (query.state.data?.confirmed === false ? 3000 : false),
    retry: false,
  });
}

/** Fetched once, when the panel is first opened. */
export function useRecommendations(
  facebook: { userId: string; userToken: string } | undefined,
  wanted: boolean,
) {
  return useQuery({
    queryKey: ['survey', 'recommendations', facebook?.userId],
    queryFn: ({ signal }) =>
      apiData('survey/getUserRecommendations', {
        query: facebook!,
        schema: z.object({ html: z.string() }),
        silent: true,
        signal,
      }).catch(surveyFailed),
    enabled: Boolean(facebook) && wanted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
