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

// A new owner gets every page; SMS campaigns also need the global SMS flag (off by default).
export function defaultOwnerConfiguration(): Record<RetailerPageFlag, boolean> {
  return Object.fromEntries(retailerPageFlags.map((flag) => [flag, true])) as Record<
    RetailerPageFlag,
    boolean
  >;
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
