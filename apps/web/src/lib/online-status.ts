import { useEffect, useState } from 'react';
import { API_BASE } from './api-client';

export const ONLINE_CHECK_MS = 3000;

// navigator.onLine only knows whether a network interface is up; a shop's Wi-Fi can be "up" with no
// internet behind it. So every 3 s (spec §9) we also ask the server for its public app config —
// small, unauthenticated and cached nowhere — and count any HTTP answer as online. Plain fetch,
// not the api client: a failed probe must not toast or log anybody out.
async function probe(signal: AbortSignal): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(`${API_BASE}/static/appConfig`, {
      cache: 'no-store',
      headers: { 'x-client': 'web' },
      signal,
    });
    return true;
  } catch {
    return false;
  }
}

export function useOnlineStatus(intervalMs = ONLINE_CHECK_MS): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const result = await probe(controller.signal);
      if (controller.signal.aborted) return;
      setOnline(result);
      timer = setTimeout(check, intervalMs);
    };
    // Browser events flip the dot at once; the next probe confirms or corrects it.
    const follow = () => setOnline(navigator.onLine);
    window.addEventListener('offline', follow);
    window.addEventListener('online', follow);
    timer = setTimeout(check, intervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('offline', follow);
      window.removeEventListener('online', follow);
    };
  }, [intervalMs]);

  return online;
}
