import { describe, expect, it } from 'vitest';
import { campaignRunning, canMoveLead, leadStage, normaliseCampaignCode } from './leads.js';

describe('lead pipeline', () => {
  it('moves forward and refuses leaps back', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true);
    expect(canMoveLead('contacted', 'won')).toBe(true);
    expect(canMoveLead('new', 'won')).toBe(false);
    expect(canMoveLead('won', 'lost')).toBe(false);
    expect(canMoveLead('lost', 'contacted')).toBe(true);
  });

  it('reads the stage of the account', () => {
    expect(leadStage(null)).toBe('none');
    expect(leadStage({ isRegister: 2, isOnboard: 1 })).toBe('unfinished');
    expect(leadStage({ isRegister: 3, isOnboard: 0 })).toBe('unfinished');
    expect(leadStage({ isRegister: 3, isOnboard: 1 })).toBe('converted');
  });
});

describe('campaign codes', () => {
  it('keeps letters, digits and dashes, in capitals', () => {
    expect(normaliseCampaignCode(' diwali-26 ')).toBe('DIWALI-26');
    expect(normaliseCampaignCode('a b')).toBeNull();
    expect(normaliseCampaignCode('x')).toBeNull();
  });

  it('runs only while on and within its dates', () => {
    const c = { active: true, startsOn: '2026-11-01', endsOn: '2026-11-30' };
    expect(campaignRunning(c, '2026-11-15')).toBe(true);
    expect(campaignRunning(c, '2026-12-01')).toBe(false);
    expect(campaignRunning({ ...c, active: false }, '2026-11-15')).toBe(false);
    expect(campaignRunning({ active: true, startsOn: null, endsOn: null }, '2030-01-01')).toBe(true);
  });
});
