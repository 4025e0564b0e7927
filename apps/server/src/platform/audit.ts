import type { Db } from '../db/database.js';
import { insertRows } from '../db/insert-rows.js';
import type { Clock } from './clock.js';

export type AuditEntry = {
  shopId: number | null;
  actor: { kind: 'retailer' | 'staff' | 'system'; id: number | null };
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

// Append-only: who changed what, when, and the values before and after. Written in the same
// transaction as the change it describes.
export async function audit(trx: Db, clock: Clock, entry: AuditEntry): Promise<void> {
  await insertRows(trx, 'audit_log', [
    {
      shop_id: entry.shopId,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: clock.now().toISOString(),
    },
  ]);
}
