import { createHash } from 'node:crypto';
import { messages } from '@galla/domain/messages';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { AppError } from './envelope.js';

// `Idempotency-Key` (ARCHITECTURE.md §4): a retried save returns the first answer instead of making
// a second bill. The key is stored in the same transaction as the bill, so it exists exactly when the
// bill does; a concurrent duplicate loses on the primary key and then reads the winner's answer.

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type IdempotencyKey = { shopId: number; key: string; requestHash: string };

export function idempotencyKey(shopId: number, key: unknown, body: unknown): IdempotencyKey | undefined {
  if (typeof key !== 'string' || key.trim() === '') return undefined;
  if (key.length > 200) throw new AppError(400, 'Idempotency-Key must be at most 200 characters');
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { shopId, key: key.trim(), requestHash };
}

/** The stored answer for this key, if any; a key reused for a different request is refused. */
export async function storedAnswer<T>(db: Db, key: IdempotencyKey): Promise<T | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('shop_id', '=', key.shopId)
    .where('key', '=', key.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== key.requestHash) throw new AppError(422, messages.idempotencyReused);
  return JSON.parse(row.response) as T;
}

export async function storeAnswer(
  trx: Db,
  clock: Clock,
  key: IdempotencyKey,
  answer: unknown,
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      shop_id: key.shopId,
      key: key.key,
      request_hash: key.requestHash,
      response: JSON.stringify(answer),
      created_at: clock.now().toISOString(),
    })
    .execute();
}

/**
 * Runs `write` (which must call storeAnswer in its transaction) unless the key already has an
 * answer. When a concurrent request with the same key commits first, `write` fails on the key's
 * primary key and the winner's answer is returned instead.
 */
export async function onceFor<T>(
  db: Db,
  key: IdempotencyKey | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (!key) return write();
  const earlier = await storedAnswer<T>(db, key);
  if (earlier !== undefined) return earlier;
  try {
    return await write();
  } catch (error) {
    const winner = await storedAnswer<T>(db, key);
    if (winner !== undefined) return winner;
    throw error;
  }
}
