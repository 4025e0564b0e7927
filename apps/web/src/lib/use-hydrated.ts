import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React is taking over markup the server sent (and in that markup itself), true once
 * the page is the app's: what a prerendered control cannot do yet can be shown as such.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
