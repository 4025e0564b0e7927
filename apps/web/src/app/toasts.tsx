import { Notifications, notificationsStore, useNotifications } from '@mantine/notifications';
import { useState } from 'react';

// The spec's toasts: one at a time, bottom-left, 2 seconds (lib/toast.ts shows them).
const LIMIT = 1;
const POSITION = 'bottom-left';

// Mantine's store spreads the toasts it is given over positions and limit as they are shown, and
// <Notifications> sets those only once it mounts: set here, a toast shown before is placed the same.
notificationsStore.updateState((state) => ({ ...state, limit: LIMIT, defaultPosition: POSITION }));

/**
 * Mantine's notifications, mounted with the first toast rather than with the app: as they mount,
 * their portal and six transition groups set state, which on a phone costs the app's start a long
 * task for a part that most screens never show. A toast waits in Mantine's store until they mount.
 */
export function Toasts() {
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted they stay, so that a toast's exit transition plays and the next one mounts nothing.
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  return needed ? <Notifications position={POSITION} autoClose={2000} limit={LIMIT} /> : null;
}
