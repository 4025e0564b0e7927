import type { ZHistoryQuery } from '@galla/contracts/console-catalogue';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../platform/console-list.js';

function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

// The catalogue's history, read from the audit log: newest first, for one entry or all of them.
export function createCatalogueHistory(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Only the entities a section shows: its guard opens those and no others. */
    async page(query: z.output<typeof ZHistoryQuery>, entities: readonly string[]) {
      let base = db
        .selectFrom('audit_log')
        .where(
          'audit_log.entity',
          'in',
          query.entity && entities.includes(query.entity) ? [query.entity] : entities,
        );
      if (query.entityId) base = base.where('audit_log.entity_id', '=', query.entityId);
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .leftJoin('staff_users', (join) =>
              join
                .onRef('staff_users.id', '=', 'audit_log.actor_id')
                .on('audit_log.actor_kind', '=', 'staff'),
            )
            .select([
              'audit_log.id',
              'audit_log.created_at',
              'audit_log.action',
              'audit_log.entity',
              'audit_log.entity_id',
              'audit_log.before',
              'audit_log.after',
              'staff_users.first_name',
              'staff_users.last_name',
            ])
            .orderBy('audit_log.created_at', 'desc')
            .orderBy('audit_log.id', 'desc'),
        query,
      );
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
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
