import { CAMPAIGN_PARAM, normaliseCampaignCode } from '@galla/domain/leads';

// A Google ad's link carries a campaign code (/register?campaign=CODE, or any page). The code is
// kept for the tab's life, through the login page, OTP and the wizard's steps, and sent with
// user/register; the server ignores a code it does not know.
const KEY = 'galla.signUpCampaign';

/** Keeps the code of the link the visitor came by, if any; a later link's code replaces it. */
export function rememberCampaign(search: string): void {
  const raw = new URLSearchParams(search).get(CAMPAIGN_PARAM);
  const code = raw ? normaliseCampaignCode(raw) : null;
  if (!code) return;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the sign-up simply goes uncredited.
  }
}

export function signUpCampaign(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The link a campaign's ads point to. */
export function campaignLink(origin: string, code: string): string {
  return `${origin}/register?${CAMPAIGN_PARAM}=${encodeURIComponent(code)}`;
}
