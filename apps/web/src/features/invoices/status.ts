import { invoiceStatus } from '@galla/contracts/billing';

// What each invoice status allows on screen (shop-operations §2). Kept in one place so the list,
// the viewer and their tests agree. Statuses: 0 draft, 1 completed, 2 cancelled, 12 an older
// version kept after an edit.

/** The spec's card label: 1 and 12 read 'Completed' (an edited invoice was completed), the rest 'Cancelled'. */
export function statusKey(status: number): 'completed' | 'cancelled' {
  return status === invoiceStatus.completed || status === invoiceStatus.superseded
    ? 'completed'
    : 'cancelled';
}

/** The list opens the viewer only for these (a draft has nothing to show yet). */
export function canOpen(status: number): boolean {
  return (
    status === invoiceStatus.completed ||
    status === invoiceStatus.superseded ||
    status === invoiceStatus.cancelled
  );
}

/**
 * Only the live completed invoice may be edited, shared, cancelled or deleted: a cancelled one is
 * void, and an older version (12) is a record of what was replaced — sharing it would hand the
 * customer a bill that no longer stands.
 */
export function isLive(status: number): boolean {
  return status === invoiceStatus.completed;
}

export const canEdit = isLive;
export const canShare = isLive;
export const canCancel = isLive;
