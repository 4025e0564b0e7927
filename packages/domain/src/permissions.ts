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

// Accounts spec §6, the one table the server's guards and the console's menu both read. Every role
// may open its home and change its password (both sit in the console header). The spec gives
// zonal and state managers RM management alone ("retailerManager also allows zonalManager and
// stateManager"); customer support is named only for Admin, subAdmin, Avp, Cse and floorManager.
const header: StaffPermission[] = ['dashboard', 'changePassword'];

export const staffPermissions: Record<StaffRole, readonly StaffPermission[]> = {
  Admin: staffPermissionKeys,
  subAdmin: [
    ...header,
    'categories',
    'vendors',
    'customerSupport',
    'leads',
    'retailerManager',
    'brandManagement',
    'faq',
  ],
  Avp: [...header, 'customerSupport', 'retailerManager'],
  zonalManager: [...header, 'retailerManager'],
  stateManager: [...header, 'retailerManager'],
  Cse: [...header, 'customerSupport'],
  floorManager: [...header, 'customerSupport'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

export function isStaffPermission(value: string): value is StaffPermission {
  return (staffPermissionKeys as readonly string[]).includes(value);
}

export function staffMayOpen(role: StaffRole, key: StaffPermission): boolean {
  return staffPermissions[role].includes(key);
}

/** Where a role lands after sign-in: support staff start in customer support (§6), others at home. */
export function staffHomeSection(role: StaffRole): StaffPermission {
  return role === 'Cse' || role === 'floorManager' || role === 'Avp' ? 'customerSupport' : 'dashboard';
}

// The side menu (§6, in the Admin's order). Home and Change Password sit in the header instead.
export const staffMenuOrder = [
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
] as const satisfies readonly StaffPermission[];
export type StaffSection = (typeof staffMenuOrder)[number];

/** The menu entries a role may open, in menu order. */
export function staffMenu(role: StaffRole): StaffSection[] {
  return staffMenuOrder.filter((section) => staffMayOpen(role, section));
}
