import { describe, expect, it } from 'vitest';
import { staffHomeSection, staffMenu, staffPermissionKeys, staffPermissions } from './permissions.js';

// Accounts spec §6, role by role.
describe('staff roles', () => {
  it('Admin opens every key, download and settings included', () => {
    expect([...staffPermissions.Admin].sort()).toEqual([...staffPermissionKeys].sort());
    expect(staffMenu('Admin')).toHaveLength(18);
  });

  it('subAdmin has home and seven menu sections, and no settings, download or add admin', () => {
    expect(staffMenu('subAdmin')).toEqual([
      'categories',
      'vendors',
      'customerSupport',
      'retailerManager',
      'leads',
      'brandManagement',
      'faq',
    ]);
    expect(staffPermissions.subAdmin).toContain('dashboard');
  });

  it('Avp sees customer support and RM management only; zonal and state managers RM management', () => {
    expect(staffMenu('Avp')).toEqual(['customerSupport', 'retailerManager']);
    expect(staffMenu('zonalManager')).toEqual(['retailerManager']);
    expect(staffMenu('stateManager')).toEqual(['retailerManager']);
    expect(staffMenu('Cse')).toEqual(['customerSupport']);
    expect(staffMenu('floorManager')).toEqual(['customerSupport']);
  });

  it('Cse, floorManager and Avp land on customer support; the others at home', () => {
    expect(['Cse', 'floorManager', 'Avp'].map((r) => staffHomeSection(r as 'Cse'))).toEqual([
      'customerSupport',
      'customerSupport',
      'customerSupport',
    ]);
    for (const role of ['Admin', 'subAdmin', 'zonalManager', 'stateManager'] as const) {
      expect(staffHomeSection(role)).toBe('dashboard');
    }
  });

  it('every role may change its own password', () => {
    for (const keys of Object.values(staffPermissions)) expect(keys).toContain('changePassword');
  });
});
