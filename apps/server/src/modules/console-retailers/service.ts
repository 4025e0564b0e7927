import type { ZRetailerListQuery, ZUpdateRetailerFlags } from '@galla/contracts/console-retailers';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { setRetailerFlags } from './retailer-flags.js';
import { listRetailers } from './retailer-list.js';
import { retailerProfile } from './retailer-profile.js';
import { setRetailerStatus } from './retailer-status.js';

// Retailers in the staff console (/dashboard/vendors): the list, a profile, page flags, disable.
export function createConsoleRetailers(deps: { db: Db; clock: Clock; sessions: Sessions }) {
  const { db, clock } = deps;
  return {
    list: (query: z.output<typeof ZRetailerListQuery>, restrict?: { shopIds?: readonly number[] }) =>
      listRetailers(db, query, restrict),
    profile: (shopId: number) => retailerProfile(db, clock, shopId),
    setFlags: (change: z.output<typeof ZUpdateRetailerFlags>, staffId: number) =>
      setRetailerFlags(db, clock, change, staffId),
    setStatus: (change: { shopId: number; status: 'active' | 'disabled' }, staffId: number) =>
      setRetailerStatus(deps, change, staffId),
  };
}
export type ConsoleRetailers = ReturnType<typeof createConsoleRetailers>;
