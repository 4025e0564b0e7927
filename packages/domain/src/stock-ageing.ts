import { mulQty, type Paise } from './money.js';
import type { Milli } from './quantity.js';

// Inventory ageing (shop-operations §2, Inventory Overview): how long the stock on hand has waited,
// by first-in-first-out. Every stock movement is a ledger entry; stock that came in forms a lot with
// its date and unit cost, stock that went out uses up the oldest lots first. What is left of each
// lot is aged from its date.

export type LedgerMovement = { qtyMilli: Milli; unitCostPaise: Paise | null; date: string /* YYYY-MM-DD */ };
export type AgeingBucket = { bucket: string; quantityMilli: Milli; valuePaise: Paise };

/** Upper bounds in days; the last bucket is open-ended. Seven buckets, as the chart wants at least 7. */
export const ageingBounds = [30, 60, 90, 120, 150, 180] as const;

export function bucketLabels(): string[] {
  const labels = ageingBounds.map((upper, i) => `${i === 0 ? 0 : ageingBounds[i - 1]}-${upper}`);
  return [...labels, `${ageingBounds[ageingBounds.length - 1]}+`];
}

const daysBetween = (from: string, to: string) =>
  Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function remainingLots(movements: readonly LedgerMovement[]): LedgerMovement[] {
  const lots: LedgerMovement[] = [];
  let owed = 0; // stock that went out before anything came in to cover it
  for (const m of movements) {
    if (m.qtyMilli > 0) {
      const covered = Math.min(owed, m.qtyMilli);
      owed -= covered;
      if (m.qtyMilli > covered) lots.push({ ...m, qtyMilli: m.qtyMilli - covered });
      continue;
    }
    let out = -m.qtyMilli;
    while (out > 0 && lots.length > 0) {
      const oldest = lots[0]!;
      const take = Math.min(out, oldest.qtyMilli);
      oldest.qtyMilli -= take;
      out -= take;
      if (oldest.qtyMilli === 0) lots.shift();
    }
    owed += out;
  }
  return lots;
}

/** Quantity and value per age bucket as of `today`; a shop short of stock shows 0, never negative. */
export function ageStock(movements: readonly LedgerMovement[], today: string): AgeingBucket[] {
  const labels = bucketLabels();
  const buckets = labels.map((bucket) => ({ bucket, quantityMilli: 0, valuePaise: 0 }));
  for (const lot of remainingLots(movements)) {
    const age = Math.max(0, daysBetween(lot.date, today));
    const index = ageingBounds.findIndex((upper) => age < upper);
    const bucket = buckets[index === -1 ? buckets.length - 1 : index]!;
    bucket.quantityMilli += lot.qtyMilli;
    bucket.valuePaise += lot.unitCostPaise === null ? 0 : mulQty(lot.unitCostPaise, lot.qtyMilli);
  }
  return buckets;
}
