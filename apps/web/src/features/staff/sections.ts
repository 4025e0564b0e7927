import type { StaffProfile } from '@galla/contracts/auth';
import { isStaffPermission, type StaffSection, staffMayOpen, staffMenu } from '@galla/domain/permissions';

// The console reads the same role table as the server's guards (domain/permissions); the server
// refuses every call of a section the role may not open, so this only decides what is shown.

/** The side menu's sections for this staff member, in menu order. */
export function permittedSections(profile: StaffProfile): StaffSection[] {
  return staffMenu(profile.userType);
}

/** Whether /dashboard/<path> is a section this staff member may open (else the page is a 404). */
export function mayOpenPath(profile: StaffProfile, path: string): path is StaffSection | 'changePassword' {
  return isStaffPermission(path) && path !== 'dashboard' && staffMayOpen(profile.userType, path);
}

/** An Admin works only once the authenticator app is set up (beyond the spec). */
export function needsTotpSetup(profile: StaffProfile): boolean {
  return profile.userType === 'Admin' && !profile.totpEnrolled;
}
