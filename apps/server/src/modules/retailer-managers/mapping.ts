import {
  type MappingManagers,
  type MappingPage,
  rmMessages,
  type ZMappingQuery,
} from '@galla/contracts/retailer-managers';
import { type ManagerRole, managerRoles, relationshipManagerRole } from '@galla/domain/staff-hierarchy';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { pageOf } from '../../platform/console-list.js';
import { AppError } from '../../platform/envelope.js';
import { retailerBase, retailerColumns, retailerRow, retailerSearch, shopNameOf } from './retailer-rows.js';

type Query = z.output<typeof ZMappingQuery>;

// Retailer mapping (Admin): every retailer, filtered, and (re-)mapping chosen ones to one zonal
// manager in one transaction: all of them or none. Each shop that changes manager gets an audit row
// with the manager before and after; a shop already with that manager is left alone.
export function createMapping(deps: { db: Db; dialect: Dialect; clock: Clock }) {
  const { db, dialect, clock } = deps;

  return {
    async list(query: Query): Promise<MappingPage> {
      let base = retailerBase(db);
      if (query.stateId) base = base.where('shops.state_id', '=', query.stateId);
      if (query.cityId) base = base.where('shops.city_id', '=', query.cityId);
      if (query.managerId) base = base.where('rm.staff_id', '=', query.managerId);
      if (query.unmapped) base = base.where('rm.staff_id', 'is', null);
      if (query.search) base = base.where(retailerSearch(query.search));
      const order = {
        shopName: sql`lower(coalesce(shops.trade_name, ''))`,
        city: sql`coalesce(cities.name, '')`,
        manager: sql`coalesce(manager.first_name || ' ' || manager.last_name, '')`,
      }[query.sortBy];
      const { total, rows } = await pageOf(
        base,
        (q) =>
          q
            .select([...retailerColumns, shopNameOf.as('shop_name')])
            .orderBy(order, query.sortDirection)
            .orderBy('shops.id', query.sortDirection),
        query,
      );
      return {
        total,
        rows: rows.map((r) => ({ ...retailerRow(r), stateId: r.state_id, cityId: r.city_id })),
      };
    },

    /** The managers, to filter the list by and to map to (only an active zonal manager takes retailers). */
    async managers(): Promise<MappingManagers> {
      const rows = await db
        .selectFrom('staff_users')
        .select(['id', 'first_name', 'last_name', 'user_type', 'status'])
        .where('user_type', 'in', [...managerRoles])
        .orderBy('first_name')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        staffId: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        userType: r.user_type as ManagerRole,
        status: r.status,
      }));
    },

    async map(body: { shopIds: number[]; staffId: number }, actorId: number): Promise<{ changed: number }> {
      const shopIds = [...new Set(body.shopIds)].sort((a, b) => a - b);
      return db.transaction().execute(async (trx) => {
        const target = await trx
          .selectFrom('staff_users')
          .select(['id', 'user_type', 'status'])
          .where('id', '=', body.staffId)
          .executeTakeFirst();
        if (!target || target.user_type !== relationshipManagerRole)
          throw new AppError(400, rmMessages.targetNotZonal);
        if (target.status !== 'active') throw new AppError(400, rmMessages.targetDisabled);

        // Two re-maps of the same shops take turns: on PostgreSQL each locks the shops (in id order,
        // so they cannot deadlock) before reading who manages them; SQLite runs one write
        // transaction at a time. So each audit row's "before" is the manager the shop really had.
        let locked = trx.selectFrom('shops').select('id').where('id', 'in', shopIds).orderBy('id');
        if (dialect === 'postgres') locked = locked.forUpdate();
        const found = new Set((await locked.execute()).map((r) => r.id));
        const missing = shopIds.filter((id) => !found.has(id));
        if (missing.length > 0)
          throw new AppError(
            400,
            rmMessages.unknownRetailers.replace('{{ids}}', missing.slice(0, 10).join(', ')),
          );

        const current = new Map(
          (
            await trx
              .selectFrom('retailer_managers')
              .select(['shop_id', 'staff_id'])
              .where('shop_id', 'in', shopIds)
              .execute()
          ).map((r) => [r.shop_id, r.staff_id]),
        );
        const changing = shopIds.filter((id) => current.get(id) !== target.id);
        if (changing.length === 0) return { changed: 0 };
        const now = clock.now().toISOString();
        await trx
          .insertInto('retailer_managers')
          .values(
            changing.map((shopId) => ({
              shop_id: shopId,
              staff_id: target.id,
              assigned_at: now,
              assigned_by: actorId,
            })),
          )
          .onConflict((oc) =>
            oc.column('shop_id').doUpdateSet((eb) => ({
              staff_id: eb.ref('excluded.staff_id'),
              assigned_at: eb.ref('excluded.assigned_at'),
              assigned_by: eb.ref('excluded.assigned_by'),
            })),
          )
          .execute();
        for (const shopId of changing) {
          await audit(trx, clock, {
            shopId,
            actor: { kind: 'staff', id: actorId },
            action: 'retailerMapped',
            entity: 'retailerMapping',
            entityId: shopId,
            before: { managerId: current.get(shopId) ?? null },
            after: { managerId: target.id },
          });
        }
        return { changed: changing.length };
      });
    },
  };
}
export type Mapping = ReturnType<typeof createMapping>;
