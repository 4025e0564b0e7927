import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';

export type CatalogueEntity = 'superCategory' | 'category' | 'subcategory' | 'brand' | 'model' | 'import';

/** One catalogue change in the audit log, in the change's transaction: who, what, before and after. */
export function auditCatalogue(
  trx: Transaction<Database>,
  clock: Clock,
  staffId: number,
  entity: CatalogueEntity,
  entityId: number | string,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  return audit(trx, clock, {
    shopId: null,
    actor: { kind: 'staff', id: staffId },
    action,
    entity,
    entityId,
    before: before ?? undefined,
    after: after ?? undefined,
  });
}
