import { z } from 'zod';

export type { SocialProvider } from '../../lib/login-handoff';

// data of user/login's status 300 for a Google or Facebook identity that has no account yet.
export const ZSocialIdentity = z.object({
  loginType: z.enum(['Google', 'Facebook']),
  socialId: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});

/** What the sign-up wizard needs to register a social identity: the identity and the token that proves it. */
export type SocialPrefill = z.infer<typeof ZSocialIdentity> & { socialToken: string };

/** data of dev/socialToken. */
export const ZDevSocialToken = z.object({ token: z.string() });

const ZSocialPrefill = ZSocialIdentity.extend({ socialToken: z.string().min(1) });

/** The prefill carried in the router's location state to /register, if any. */
export function readSocialPrefill(state: unknown): SocialPrefill | null {
  const parsed = z.object({ social: ZSocialPrefill }).safeParse(state);
  return parsed.success ? parsed.data.social : null;
}

/** 'Ramesh Kumar Singh' → first name 'Ramesh', last name 'Kumar Singh'. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Development sign-in: the same e-mail always gives the same social id, so a second sign-in finds the account. */
export function devSocialId(email: string): string {
  return `dev-${email.trim().toLowerCase()}`;
}
