import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The wallet's two movements. Each writes the cached balance and its ledger row in the caller's
// transaction; a debit is one conditional UPDATE, so two sends racing for the last SMS cannot both
// pass the check (and the CHECK constraint would stop them if they did).

export async function balanceOf(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('sms_wallets')
    .select('final_msgs')
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row ? Number(row.final_msgs) : 0;
}

export async function creditWallet(
  trx: Db,
  entry: { shopId: number; sms: number; orderId: number; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('sms_wallets')
    .values({ shop_id: entry.shopId, final_msgs: entry.sms, updated_at: entry.at })
    .onConflict((oc) =>
      oc.column('shop_id').doUpdateSet({
        final_msgs: sql<number>`sms_wallets.final_msgs + ${entry.sms}`,
        updated_at: entry.at,
      }),
    )
    .returning('final_msgs')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sms_wallet_ledger')
    .values({
      shop_id: entry.shopId,
      change: entry.sms,
      reason: 'purchase',
      ref_id: entry.orderId,
      created_at: entry.at,
    })
    .execute();
  return Number(row.final_msgs);
}

/** Takes `sms` from the wallet, or answers undefined (and changes nothing) when it holds fewer. */
export async function debitWallet(
  trx: Db,
  entry: { shopId: number; sms: number; campaignId: number; at: string },
): Promise<number | undefined> {
  const row = await trx
    .updateTable('sms_wallets')
    .set((eb) => ({ final_msgs: eb('final_msgs', '-', entry.sms), updated_at: entry.at }))
    .where('shop_id', '=', entry.shopId)
    .where('final_msgs', '>=', entry.sms)
    .returning('final_msgs')
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .insertInto('sms_wallet_ledger')
    .values({
      shop_id: entry.shopId,
      change: -entry.sms,
      reason: 'campaign',
      ref_id: entry.campaignId,
      created_at: entry.at,
    })
    .execute();
  return Number(row.final_msgs);
}
