import { describe, expect, it } from 'vitest';
import { fakeToken, retailerSession, staffSession } from '../test/fixtures';
import {
  getSession,
  homePath,
  isOnboarded,
  reloadSession,
  setSession,
  subscribeSession,
  updateRetailerProfile,
} from './session';

describe('session store', () => {
  it('survives a reload through localStorage', () => {
    const session = retailerSession();
    setSession(session);
    reloadSession();
    expect(getSession()).toEqual(session);
  });

  it('keeps no token: a stored session from before the cookie is wiped', () => {
    localStorage.setItem('galla.session', JSON.stringify({ ...retailerSession(), token: fakeToken() }));
    reloadSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('galla.session')).toBeNull();
  });

  it('drops a stored session of an unknown shape', () => {
    localStorage.setItem('galla.session', JSON.stringify({ kind: 'retailer', token: 'x' }));
    reloadSession();
    expect(getSession()).toBeNull();
  });

  it('derives onboarding and the home path', () => {
    expect(homePath(null)).toBeNull();
    expect(isOnboarded(retailerSession({ isOnboard: 0 }))).toBe(false);
    expect(homePath(retailerSession({ isOnboard: 0 }))).toBe('/onboarding');
    expect(homePath(retailerSession({ isOnboard: 1 }))).toBe('/dashboard');
    expect(homePath(staffSession())).toBe('/dashboard');
  });

  it('updates the stored profile in place', () => {
    const session = retailerSession({ tradeName: null });
    setSession(session);
    if (session.kind !== 'retailer') throw new Error('fixture');
    updateRetailerProfile({ ...session.profile, tradeName: 'Sharma Mobiles' });
    reloadSession();
    const reloaded = getSession();
    expect(reloaded?.kind === 'retailer' && reloaded.profile.tradeName).toBe('Sharma Mobiles');
  });

  it('tells no screen when the profile comes back unchanged, and every screen when it changed', () => {
    const session = retailerSession();
    setSession(session);
    if (session.kind !== 'retailer') throw new Error('fixture');
    let told = 0;
    const stop = subscribeSession(() => told++);
    updateRetailerProfile(structuredClone(session.profile));
    expect(told).toBe(0);
    updateRetailerProfile({ ...session.profile, tradeName: 'Sharma Mobiles' });
    expect(told).toBe(1);
    stop();
  });
});
