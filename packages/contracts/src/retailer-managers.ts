import { managerRoles } from '@galla/domain/staff-hierarchy';
import { z } from 'zod';
import { consoleSorting, ZConsolePage, ZConsolePaging } from './staff-console.js';

// RM management (/dashboard/retailerManager) and Retailer mapping (/dashboard/retailerMapping):
// the managers' hierarchy and which retailers each zonal manager looks after. Paths are ours, in the
// spec's style, under admin/rm/ and admin/mapping/.

export const rmMessages = {
  noSuchManager: 'No such manager. Choose one from the list',
  noSuchRetailer: 'No such retailer among the ones you manage',
  notAManager: 'Only an Avp, a state manager or a zonal manager has a place in the hierarchy',
  avpAtTop: 'An Avp reports to no one: clear the manager',
  zonalReportsToState: 'A zonal manager reports to a state manager',
  stateReportsToAvp: 'A state manager reports to an Avp',
  managerDisabled: 'That manager’s account is disabled. Enable it or choose another',
  cycle: 'That would make the staff member report to someone who reports to them',
  notYourself: 'A manager cannot report to themselves',
  onlyAdmins: 'Only an Admin or a sub-admin can change who a manager reports to',
  reportsToSaved: 'Reporting line saved',
  chooseRetailers: 'Choose at least one retailer',
  tooManyRetailers: 'Choose at most 500 retailers at a time',
  targetNotZonal: 'Retailers are mapped to a zonal manager. Choose a zonal manager',
  targetDisabled: 'That zonal manager’s account is disabled. Enable it or choose another',
  unknownRetailers: 'Some chosen retailers no longer exist: {{ids}}. Refresh the list and choose again',
  mapped: '{{count}} retailer(s) mapped',
} as const;

const ZStaffId = z.coerce
  .number({ error: rmMessages.noSuchManager })
  .int(rmMessages.noSuchManager)
  .positive(rmMessages.noSuchManager)
  .max(2_147_483_647, rmMessages.noSuchManager);

/** A manager in the tree: who they report to, and how many retailers are mapped to them directly. */
export const ZManagerNode = z.object({
  staffId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(managerRoles),
  status: z.enum(['active', 'disabled']),
  managerId: z.number().int().nullable(),
  retailers: z.number().int(),
});
export type ManagerNode = z.infer<typeof ZManagerNode>;

/** admin/rm/managers: the managers the caller may see (an Admin all; a manager their team). */
export const ZManagerTree = z.object({
  managers: z.array(ZManagerNode),
  /** Whether the caller may change reporting lines (Admin, subAdmin). */
  canEdit: z.boolean(),
});
export type ManagerTree = z.infer<typeof ZManagerTree>;

export const rmRetailerSortColumns = [
  'shopName',
  'ownerName',
  'city',
  'billsThisMonth',
  'lastActive',
] as const;

/** admin/rm/retailers: the retailers of a manager and their team, or all the caller may see. */
export const ZRmRetailersQuery = ZConsolePaging.extend({
  managerId: ZStaffId.optional(),
  search: z.string().trim().max(60).optional(),
}).extend(consoleSorting(rmRetailerSortColumns, 'shopName').shape);
export type RmRetailersQuery = z.input<typeof ZRmRetailersQuery>;

export const ZRmRetailerRow = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  billsThisMonth: z.number().int(),
  /** The last time anyone of the shop used the app (a session's last use); null: never. */
  lastActive: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
});
export type RmRetailerRow = z.infer<typeof ZRmRetailerRow>;
export const ZRmRetailerPage = ZConsolePage(ZRmRetailerRow);
export type RmRetailerPage = z.infer<typeof ZRmRetailerPage>;

/** admin/rm/retailer?shopId=: one retailer, 404 unless the caller manages it. */
export const ZRmRetailerQuery = z.object({
  shopId: z.coerce
    .number({ error: rmMessages.noSuchRetailer })
    .int(rmMessages.noSuchRetailer)
    .positive(rmMessages.noSuchRetailer)
    .max(2_147_483_647, rmMessages.noSuchRetailer),
});

/** admin/rm/setReportsTo: who a manager reports to; null takes them out of the tree. */
export const ZSetReportsTo = z.object({
  staffId: ZStaffId,
  managerId: ZStaffId.nullable(),
});
export type SetReportsTo = z.input<typeof ZSetReportsTo>;

const ZOptionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** admin/mapping/retailers: every retailer, filtered to choose the ones to (re-)map. */
export const ZMappingQuery = ZConsolePaging.extend({
  stateId: ZOptionalId,
  cityId: ZOptionalId,
  /** Retailers currently mapped to this zonal manager. */
  managerId: ZOptionalId,
  /** 'true': only retailers with no manager yet. */
  unmapped: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(60).optional(),
}).extend(consoleSorting(['shopName', 'city', 'manager'], 'shopName').shape);
export type MappingQuery = z.input<typeof ZMappingQuery>;

export const ZMappingRow = ZRmRetailerRow.omit({ billsThisMonth: true, lastActive: true }).extend({
  stateId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
});
export type MappingRow = z.infer<typeof ZMappingRow>;
export const ZMappingPage = ZConsolePage(ZMappingRow);
export type MappingPage = z.infer<typeof ZMappingPage>;

/** admin/mapping/managers: the managers to filter by and to map to. */
export const ZMappingManagers = z.array(
  ZManagerNode.pick({ staffId: true, firstName: true, lastName: true, userType: true, status: true }),
);
export type MappingManagers = z.infer<typeof ZMappingManagers>;

/** admin/mapping/map: one or many retailers to one zonal manager, all or nothing. */
export const ZMapRetailers = z.object({
  shopIds: z
    .array(z.number({ error: rmMessages.chooseRetailers }).int().positive().max(2_147_483_647), {
      error: rmMessages.chooseRetailers,
    })
    .min(1, rmMessages.chooseRetailers)
    .max(500, rmMessages.tooManyRetailers),
  staffId: ZStaffId,
});
export type MapRetailers = z.input<typeof ZMapRetailers>;

export const ZMapResult = z.object({
  /** How many shops changed manager (those already with this manager are left as they were). */
  changed: z.number().int(),
});
