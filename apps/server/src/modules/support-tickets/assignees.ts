import { staffMayOpen, staffRoles } from '@galla/domain/permissions';
import type { Db } from '../../db/database.js';
import { fullName } from './names.js';

// Who a ticket may be assigned to: active staff whose role opens Customer Support.
export async function supportAssignees(db: Db) {
  const roles = staffRoles.filter((role) => staffMayOpen(role, 'customerSupport'));
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'first_name', 'last_name', 'user_type'])
    .where('status', '=', 'active')
    .where('user_type', 'in', roles)
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    staffId: r.id,
    name: fullName(r.first_name, r.last_name),
    userType: r.user_type,
  }));
}
