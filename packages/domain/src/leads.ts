// Leads and Google ad campaigns in the staff console (issue 22). A lead is a prospect: someone a
// staff member entered (a call, a walk-in) or a retailer whose own sign-up is not finished. Staff
// move it along one pipeline; the moves allowed are kept here so the server refuses the rest and
// the console offers only these.

export const leadStatuses = ['new', 'contacted', 'demoGiven', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  demoGiven: 'Demo given',
  won: 'Won',
  lost: 'Lost',
};

// Won is the end of the road. A lost lead may be taken up again (contacted anew), since shops that
// said no in one season often say yes in the next.
const nextStatuses: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['demoGiven', 'won', 'lost'],
  demoGiven: ['won', 'lost'],
  won: [],
  lost: ['contacted'],
};

/** The statuses a lead in `from` may move to. */
export function allowedLeadMoves(from: LeadStatus): readonly LeadStatus[] {
  return nextStatuses[from];
}

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** Where a lead came from. 'signUp' is a retailer's own sign-up, never chosen by staff. */
export const leadSources = [
  'signUp',
  'call',
  'walkIn',
  'referral',
  'googleAds',
  'fieldVisit',
  'other',
] as const;
export type LeadSource = (typeof leadSources)[number];
export const staffLeadSources = leadSources.filter((s) => s !== 'signUp');

export const leadSourceLabels: Record<LeadSource, string> = {
  signUp: 'Own sign-up',
  call: 'Phone call',
  walkIn: 'Walk-in',
  referral: 'Referral',
  googleAds: 'Google ads',
  fieldVisit: 'Field visit',
  other: 'Other',
};

/**
 * How far the prospect has come as a retailer: 'none' has no account yet; 'unfinished' started the
 * sign-up (isRegister below 3, or not onboarded); 'converted' finished it.
 */
export type LeadStage = 'none' | 'unfinished' | 'converted';

export function leadStage(account: { isRegister: number; isOnboard: number } | null): LeadStage {
  if (!account) return 'none';
  return account.isRegister >= 3 && account.isOnboard !== 0 ? 'converted' : 'unfinished';
}

/** The query parameter of the sign-up link that carries a campaign's code. */
export const CAMPAIGN_PARAM = 'campaign';

/** A campaign code as sign-up links carry it: letters, digits and dashes, kept in capitals. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9-]{2,30}$/;

export function normaliseCampaignCode(text: string): string | null {
  const code = text.trim();
  return CAMPAIGN_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/** A campaign counts a sign-up only while it is on and today (IST, YYYY-MM-DD) is within its dates. */
export function campaignRunning(
  campaign: { active: boolean; startsOn: string | null; endsOn: string | null },
  today: string,
): boolean {
  if (!campaign.active) return false;
  if (campaign.startsOn && today < campaign.startsOn) return false;
  if (campaign.endsOn && today > campaign.endsOn) return false;
  return true;
}
