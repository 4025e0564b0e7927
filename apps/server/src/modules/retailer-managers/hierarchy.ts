import { type ManagerTree, rmMessages } from '@galla/contracts/retailer-managers';
import {
  isManagerRole,
  type ManagerRole,
  managerRoles,
  reportsToRole,
  seesAllRetailers,
} from '@galla/domain/staff-hierarchy';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import type { ManagerScope, Viewer } from './manager-scope.js';
import './tables.js';

const wrongManagerMessage: Record<ManagerRole, string> = {
  Avp: rmMessages.avpAtTop,
  stateManager: rmMessages.stateReportsToAvp,
  zonalManager: rmMessages.zonalReportsToState,
};

// The managers' tree: who reports to whom (staff_users.manager_id). Admins and sub-admins see and
// change it all; a manager sees themselves and their team. A reporting line must follow the roles
// (zonal → state → Avp), so a line can never loop while the roles stay; the loop check covers the
// lines left behind when Add admin changes someone's role.
export function createHierarchy(deps: { db: Db; clock: Clock; scope: ManagerScope }) {
  const { db, clock, scope } = deps;

  return {
    async tree(viewer: Viewer): Promise<ManagerTree> {
      let query = db
        .selectFrom('staff_users')
        .select((eb) => [
          'staff_users.id',
          'staff_users.first_name',
          'staff_users.last_name',
          'staff_users.email',
          'staff_users.user_type',
          'staff_users.status',
          'staff_users.manager_id',
          eb
            .selectFrom('retailer_managers')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('retailer_managers.staff_id', '=', 'staff_users.id')
            .as('retailers'),
        ])
        .where('staff_users.user_type', 'in', [...managerRoles]);
      if (!seesAllRetailers(viewer.userType)) {
        query = query.where('staff_users.id', 'in', await scope.teamIds(viewer.staffId));
      }
      const rows = await query.orderBy('staff_users.first_name').orderBy('staff_users.id').execute();
      const shown = new Set(rows.map((r) => r.id));
      return {
        canEdit: seesAllRetailers(viewer.userType),
        managers: rows.map((r) => ({
          staffId: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          userType: r.user_type as ManagerRole,
          status: r.status,
          // A manager's own manager is outside their view: they are the root of what they see.
          managerId: r.manager_id !== null && shown.has(r.manager_id) ? r.manager_id : null,
          retailers: Number(r.retailers ?? 0),
        })),
      };
    },

    async setReportsTo(body: { staffId: number; managerId: number | null }, viewer: Viewer) {
      if (!seesAllRetailers(viewer.userType)) throw new AppError(403, rmMessages.onlyAdmins);
      const member = await db
        .selectFrom('staff_users')
        .select(['id', 'user_type', 'manager_id'])
        .where('id', '=', body.staffId)
        .executeTakeFirst();
      if (!member) throw new AppError(404, rmMessages.noSuchManager);
      if (!isManagerRole(member.user_type)) throw new AppError(400, rmMessages.notAManager);
      const managerId = body.managerId;
      if (managerId !== null) {
        if (managerId === member.id) throw new AppError(400, rmMessages.notYourself);
        const expected = reportsToRole(member.user_type);
        const manager = await db
          .selectFrom('staff_users')
          .select(['id', 'user_type', 'status'])
          .where('id', '=', managerId)
          .executeTakeFirst();
        if (!manager) throw new AppError(400, rmMessages.noSuchManager);
        if (expected === null || manager.user_type !== expected)
          throw new AppError(400, wrongManagerMessage[member.user_type]);
        if (manager.status !== 'active') throw new AppError(400, rmMessages.managerDisabled);
        if ((await scope.teamIds(member.id)).includes(managerId)) throw new AppError(400, rmMessages.cycle);
      }
      if (member.manager_id === managerId) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ manager_id: managerId })
          .where('id', '=', member.id)
          .execute();
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: viewer.staffId },
          action: 'managerReportsToSet',
          entity: 'staff',
          entityId: member.id,
          before: { managerId: member.manager_id },
          after: { managerId },
        });
      });
    },
  };
}
export type Hierarchy = ReturnType<typeof createHierarchy>;
