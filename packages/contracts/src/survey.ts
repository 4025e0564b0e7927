import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { emailPattern } from './fields.js';

// The public survey pages (accounts spec §3, §7): a shop's customer opens the invoice link, signs in
// with Facebook or an e-mail address, takes the product's short survey and wins a gift voucher.

/** Invoice links and survey sessions are unguessable base64url tokens. */
export const ZPublicToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, messages.surveyLinkInvalid);

export const ZSurveyEmail = z
  .string({ error: messages.surveyEmailInvalid })
  .trim()
  .max(254, messages.surveyEmailInvalid)
  .regex(emailPattern, messages.surveyEmailInvalid);

export const surveyLoginTypes = ['Facebook', 'Google', 'Email'] as const;

/**
 * survey/surveyLogin. Facebook and Google: userId is the provider's user id and userToken its
 * access or ID token, checked with the provider. Email: the address alone. token is the invoice's;
 * without it the visitor signs in in simple mode (no invoice, so no voucher), where name is kept.
 */
export const ZSurveyLoginRequest = z
  .object({
    loginType: z.enum(surveyLoginTypes),
    userId: z.string().trim().max(128).optional(),
    userToken: z.string().max(4096).optional(),
    email: z.string().max(254).optional(),
    token: ZPublicToken.optional(),
    name: z.string().trim().max(100).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.loginType === 'Email') {
      if (!ZSurveyEmail.safeParse(body.email ?? '').success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: messages.surveyEmailInvalid });
      if (!body.token) ctx.addIssue({ code: 'custom', path: ['token'], message: messages.surveyLinkInvalid });
    } else if (!body.userId || !body.userToken) {
      ctx.addIssue({ code: 'custom', path: ['userToken'], message: messages.socialTokenInvalid });
    }
  });
export type SurveyLoginRequest = z.infer<typeof ZSurveyLoginRequest>;

/** What the survey screen needs: the survey session, where to take the survey and see the reward. */
export const ZSurveyInfo = z.object({
  surveyUrl: z.string(),
  /** The invoice page; null in simple mode. */
  invoiceUrl: z.string().nullable(),
  /** 1 once the survey of this invoice (simple mode: of this visitor) was filled. */
  is_filled: z.union([z.literal(0), z.literal(1)]),
  rewardUrl: z.string(),
  /** The survey session: sent back as token by the calls below, until expiresAt. */
  surveyToken: z.string(),
  expiresAt: z.string(),
  loginType: z.enum(surveyLoginTypes),
});
export type SurveyInfo = z.infer<typeof ZSurveyInfo>;

export const ZSurveyTokenRequest = z.object({ token: ZPublicToken });

export const surveyQuestionKinds = ['choice', 'rating', 'text'] as const;
export const ZSurveyQuestion = z.object({
  questionId: z.number().int(),
  question: z.string(),
  kind: z.enum(surveyQuestionKinds),
  /** The choices of a 'choice' question; empty otherwise. A 'rating' is 1 to 5. */
  options: z.array(z.string()),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof ZSurveyQuestion>;

export const ZSurveyQuestions = z.object({
  questions: z.array(ZSurveyQuestion),
  is_filled: z.union([z.literal(0), z.literal(1)]),
  rewardUrl: z.string(),
});
export type SurveyQuestions = z.infer<typeof ZSurveyQuestions>;

export const ZSubmitSurveyRequest = z.object({
  token: ZPublicToken,
  answers: z
    .array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().max(500) }))
    .max(50),
});
export type SubmitSurveyRequest = z.infer<typeof ZSubmitSurveyRequest>;

/** survey/surveyReward: the voucher once the provider confirmed it; confirmed false until then. */
export const ZSurveyReward = z.object({
  confirmed: z.boolean(),
  voucherValue: z.number().optional(),
  voucherName: z.string().optional(),
  voucherImages: z.object({ mobile: z.string().nullable() }).optional(),
});
export type SurveyReward = z.infer<typeof ZSurveyReward>;

export const ZInvoiceUrlRequest = z.object({ invoiceToken: ZPublicToken });

/** rewardPoints/getSurveyData: the mobile app's way in, with the identity it already holds. */
export const ZSurveyDataRequest = z.object({
  invoiceToken: ZPublicToken,
  googleId: z.string().trim().max(128).optional(),
  facebookId: z.string().trim().max(128).optional(),
  gmail: ZSurveyEmail,
});

export const ZRecommendationsQuery = z.object({
  userId: z.string().trim().min(1).max(128),
  userToken: z.string().min(1).max(4096),
});
