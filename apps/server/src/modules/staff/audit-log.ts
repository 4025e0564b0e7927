import type { AuditPage } from '@galla/contracts/staff-console';
import type { Db } from '../../db/database.js';

function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

// Reading the append-only audit log (platform/audit.ts writes it): newest first, a page at a time,
// with the staff member's name beside a staff change.
export function createAuditLog(deps: { db: Db }) {
  const { db } = deps;
  return {
    async page(query: { page: number; pageSize: number; entity?: string }): Promise<AuditPage> {
      let base = db.selectFrom('audit_log');
      if (query.entity) base = base.where('audit_log.entity', '=', query.entity);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('staff_users', (join) =>
          join.onRef('staff_users.id', '=', 'audit_log.actor_id').on('audit_log.actor_kind', '=', 'staff'),
        )
        .select([
          'audit_log.id',
          'audit_log.created_at',
          'audit_log.actor_kind',
          'audit_log.actor_id',
          'audit_log.action',
          'audit_log.entity',
          'audit_log.entity_id',
          'audit_log.before',
          'audit_log.after',
          'staff_users.first_name',
          'staff_users.last_name',
        ])
        .orderBy('audit_log.created_at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        total: Number(total),
        rows: rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          actorKind: r.actor_kind,
          actorId: r.actor_id,
          actorName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          before: parsed(r.before),
          after: parsed(r.after),
        })),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
