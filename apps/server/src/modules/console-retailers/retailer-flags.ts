import { consoleRetailerMessages, type StaffEditableFlag } from '@galla/contracts/console-retailers';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { storedFlags } from './stored-flags.js';

/**
 * Sets page flags for a whole shop: the owner and each sub-user get the same stored value, so a
 * module staff switch off is off for everyone in the shop. Sub-users stay capped by their role
 * (effectiveConfiguration in domain/permissions). The guards read the flags on every request, so
 * the change applies to the retailer's next call. Audited with the owner's flags before and after.
 */
export async function setRetailerFlags(
  db: Db,
  clock: Clock,
  change: { shopId: number; configuration: Partial<Record<StaffEditableFlag, boolean>> },
  staffId: number,
): Promise<void> {
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // Touching the shop's users first takes their row locks on PostgreSQL (SQLite runs one write
    // transaction at a time), so two staff saving different flags at once both keep their change.
    const touched = await trx
      .updateTable('users')
      .set({ updated_at: now })
      .where('shop_id', '=', change.shopId)
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) throw new AppError(404, consoleRetailerMessages.notFound);
    const users = await trx
      .selectFrom('users')
      .select(['id', 'user_type', 'configuration'])
      .where('shop_id', '=', change.shopId)
      .where('status', '<>', 'deleted')
      .execute();
    const owner = users.find((u) => u.user_type === 'retailer');
    if (!owner) throw new AppError(404, consoleRetailerMessages.notFound);

    const ownerFlags = storedFlags(owner.configuration);
    const before: Partial<Record<StaffEditableFlag, boolean>> = {};
    const after: Partial<Record<StaffEditableFlag, boolean>> = {};
    for (const [flag, value] of Object.entries(change.configuration) as [StaffEditableFlag, boolean][]) {
      if (ownerFlags[flag] === value) continue;
      before[flag] = ownerFlags[flag];
      after[flag] = value;
    }
    const anyUserDiffers = users.some((u) => {
      const flags = storedFlags(u.configuration);
      return Object.entries(change.configuration).some(
        ([flag, value]) => flags[flag as StaffEditableFlag] !== value,
      );
    });
    if (!anyUserDiffers) return;

    for (const user of users) {
      const flags = { ...storedFlags(user.configuration), ...change.configuration };
      await trx
        .updateTable('users')
        .set({ configuration: JSON.stringify(flags) })
        .where('id', '=', user.id)
        .execute();
    }
    await audit(trx, clock, {
      shopId: change.shopId,
      actor: { kind: 'staff', id: staffId },
      action: 'retailerFlagsChanged',
      entity: 'retailer',
      entityId: change.shopId,
      before,
      after,
    });
  });
}
