import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session-store';

// The session store (session-store.ts) and its React hook. The store has no React in it, so the
// login page (src/login/), which runs without React, stores a session the app then reads.
export * from './session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
