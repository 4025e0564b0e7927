import type { StaffProfile } from '@galla/contracts/auth';

// Admin permission keys (accounts spec §3) in the order of the Admin menu (§6). Home and Change
// Password sit in the console header instead of the side menu.
export const staffSections = [
  'categories',
  'vendors',
  'customerSupport',
  'retailerManager',
  'leads',
  'brandManagement',
  'googleCampaign',
  'rewards',
  'rewardsApproval',
  'reports',
  'faq',
  'messageUsers',
  'addAdmin',
  'retailerMapping',
  'survey',
  'upload',
  'configurations',
  'download',
] as const;
export type StaffSection = (typeof staffSections)[number];

export function isStaffSection(value: string): value is StaffSection {
  return (staffSections as readonly string[]).includes(value);
}

/** The sections this staff member may open, in menu order. */
export function permittedSections(profile: StaffProfile): StaffSection[] {
  return staffSections.filter((section) => profile.permissions.includes(section));
}
