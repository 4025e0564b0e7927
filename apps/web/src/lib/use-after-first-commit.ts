import { startTransition, useEffect, useState } from 'react';

/**
 * False as a component first renders, true from the render after: a part drawn only then is
 * committed in a task of its own rather than with the screen. For parts that set state as they mount
 * (a portal, a floating element): an update during a commit makes React run every effect of the
 * screen in the commit's task, which on a phone makes one long task of two shorter ones.
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
