// Who may do what. Retailer pages and modules are switched per user by configuration flags; these
// tables give the defaults and the fixed limits of each role. Staff roles follow accounts spec §6.

export const retailerPageFlags = [
  'myProfile',
  'changePassword',
  'manageCategory',
  'addSubUser',
  'reports',
  'help',
  'faq',
  'manageInventory',
  'billing',
  'expenses',
  'searchInvoice',
  'rewardPoints',
  'creditBook',
  'sendSms',
] as const;
export type RetailerPageFlag = (typeof retailerPageFlags)[number];

export type PageFlags = Record<RetailerPageFlag, boolean>;

// A new owner gets every page; SMS campaigns also need the global SMS flag (off by default).
export function defaultOwnerConfiguration(): PageFlags {
  return Object.fromEntries(retailerPageFlags.map((flag) => [flag, true])) as PageFlags;
}

// The most a sub-user (a counter hand added by the owner) may ever open. They bill, look up and
// adjust stock, take credit payments and record expenses; the shop's money figures, rewards, SMS
// spending, categories and other users stay with the owner. Sub-users log in by OTP only, so they
// have no password to change. Their profile page is read-only.
export const subUserCeiling: PageFlags = {
  myProfile: true,
  changePassword: false,
  manageCategory: false,
  addSubUser: false,
  reports: false,
  help: true,
  faq: true,
  manageInventory: true,
  billing: true,
  expenses: true,
  searchInvoice: true,
  rewardPoints: false,
  creditBook: true,
  sendSms: false,
};

/** What a user may open: the stored flags, capped by the role's ceiling. */
export function effectiveConfiguration(userType: 'retailer' | 'subRetailer', stored: PageFlags): PageFlags {
  if (userType === 'retailer') return stored;
  return Object.fromEntries(
    retailerPageFlags.map((flag) => [flag, stored[flag] && subUserCeiling[flag]]),
  ) as PageFlags;
}

export const staffRoles = [
  'Admin',
  'subAdmin',
  'Cse',
  'floorManager',
  'zonalManager',
  'stateManager',
  'Avp',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissionKeys = [
  'dashboard',
  'changePassword',
  'categories',
  'vendors',
  'messageUsers',
  'customerSupport',
  'retailerManager',
  'brandManagement',
  'addAdmin',
  'leads',
  'faq',
  'googleCampaign',
  'rewards',
  'rewardsApproval',
  'reports',
  'configurations',
  'survey',
  'upload',
  'download',
  'retailerMapping',
] as const;
export type StaffPermission = (typeof staffPermissionKeys)[number];

const supportOnly: StaffPermission[] = ['dashboard', 'changePassword', 'customerSupport'];

export const staffPermissions: Record<StaffRole, readonly StaffPermission[]> = {
  Admin: staffPermissionKeys,
  subAdmin: [
    'dashboard',
    'changePassword',
    'categories',
    'vendors',
    'customerSupport',
    'leads',
    'retailerManager',
    'brandManagement',
    'faq',
  ],
  Avp: ['dashboard', 'changePassword', 'customerSupport', 'retailerManager'],
  zonalManager: ['dashboard', 'changePassword', 'customerSupport', 'retailerManager'],
  stateManager: ['dashboard', 'changePassword', 'customerSupport', 'retailerManager'],
  Cse: supportOnly,
  floorManager: supportOnly,
};

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}
