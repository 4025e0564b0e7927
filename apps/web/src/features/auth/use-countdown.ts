import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `initialUntil` (ms since epoch), ticking each second; 0 once passed. */
export function useCountdown(initialUntil: number) {
  const [until, setUntil] = useState(initialUntil);
  const [left, setLeft] = useState(() => secondsUntil(initialUntil));

  useEffect(() => {
    if (secondsUntil(until) === 0) return;
    const id = setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);

  const restart = useCallback((seconds: number) => {
    const next = Date.now() + seconds * 1000;
    setUntil(next);
    setLeft(secondsUntil(next));
  }, []);

  return { secondsLeft: left, restart };
}

function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
