import type { Generated } from 'kysely';

declare module '../../db/schema.js' {
  interface Database {
    survey_questions: SurveyQuestionsTable;
    survey_sessions: SurveySessionsTable;
    survey_responses: SurveyResponsesTable;
    survey_answers: SurveyAnswersTable;
    survey_rewards: SurveyRewardsTable;
  }
}

export interface SurveyQuestionsTable {
  id: Generated<number>;
  position: number;
  question: string;
  kind: 'choice' | 'rating' | 'text';
  /** JSON list of the choices of a 'choice' question. */
  options: string | null;
  required: number;
  active: number;
  created_at: string;
}

export interface SurveySessionsTable {
  id: Generated<number>;
  token_hash: string;
  /** null in simple mode (no invoice link). */
  invoice_id: number | null;
  /** The bill the invoice is a version of: responses and vouchers are one per bill. */
  bill_id: number | null;
  shop_id: number | null;
  login_type: 'Facebook' | 'Google' | 'Email';
  social_id: string | null;
  email: string | null;
  name: string | null;
  created_at: string;
  expires_at: string;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  subject: string;
  session_id: number;
  invoice_id: number | null;
  shop_id: number | null;
  login_type: string;
  email: string | null;
  created_at: string;
}

export interface SurveyAnswersTable {
  id: Generated<number>;
  response_id: number;
  shop_id: number | null;
  question_id: number;
  answer: string;
}

export interface SurveyRewardsTable {
  id: Generated<number>;
  bill_id: number;
  invoice_id: number;
  shop_id: number;
  response_id: number;
  reference: string;
  email: string;
  name: string | null;
  status: 'pending' | 'issued';
  sku: string | null;
  voucher_name: string | null;
  value_paise: number | null;
  image_url: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  issued_at: string | null;
}
