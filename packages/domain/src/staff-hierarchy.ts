import type { StaffRole } from './permissions.js';

// The managers' hierarchy (issue 22): an Avp at the top, state managers report to an Avp, zonal
// managers report to a state manager. Zonal managers are the retailers' relationship managers: a
// retailer's shop is mapped to one zonal manager, and everyone above them sees it too.

export const managerRoles = ['Avp', 'stateManager', 'zonalManager'] as const satisfies readonly StaffRole[];
export type ManagerRole = (typeof managerRoles)[number];

export function isManagerRole(role: string): role is ManagerRole {
  return (managerRoles as readonly string[]).includes(role);
}

/** The role a manager of `role` reports to; null for the top (an Avp reports to no one). */
export function reportsToRole(role: ManagerRole): ManagerRole | null {
  if (role === 'zonalManager') return 'stateManager';
  if (role === 'stateManager') return 'Avp';
  return null;
}

/** The one role that retailers are mapped to. */
export const relationshipManagerRole: ManagerRole = 'zonalManager';

/** Roles that see every retailer in RM management and may change who reports to whom. */
export function seesAllRetailers(role: StaffRole): boolean {
  return role === 'Admin' || role === 'subAdmin';
}

/**
 * Everyone at or below `staffId` in the hierarchy, given each staff member's manager. A cycle left
 * behind by a role change cannot loop: each member is visited once.
 */
export function teamOf(staffId: number, managerOf: ReadonlyMap<number, number | null>): number[] {
  const reports = new Map<number, number[]>();
  for (const [id, manager] of managerOf) {
    if (manager === null) continue;
    reports.set(manager, [...(reports.get(manager) ?? []), id]);
  }
  const seen = new Set<number>([staffId]);
  const queue = [staffId];
  while (queue.length > 0) {
    for (const next of reports.get(queue.shift()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}
