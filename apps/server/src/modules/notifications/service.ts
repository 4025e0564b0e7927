import type { Notification } from '@galla/contracts/notifications';
import type { Db } from '../../db/database.js';
import type { Retailer } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';

const parseData = (json: string | null): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    const value = JSON.parse(json);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
};

// 6 columns a row: 1,000 rows stay under SQLite's and PostgreSQL's limits on bound parameters.
const NOTIFY_CHUNK = 1000;

// A user's notifications. Other modules create them (a reward decision, a staff message) through
// notify(); the bell reads them here. Every query is scoped to the caller's own user id.
export function createNotificationsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async notify(input: {
      shopId: number;
      userId: number;
      text: string;
      data?: Record<string, unknown>;
    }): Promise<void> {
      await db
        .insertInto('notifications')
        .values({
          shop_id: input.shopId,
          user_id: input.userId,
          text: input.text,
          data: input.data ? JSON.stringify(input.data) : null,
          is_read: 0,
          created_at: clock.now().toISOString(),
        })
        .execute();
    },

    /**
     * The same text to many users, in the caller's transaction (a staff message to thousands of
     * retailers): a few multi-row INSERTs rather than one per user.
     */
    async notifyMany(
      trx: Db,
      recipients: readonly { shopId: number; userId: number }[],
      text: string,
    ): Promise<void> {
      const now = clock.now().toISOString();
      for (let i = 0; i < recipients.length; i += NOTIFY_CHUNK) {
        await trx
          .insertInto('notifications')
          .values(
            recipients.slice(i, i + NOTIFY_CHUNK).map((r) => ({
              shop_id: r.shopId,
              user_id: r.userId,
              text,
              data: null,
              is_read: 0,
              created_at: now,
            })),
          )
          .execute();
      }
    },

    async page(user: Retailer, page: number, size: number): Promise<Notification[]> {
      const rows = await db
        .selectFrom('notifications')
        .select(['id', 'text', 'is_read', 'data', 'created_at'])
        .where('user_id', '=', user.userId)
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return rows.map((r) => ({
        notificationId: r.id,
        text: r.text,
        is_read: r.is_read,
        data: parseData(r.data),
        createdAt: r.created_at,
      }));
    },

    /** Marks one of the caller's notifications read; another user's id changes nothing. */
    async markRead(user: Retailer, notificationId: number): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('id', '=', notificationId)
        .where('user_id', '=', user.userId)
        .execute();
    },

    async feedback(
      user: Retailer,
      input: { rating: number; notificationId?: number; data?: Record<string, unknown> },
    ) {
      // Only the caller's own notification may be referenced; anything else is stored without it.
      const own = input.notificationId
        ? await db
            .selectFrom('notifications')
            .select('id')
            .where('id', '=', input.notificationId)
            .where('user_id', '=', user.userId)
            .executeTakeFirst()
        : undefined;
      await db
        .insertInto('feedback')
        .values({
          shop_id: user.shopId,
          user_id: user.userId,
          notification_id: own?.id ?? null,
          rating: input.rating,
          data: input.data ? JSON.stringify(input.data) : null,
          created_at: clock.now().toISOString(),
        })
        .execute();
      if (own) await this.markRead(user, own.id);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
