import { z } from 'zod';

// The signed-in user's sessions (profile page): user/sessions, user/endSession,
// user/endOtherSessions, and the owner's user/sessionSettings.

export const ZActiveSession = z.object({
  sessionId: z.string(),
  /** The x-client the session signed in with: web, android or ios; null when not told. */
  client: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ZActiveSession>;

export const ZSessionsData = z.object({
  /** Days a session of this shop may go unused before it ends. */
  idleDays: z.number().int(),
  sessions: z.array(ZActiveSession),
});
export type SessionsData = z.infer<typeof ZSessionsData>;

export const ZEndSessionRequest = z.object({
  sessionId: z.string({ error: 'Choose a session to end' }).min(1, 'Choose a session to end').max(64),
});

export const IDLE_DAYS_MAX = 90;
export const ZSessionSettingsRequest = z.object({
  idleDays: z
    .number({ error: `Idle days must be a whole number from 1 to ${IDLE_DAYS_MAX}` })
    .int(`Idle days must be a whole number from 1 to ${IDLE_DAYS_MAX}`)
    .min(1, `Idle days must be a whole number from 1 to ${IDLE_DAYS_MAX}`)
    .max(IDLE_DAYS_MAX, `Idle days must be a whole number from 1 to ${IDLE_DAYS_MAX}`),
});
