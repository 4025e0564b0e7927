import { describe, expect, it } from 'vitest';
import { retailerSession, staffSession } from '../test/fixtures';
import { getSession, reloadSession, setSession } from './session';
import { dropMalformedSession } from './session-check';

describe('the stored session checked against the contracts', () => {
  it('keeps a retailer or staff session whose profile matches', () => {
    for (const session of [retailerSession(), staffSession()]) {
      setSession(session);
      dropMalformedSession();
      expect(getSession()).toEqual(session);
    }
  });

  it('signs out a session of the right outline whose profile does not match', () => {
    // The outline (kind, user id, a profile object) passes the start-up check without zod…
    localStorage.setItem(
      'galla.session',
      JSON.stringify({ kind: 'retailer', userId: 7, profile: { isRegister: 'x' } }),
    );
    reloadSession();
    expect(getSession()).not.toBeNull();
    // …and the full check, once zod has loaded, signs it out.
    dropMalformedSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('galla.session')).toBeNull();
  });

  it('checks every session stored after one it has checked', () => {
    setSession(retailerSession());
    dropMalformedSession();
    dropMalformedSession();
    expect(getSession()).not.toBeNull();
    localStorage.setItem(
      'galla.session',
      JSON.stringify({ kind: 'retailer', userId: 7, profile: { isRegister: 'x' } }),
    );
    reloadSession();
    dropMalformedSession();
    expect(getSession()).toBeNull();
  });
});
