import { DEFAULT_POINTS_RULE, type PointsRule } from '@galla/domain/rewards';
import type { Db } from '../../db/database.js';
import './tables.js';

// What billing asks of the rewards ledger, inside the bill's own transaction: one row per save,
// edit or cancel, so the balance (the ledger's sum) moves with the bill or not at all. A row names
// its invoice; the history reads the bill's number from there, so a save writes its row before it
// takes a number (the number is taken last, see billing/invoice-writer.ts assignNumber).

/** The label of an invoice's rows; reversals read 'Refunded Points' (the spec's credit fallback). */
export const INVOICE_SERVICE = 'Invoice';
export const REVERSAL_SERVICE = 'Refunded Points';

/** The staff settings key of the earning rule (paise of grand total per point); see docs/decisions.md. */
export const POINTS_RULE_KEY = 'pointsPaisePerPoint';
const RULE_TTL_MS = 5_000;

export type InvoicePoints = {
  /** The earning rule now: read from settings at most every few seconds. */
  rule(trx: Db): Promise<PointsRule>;
  /** A change of a bill's points (+ earned, − reversed); nothing is written for zero. */
  record(trx: Db, row: { shopId: number; invoiceId: number; points: number; now: string }): Promise<void>;
};

export function createInvoicePoints(): InvoicePoints {
  let cached: { rule: PointsRule; until: number } | null = null;
  return {
    async rule(trx) {
      const now = Date.now();
      if (cached && cached.until > now) return cached.rule;
      const row = await trx
        .selectFrom('settings')
        .select('value')
        .where('key', '=', POINTS_RULE_KEY)
        .executeTakeFirst();
      const paise = Number(row?.value);
      const rule = Number.isSafeInteger(paise) && paise > 0 ? { paisePerPoint: paise } : DEFAULT_POINTS_RULE;
      cached = { rule, until: now + RULE_TTL_MS };
      return rule;
    },
    async record(trx, row) {
      if (row.points === 0) return;
      await trx
        .insertInto('reward_points')
        .values({
          shop_id: row.shopId,
          points: row.points,
          kind: 'invoice',
          status: 1,
          reward_service: row.points > 0 ? INVOICE_SERVICE : REVERSAL_SERVICE,
          reward_service_id: null,
          invoice_id: row.invoiceId,
          redemption_id: null,
          created_at: row.now,
        })
        .execute();
    },
  };
}
