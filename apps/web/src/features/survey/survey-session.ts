import type { SurveyInfo } from '@galla/contracts/survey';

// The survey visitor's sign-in, kept in this browser (no retailer session is involved): the survey
// session token with its expiry, and, for Facebook users, what the Get Recommendations panel needs.
// One invoice's survey at a time; simple mode (no invoice link) has invoiceToken null.
export type SurveySession = {
  invoiceToken: string | null;
  surveyToken: string;
  expiresAt: string;
  loginType: SurveyInfo['loginType'];
  facebook?: { userId: string; userToken: string };
};

const KEY = 'galla-survey-session';

export function saveSurveySession(session: SurveySession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSurveySession(): void {
  localStorage.removeItem(KEY);
}

/**
 * The session of this invoice's survey ('expired' once its time is up: the page then signs out, as
 * the spec has tokens past expiry rejected on the client).
 */
export function readSurveySession(invoiceToken: string | null): SurveySession | 'expired' | undefined {
  let session: SurveySession | undefined;
  try {
    session = JSON.parse(localStorage.getItem(KEY) ?? 'null') ?? undefined;
  } catch {
    session = undefined;
  }
  if (!session || session.invoiceToken !== invoiceToken) return undefined;
  if (!(Date.parse(session.expiresAt) > Date.now())) {
    clearSurveySession();
    return 'expired';
  }
  return session;
}
