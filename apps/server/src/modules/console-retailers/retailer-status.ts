import { consoleRetailerMessages } from '@galla/contracts/console-retailers';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Sessions } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';

/**
 * Disables or enables a whole shop: the owner and every sub-user (deleted sub-users stay deleted).
 * A disabled user fails the guards at once (they load only active users), and their sessions are
 * ended too, so the token is dead even if the shop is enabled again. Disabled users keep their
 * numbers and e-mails, so nobody else can sign up with them meanwhile. Twice the same is one change.
 */
export async function setRetailerStatus(
  deps: { db: Db; clock: Clock; sessions: Sessions },
  change: { shopId: number; status: 'active' | 'disabled' },
  staffId: number,
): Promise<void> {
  const { db, clock, sessions } = deps;
  const now = clock.now().toISOString();
  const from = change.status === 'disabled' ? 'active' : 'disabled';
  const userIds = await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('users')
      .select(['id', 'status'])
      .where('shop_id', '=', change.shopId)
      .where('user_type', '=', 'retailer')
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    if (!owner) throw new AppError(404, consoleRetailerMessages.notFound);
    // The owner's row changes only if it is still in the old state: of two staff clicking at once,
    // one changes it (and audits), the other finds nothing to do (PostgreSQL re-checks the row
    // after the first commits; SQLite runs one write transaction at a time).
    const flipped = await trx
      .updateTable('users')
      .set({ status: change.status, updated_at: now })
      .where('id', '=', owner.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) === 0) return [];
    const subUsers = await trx
      .updateTable('users')
      .set({ status: change.status, updated_at: now })
      .where('shop_id', '=', change.shopId)
      .where('user_type', '=', 'subRetailer')
      .where('status', '=', from)
      .returning('id')
      .execute();
    await audit(trx, clock, {
      shopId: change.shopId,
      actor: { kind: 'staff', id: staffId },
      action: change.status === 'disabled' ? 'retailerDisabled' : 'retailerEnabled',
      entity: 'retailer',
      entityId: change.shopId,
      before: { status: from },
      after: { status: change.status },
    });
    return [owner.id, ...subUsers.map((u) => u.id)];
  });
  if (change.status === 'disabled') {
    for (const id of userIds) await sessions.endAllFor('retailer', id);
  }
}
